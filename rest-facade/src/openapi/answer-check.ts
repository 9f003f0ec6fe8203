// Checks one REST answer against the published OpenAPI document (GET /api/openapi.json): the path
// and method are documented, the status is one of the operation's responses, and the JSON body
// validates against that response's schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1). The
// contract tests check every answer they receive with it (contracts/support/openapi-proxy.ts).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

// ajv-formats is CommonJS with a default export
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

type Response = { $ref?: string; 'x-status-codes'?: Record<string, string[]> };
type Operation = { responses: Record<string, Response> };
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

export type Answer = { method: string; path: string; status: number; body: unknown };

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
      // a shared answer (the error answers, a success several operations give) is a $ref into
      // components.responses
      const shared = response.$ref ? doc.components?.responses?.[response.$ref.split('/').pop()!] : response;
      // a shared error answer says which codes each of its statuses carries
      const codes = shared?.['x-status-codes'];
      if (codes) {
        if (!codes[status]) return `${what}: status not documented`;
        const code = (answer.body as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && !codes[status].includes(code)) {
          return `${what}: code ${code} is not one of ${status}'s codes (${codes[status].join(', ')})`;
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
