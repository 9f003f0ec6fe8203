// What every answer of the API must look like, whatever was asked (decisions.md §3, ADRs 002, 090):
// never a 5xx; every error in the documented shape with a documented code whose status it carries;
// no stack, SQL or internal names; Retry-After on 429.
import { ERROR_STATUS, GRAPHQL_REQUEST_ERRORS, isErrorCode } from '@campus-swap/schema/errors';

export type Answer = { status: number; headers: Headers; text: string };

const LEAKS =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|prisma\.|\bSELECT\b|\bINSERT INTO\b|PrismaClient|pglite/i;
const REST_ERROR_KEYS = new Set(['error', 'code', 'fields', 'requestId']);
const GRAPHQL_ERROR_KEYS = new Set(['message', 'path', 'locations', 'extensions']);
// triesLeft: a wrong sign-in code's count of the tries left (decisions.md §3, issue 39)
const EXTENSION_KEYS = new Set(['code', 'fields', 'retryAfter', 'requestId', 'triesLeft']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The codes an answer carried (for the run's statistics), and what is wrong with it. */
export function checkAnswer(
  method: string,
  path: string,
  answer: Answer,
): { codes: string[]; problems: string[] } {
  const problems: string[] = [];
  const codes: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (LEAKS.test(answer.text)) problems.push('the body leaks internals');
  if (method === 'HEAD' || (method === 'OPTIONS' && answer.status < 300)) return { codes, problems };
  // outside production a browser's GET of /graphql gets Apollo's sandbox page (for campus developers)
  const page = /^text\/html/.test(answer.headers.get('content-type') ?? '');
  if (method === 'GET' && path.startsWith('/graphql') && answer.status === 200 && page)
    return { codes, problems };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    problems.push(`the body is not JSON (${answer.headers.get('content-type')})`);
    return { codes, problems };
  }
  if (!isRecord(body)) {
    problems.push('the body is not a JSON object');
    return { codes, problems };
  }
  if ('errors' in body) checkGraphQL(body, answer, codes, problems);
  else if ('error' in body || answer.status >= 400) checkRest(body, answer, codes, problems);
  if (codes.includes('INTERNAL')) problems.push('INTERNAL: a fault of ours');
  if (answer.status === 429 && !/^\d+$/.test(answer.headers.get('retry-after') ?? '')) {
    problems.push('429 without Retry-After');
  }
  return { codes, problems };
}

function checkRest(body: Record<string, unknown>, answer: Answer, codes: string[], problems: string[]): void {
  const extra = Object.keys(body).filter((key) => !REST_ERROR_KEYS.has(key));
  if (extra.length) problems.push(`error body has undocumented keys ${extra.join(', ')}`);
  if (typeof body.error !== 'string' || body.error === '') problems.push('error is not a sentence');
  checkFields(body.fields, problems);
  if (!isErrorCode(body.code)) {
    problems.push(`undocumented code ${JSON.stringify(body.code)}`);
    return;
  }
  codes.push(body.code);
  if (ERROR_STATUS[body.code] !== answer.status) {
    problems.push(`code ${body.code} travels with ${answer.status}, documented ${ERROR_STATUS[body.code]}`);
  }
}

function checkGraphQL(
  body: Record<string, unknown>,
  answer: Answer,
  codes: string[],
  problems: string[],
): void {
  const errors = body.errors;
  if (!Array.isArray(errors) || errors.length === 0) {
    problems.push('errors is not a non-empty array');
    return;
  }
  for (const error of errors) {
    if (!isRecord(error) || typeof error.message !== 'string') {
      problems.push('a GraphQL error without a message');
      continue;
    }
    const extra = Object.keys(error).filter((key) => !GRAPHQL_ERROR_KEYS.has(key));
    if (extra.length) problems.push(`GraphQL error has undocumented keys ${extra.join(', ')}`);
    const extensions = isRecord(error.extensions) ? error.extensions : {};
    const extraExtensions = Object.keys(extensions).filter((key) => !EXTENSION_KEYS.has(key));
    if (extraExtensions.length)
      problems.push(`extensions has undocumented keys ${extraExtensions.join(', ')}`);
    checkFields(extensions.fields, problems);
    // only a wrong code says how many tries are left, as a whole number of at most the 5 a code has
    if ('triesLeft' in extensions) {
      const left = extensions.triesLeft;
      if (
        extensions.code !== 'INVALID_CODE' ||
        !Number.isInteger(left) ||
        (left as number) < 0 ||
        (left as number) > 5
      )
        problems.push(`triesLeft ${JSON.stringify(left)} with ${JSON.stringify(extensions.code)}`);
    }
    if (isErrorCode(extensions.code)) codes.push(extensions.code);
    else problems.push(`undocumented GraphQL code ${JSON.stringify(extensions.code)}`);
  }
  const first = codes[0];
  if (first === undefined) return;
  // a request-level failure has no data and the status of its code; a field error travels on 200,
  // and so does GraphQL's own refusal of a document when the answer is application/json (ADR 190)
  const legacy =
    isErrorCode(first) &&
    GRAPHQL_REQUEST_ERRORS.has(first) &&
    /^application\/json/.test(answer.headers.get('content-type') ?? '');
  const expected =
    'data' in body || legacy
      ? [200, ERROR_STATUS[first as keyof typeof ERROR_STATUS]]
      : [ERROR_STATUS[first as keyof typeof ERROR_STATUS]];
  if (!expected.includes(answer.status)) {
    problems.push(`GraphQL ${first} travels with ${answer.status}, documented ${expected.join(' or ')}`);
  }
}

function checkFields(fields: unknown, problems: string[]): void {
  if (fields === undefined) return;
  if (!isRecord(fields) || Object.values(fields).some((message) => typeof message !== 'string')) {
    problems.push('fields is not a map of field to message');
  }
}
