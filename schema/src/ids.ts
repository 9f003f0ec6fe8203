// Every id of ours is a PostgreSQL uuid. An id argument that is not one names nothing, so each
// operation answers its own NOT_FOUND before the database sees it: PostgreSQL refuses a malformed
// uuid with an error, which used to surface as INTERNAL with a stack in the log (issue 20, ADR 143).
// One pattern for all of them, so no service can check a looser shape (revokeApiToken checked
// `[0-9a-f-]{36}`, which let '------------------------------------' through).

/** The textual form of a uuid (any version, either case), as PostgreSQL reads it without braces. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
