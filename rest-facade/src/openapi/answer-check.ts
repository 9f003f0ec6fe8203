// Checks one REST answer against the published OpenAPI document (GET /api/openapi.json): the path
// and method are documented, the status is one of the operation's responses, and the JSON body
// validates against that response's schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1); an
// error's code is one its status carries in the failure table the document's error answers are
// written from (schema/src/failure-table.ts). The contract tests check every answer they receive with it
// (contracts/support/openapi-proxy.ts).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { codesByStatus, ERROR_STATUS, isErrorCode } from '@campus-swap/schema/errors';

// ajv-formats is CommonJS with a default export
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

type Response = { $ref?: string };
type Operation = { responses: Record<string, Response> };
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

export type Answer = { method: string; path: string; status: number; body: unknown };

/** The codes each error status carries, e.g. 404 -> ['NOT_FOUND'] (the failure table). */
const CODES_OF = codesByStatus();

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export function openApiChecker(doc: OpenApi) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let fn = compiled.get(ref);
    if (!fn) {
      fn = ajv.compile({ $ref: `openapi#/${ref}` });
      compiled.set(ref, fn);
    }
    return fn;
  };
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^/api${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));

  /** Why the answer does not match the document, or null when it does. */
  return function check(answer: Answer): string | null {
    const what = `${answer.method} ${answer.path} -> ${answer.status}`;
    const found = templates.find((t) => t.pattern.test(answer.path));
    const operation = found ? doc.paths[found.template]?.[answer.method.toLowerCase()] : undefined;
    let ref: string;
    if (found && operation) {
      const status = String(answer.status);
      // an error is answered by its status, its range (`4XX`) or, 400 and up, the `default` answer
      const response =
        operation.responses[status] ??
        operation.responses[`${status[0]}XX`] ??
        (answer.status >= 400 ? operation.responses.default : undefined);
      if (!response) return `${what}: status not documented`;
      // an error answer carries one of its status's codes; a status no code has is not documented
      if (answer.status >= 400) {
        const codes = CODES_OF.get(answer.status);
        if (!codes) return `${what}: status not documented`;
        const code = (answer.body as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && !(isErrorCode(code) && ERROR_STATUS[code] === answer.status)) {
          return `${what}: code ${code} is not one of ${status}'s codes (${codes.join(', ')})`;
        }
      }
      const where = response.$ref
        ? pointer(...response.$ref.replace(/^#\//, '').split('/'))
        : pointer('paths', found.template, answer.method.toLowerCase(), 'responses', status);
      ref = `${where}/${pointer('content', 'application/json', 'schema')}`;
    } else if (answer.status === 404 || answer.status === 405 || answer.status >= 400) {
      // unknown paths and methods, and failures before routing, answer the documented error body
      ref = pointer('components', 'schemas', 'Error');
    } else {
      return `${what}: path and method not in the OpenAPI document`;
    }
    const validate = validator(ref);
    if (validate(answer.body)) return null;
    return `${what}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(answer.body).slice(0, 400)}`;
  };
}
