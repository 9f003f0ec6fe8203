// Reads the machine code and per-field messages the server puts in GraphQL error extensions.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const code = e.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return null;
}

/** The `extensions.fields` of a VALIDATION_FAILED error (empty for any other error). */
export function errorFields(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: Record<string, string> = {};
  for (const e of error.errors) {
    const raw = e.extensions?.fields;
    if (typeof raw !== 'object' || raw === null) continue;
    for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}
