// The shape of one row of the REST facade's table: a documented /api path mapped onto one GraphQL
// operation of the same schema, and the reshaping of its result into the documented JSON.

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RestRequest = {
  /** the parsed JSON body ({} when there is none) */
  body: Record<string, unknown>;
  /** path parameters, e.g. { id } for /matches/:id/reveal */
  params: Record<string, string>;
};

export type RestRoute = {
  method: RestMethod;
  /** Express path below /api, e.g. '/auth/me' */
  path: string;
  /** one GraphQL operation */
  document: string;
  /** GraphQL variables from the request (default: none) */
  variables?: (request: RestRequest) => Record<string, unknown>;
  /** the documented 2xx JSON body from the operation's `data` */
  // biome-ignore lint/suspicious/noExplicitAny: `data` is the JSON of an operation declared beside it
  reshape: (data: any) => unknown; // may throw an AppError
};

/** Picks the named keys of a body that are present (undefined keys stay absent, so GraphQL sees them as unset). */
export function pick(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (body[key] !== undefined) out[key] = body[key];
  return out;
}
