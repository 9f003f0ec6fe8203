// Reads the typed error the API sends (decisions.md §3) out of whatever Apollo Client rejected with:
// GraphQL errors carry `extensions.code` (+ `fields`); an HTTP-level refusal (e.g. a 429 from the
// gateway's per-IP limit or a 403 CSRF failure) carries the documented JSON body `{ error, code }`.
// Apollo 4's own type guards tell the two apart.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface ApiError {
  /** machine code such as INVALID_CREDENTIALS, or null for a network failure or an unknown error */
  code: string | null;
  /** the server's human sentence, or null when the server did not send one */
  message: string | null;
  /** per-field messages for VALIDATION_FAILED */
  fields: Record<string, string>;
}

const none: ApiError = { code: null, message: null, fields: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) if (typeof message === 'string') out[key] = message;
  return out;
}

export function readApiError(error: unknown): ApiError {
  // GraphQL errors: { message, extensions: { code, fields } }, the first one speaks for the answer.
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (!first) return none;
    const extensions = isRecord(first.extensions) ? first.extensions : {};
    return {
      code: typeof extensions.code === 'string' ? extensions.code : null,
      message: first.message !== '' ? first.message : null,
      fields: stringFields(extensions.fields),
    };
  }
  // A non-2xx HTTP answer whose body is the documented { error, code }.
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
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
