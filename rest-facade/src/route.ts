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
  /**
   * What the 2xx body is, so that the OpenAPI document (openapi/document.ts) can read its schema off
   * the GraphQL selection: `field` (default) the value of the operation's one root field, `data` the
   * whole `data` object (use aliases to name its keys).
   */
  answer?: 'field' | 'data';
  /**
   * What the JSON request body is: `none`; `variables` (each key one variable of the operation);
   * `input` (the fields of the `$input` variable's input type). Default: `none` for GET and DELETE
   * and for paths with parameters, `input` when the operation declares `$input`, else `variables`.
   */
  body?: 'none' | 'variables' | 'input';
  /**
   * Only for answers that need more than `answer` (e.g. an error when a nullable field is null); it
   * must give the body `answer` describes. Default: the body `answer` names.
   */
  // biome-ignore lint/suspicious/noExplicitAny: `data` is the JSON of an operation declared beside it
  reshape?: (data: any) => unknown; // may throw an AppError
};

/** The request-body kind of a route (see RestRoute.body). */
export function bodyKind(route: RestRoute): 'none' | 'variables' | 'input' {
  if (route.body) return route.body;
  if (route.method === 'GET' || route.method === 'DELETE' || route.path.includes(':')) return 'none';
  return /\$input\s*:/.test(route.document) ? 'input' : 'variables';
}

/** The response key of the operation's first root field (its alias, else its name). */
export function rootFieldKey(document: string): string {
  const match = /^\s*(?:query|mutation)\b[^{]*\{\s*(\w+)\s*(:\s*\w+)?/.exec(document);
  if (!match) throw new Error(`no root field in ${document}`);
  return match[1]!;
}

/** The documented 2xx body of a route from its operation's `data`. */
export function answerOf(route: RestRoute, data: Record<string, unknown>): unknown {
  if (route.reshape) return route.reshape(data);
  return route.answer === 'data' ? data : data[rootFieldKey(route.document)];
}

/** Picks the named keys of a body that are present (undefined keys stay absent, so GraphQL sees them as unset). */
export function pick(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (body[key] !== undefined) out[key] = body[key];
  return out;
}
