// A route's GraphQL variables, read off its request by the same rule the OpenAPI document uses to
// describe the request body (route.ts `bodyKind`, openapi/document.ts `requestBody`): for `input`, the
// fields of the `$input` variable's input type as the schema declares them; for `variables`, the
// operation's variables; for `none`, nothing. No route lists its keys by hand, so a field added to an
// input type reaches the resolver through REST the moment the schema (and so the OpenAPI document) has
// it, and a key the document does not advertise is never passed on (issue 26).
import type { GraphQLSchema } from 'graphql';
import { graphql as g } from '@campus-swap/schema/graphql-cjs';
import { variableType } from './openapi/json-schema.ts';
import { bodyKind, operationOf, pick, type RestRequest, type RestRoute } from './route.ts';

export type ReadVariables = (request: RestRequest) => Record<string, unknown>;

/** The names the body may carry for this route, as the schema and the operation declare them. */
export function requestKeys(route: RestRoute, schema: GraphQLSchema): readonly string[] {
  const kind = bodyKind(route);
  if (kind === 'none') return [];
  const operation = operationOf(route.document);
  if (kind === 'variables') return (operation.variableDefinitions ?? []).map((v) => v.variable.name.value);
  const type = g.getNamedType(variableType(schema, operation, 'input'));
  if (!g.isInputObjectType(type))
    throw new Error(`${route.method} ${route.path}: $input is not an input object`);
  return Object.keys(type.getFields());
}

/** The query-string variables of a route (RouteRow.query): an Int's digits made a number. */
function queryReader(route: RestRoute, schema: GraphQLSchema): ReadVariables | undefined {
  const names = route.query ?? [];
  if (names.length === 0) return undefined;
  const operation = operationOf(route.document);
  const ints = new Set(
    names.filter((name) => {
      const type = variableType(schema, operation, name);
      if (!type) throw new Error(`${route.method} ${route.path}: no $${name} variable`);
      return g.getNamedType(type).name === 'Int';
    }),
  );
  return ({ query }) => {
    const out: Record<string, unknown> = {};
    for (const name of names) {
      const value = query[name];
      if (value === undefined || value === '') continue;
      out[name] =
        ints.has(name) && typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
    }
    return out;
  };
}

/** How the router reads a route's variables: the body's declared keys (then `adjust`), the query's and the path's. */
export function variablesReader(route: RestRoute, schema: GraphQLSchema): ReadVariables {
  const keys = requestKeys(route, schema);
  const adjust = route.adjust ?? ((variables: Record<string, unknown>) => variables);
  const fromBody: ReadVariables =
    keys.length === 0
      ? () => ({})
      : bodyKind(route) === 'input'
        ? ({ body }) => adjust({ input: pick(body, keys) })
        : ({ body }) => adjust(pick(body, keys));
  const fromQuery = queryReader(route, schema);
  const fromPath = route.variables;
  if (!fromQuery && !fromPath) return fromBody;
  return (request) => ({
    ...fromBody(request),
    ...(fromQuery ? fromQuery(request) : {}),
    ...(fromPath ? fromPath(request) : {}),
  });
}
