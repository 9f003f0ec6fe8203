// The shape of one row of the REST facade's table: a documented /api path mapped onto one GraphQL
// operation of the same schema (a typed document of src/documents/, ADR 100), and the reshaping of
// its result into the documented JSON.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RestRequest = {
  /** the parsed JSON body ({} when there is none) */
  body: Record<string, unknown>;
  /** path parameters, e.g. { id } for /matches/:id/reveal */
  params: Record<string, string>;
  /** the query string as Express parsed it (a repeated key is an array) */
  query: Record<string, unknown>;
};

/** A row as written in routes/*.ts; `TData` is the result type codegen gave its document. */
export type RouteRow<TData, TVariables> = {
  method: RestMethod;
  /** Express path below /api, e.g. '/auth/me' */
  path: string;
  /** one GraphQL operation, from src/generated/graphql.ts */
  document: TypedDocumentNode<TData, TVariables>;
  /**
   * The variables the body cannot give: those of the path's parameters (e.g. `{ listingId: params.id }`).
   * The body's are never listed here: the router reads the keys the schema declares for the route's
   * body kind (request-variables.ts), the client's JSON as sent, not `TVariables`: GraphQL coerces
   * them, and a value of the wrong type is its VALIDATION_FAILED.
   */
  variables?: (request: RestRequest) => Record<string, unknown>;
  /**
   * Variables of the operation a GET reads off the query string by their own names (e.g. `first`,
   * `after` of a paged list, ADR 297): optional, each described in the OpenAPI document as a query
   * parameter from the variable's GraphQL type; an Int's text is made a number, anything else is
   * passed as sent, so that GraphQL's coercion refuses it with VALIDATION_FAILED.
   */
  query?: readonly string[];
  /**
   * Changes the variables read off the body before GraphQL coerces them (e.g. a JSON number code made
   * a string); never adds keys the schema does not declare.
   */
  adjust?: (variables: Record<string, unknown>) => Record<string, unknown>;
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
   * must give the body `answer` describes, and may throw an AppError. Default: the body `answer` names.
   */
  reshape?: (data: TData) => unknown;
};

/** A row as the router and the OpenAPI document take it: its result type is no longer needed. */
export type RestRoute = Omit<RouteRow<unknown, unknown>, 'document' | 'reshape'> & {
  document: DocumentNode;
  reshape?: (data: unknown) => unknown;
};

/** One row of the table; `reshape` is typed by the row's document. */
export function route<TData, TVariables>(row: RouteRow<TData, TVariables>): RestRoute {
  const { reshape, ...rest } = row;
  // GraphQL answered `data` for this very document, so it has the document's result type
  return reshape ? { ...rest, reshape: (data) => reshape(data as TData) } : rest;
}

/** The one operation of a route's document (its other definitions are fragments). */
export function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('a route document needs one operation');
  return operation;
}

/** The request-body kind of a route (see RouteRow.body). */
export function bodyKind(route: RestRoute): 'none' | 'variables' | 'input' {
  if (route.body) return route.body;
  if (route.method === 'GET' || route.method === 'DELETE' || route.path.includes(':')) return 'none';
  const variables = operationOf(route.document).variableDefinitions ?? [];
  return variables.some((v) => v.variable.name.value === 'input') ? 'input' : 'variables';
}

/** The response key of the operation's first root field (its alias, else its name). */
export function rootFieldKey(document: DocumentNode): string {
  const first = operationOf(document).selectionSet.selections[0];
  if (first?.kind !== Kind.FIELD) throw new Error('a route operation starts with its root field');
  return first.alias?.value ?? first.name.value;
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
