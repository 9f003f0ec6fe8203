// Reads the typed error the API sends (decisions.md §3) out of whatever Apollo Client rejected with:
// GraphQL errors carry `extensions.code` (+ `fields`). An HTTP-level refusal on /graphql (e.g. a 429
// from the gateway's per-IP limit or a 403 CSRF failure) is a GraphQL response too (ADR 190): Apollo
// Client reads it as GraphQL errors when it came as application/graphql-response+json, and as a
// ServerError carrying that body as text when it came as application/json. The REST body
// `{ error, code }` is read as well. Apollo 4's own type guards tell them apart.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface ApiError {
  /** machine code such as INVALID_CREDENTIALS, or null for a network failure or an unknown error */
  code: string | null;
  /** the server's human sentence, or null when the server did not send one */
  message: string | null;
  /** per-field messages for VALIDATION_FAILED */
  fields: Record<string, string>;
  /** seconds to wait (RATE_LIMITED, TOO_MANY_ATTEMPTS, SERVICE_UNAVAILABLE), when the server said */
  retryAfter?: number;
  /** a wrong sign-in code: how many more tries the server allows (GraphQL's extensions) */
  triesLeft?: number;
}

const none: ApiError = { code: null, message: null, fields: {} };

/** A whole number of at least 0 the server sent, or undefined. */
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) if (typeof message === 'string') out[key] = message;
  return out;
}

/** GraphQL errors: { message, extensions: { code, fields } }, the first one speaks for the answer. */
function firstGraphQLError(errors: readonly unknown[]): ApiError {
  const first = errors[0];
  if (!isRecord(first)) return none;
  const extensions = isRecord(first.extensions) ? first.extensions : {};
  const retryAfter = count(extensions.retryAfter);
  const triesLeft = count(extensions.triesLeft);
  return {
    code: typeof extensions.code === 'string' ? extensions.code : null,
    message: typeof first.message === 'string' && first.message !== '' ? first.message : null,
    fields: stringFields(extensions.fields),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    ...(triesLeft !== undefined ? { triesLeft } : {}),
  };
}

export function readApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) return firstGraphQLError(error.errors);
  // A non-2xx HTTP answer whose body is a GraphQL response or the documented { error, code }.
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (isRecord(body) && Array.isArray(body.errors)) return firstGraphQLError(body.errors);
      if (isRecord(body) && typeof body.code === 'string') {
        return {
          code: body.code,
          message: typeof body.error === 'string' ? body.error : null,
          fields: stringFields(body.fields),
        };
      }
    } catch {
      // not JSON: fall through
    }
  }
  return none;
}

/** "about 12 minutes" / "about a minute" / "a few seconds": how long the server asked to wait. */
export function waitText(seconds: number): string {
  if (seconds < 45) return 'a few seconds';
  const minutes = Math.round(seconds / 60);
  return minutes <= 1 ? 'about a minute' : `about ${minutes} minutes`;
}

/** The server's sentence, with how long to wait when it said so (Retry-After; issue 39). */
export function messageWithWait(error: ApiError, fallback: string): string {
  const message = messageOr(error, fallback);
  return error.retryAfter === undefined
    ? message
    : `${message} (Try again in ${waitText(error.retryAfter)}.)`;
}

/** The server's sentence when it sent one, else the screen's own fallback. */
export function messageOr(error: ApiError, fallback: string): string {
  return error.message ?? fallback;
}

/** Just the machine code (null for a network failure or an unknown error). */
export function errorCode(error: unknown): string | null {
  return readApiError(error).code;
}

/** Just the per-field messages of a VALIDATION_FAILED error (empty for any other error). */
export function errorFields(error: unknown): Record<string, string> {
  return readApiError(error).fields;
}
