// The OpenAPI 3.1 document of the REST facade, generated from the route table and the GraphQL
// schema: paths and methods from the table, request and answer schemas from each route's operation
// (openapi/json-schema.ts), texts from the schema's descriptions, errors from the status table of
// schema/src/errors.ts. Nothing here is written a second time by hand.
import { STATUS_CODES } from 'node:http';
import { type GraphQLField, type GraphQLSchema, print, stripIgnoredCharacters } from 'graphql';
import { codesByStatus, FAILURES, failureOf } from '@campus-swap/schema/errors';
import { bodyKind, operationOf, type RestRoute, rootFieldKey } from '../route.ts';
import { SchemaComponents } from './components.ts';
import { inputSchema, type JsonSchema, objectSchema, variableType } from './json-schema.ts';
import { sharedAnswers, sharedBodies, sharedParameters } from './shared-parts.ts';

/** `licenseUrl`: where the terms of use of the API are (the app's /terms page). */
export type OpenApiOptions = { version: string; serverUrl?: string; licenseUrl?: string };

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every error answer: a sentence for people and a code for programs.',
  properties: {
    error: { type: 'string', description: 'A human sentence, safe to show to the student.' },
    code: { type: 'string', enum: Object.keys(FAILURES), description: 'The machine code.' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'VALIDATION_FAILED: one message per invalid field.',
    },
    requestId: { type: 'string', description: 'INTERNAL: quote it when reporting the problem.' },
  },
  required: ['error', 'code'],
  additionalProperties: false,
};

/**
 * The headers of the error answers: Retry-After (429, 503), and the budget left of a personal API
 * token (ADR 061), which every answer to a token carries; the securityScheme says it once for the
 * success answers, rather than three $refs in each operation's 200 (ADR 191).
 */
const ERROR_HEADERS = Object.fromEntries(
  ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((name) => [
    name,
    { $ref: `#/components/headers/${name}` },
  ]),
);

/**
 * A shared error answer: the error body, and which status carries which codes, read off the failure
 * table (schema/src/failure-table.ts), which the contract checker of answer-check.ts also holds
 * answers to; said once for every operation instead of seven $refs an operation (ADR 191). Each
 * code's sentence is the answer's `error` and, for people, the table on /developers (ADR 236).
 */
function errorResponse(lead: string, statuses: (status: number) => boolean): JsonSchema {
  const lines = [...codesByStatus()]
    .filter(([status]) => statuses(status))
    .sort(([a], [b]) => a - b)
    .map(([status, codes]) => {
      const wait = codes.some((code) => failureOf(code).retry !== undefined);
      return `${status} ${STATUS_CODES[status]}: ${codes.join(', ')}${wait ? '; retry after `Retry-After` seconds' : ''}.`;
    });
  return {
    description: `${lead} ${lines.join(' ')}`,
    headers: ERROR_HEADERS,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** components.responses: the client errors (any 4xx) and every other failure (5xx). */
function errorResponses(): Record<string, JsonSchema> {
  return {
    ClientError: errorResponse(
      "A request the API refuses (4xx), by status and code; each code's sentence is on /developers.",
      (status) => status < 500,
    ),
    Failure: errorResponse('A failure on our side (5xx), by status and code.', (status) => status >= 500),
  };
}

/** GraphQL text without the spaces and commas the language ignores (the same document, 10% smaller). */
const compact = (text: string) => stripIgnoredCharacters(text);

/**
 * The operation a route runs, as GraphQL text without its name, which is the operationId; the
 * fragments it spreads are printed once, in the document's x-graphql-fragments (several operations
 * share each).
 */
function graphQLText(route: RestRoute, components: SchemaComponents): string {
  for (const definition of route.document.definitions) {
    if (definition.kind === 'FragmentDefinition') {
      components.fragments[definition.name.value] = compact(print(definition));
    }
  }
  return compact(print({ ...operationOf(route.document), name: undefined }));
}

/** The operation's name without `Rest`, e.g. RestUpdateProfile -> UpdateProfile. */
function stemOf(route: RestRoute): string {
  return (operationOf(route.document).name?.value ?? 'Operation').replace(/^Rest(?=[A-Z])/, '');
}

type AnyField = GraphQLField<unknown, unknown>;

/** The GraphQL root field a route runs, for its description and its guard. */
function rootField(schema: GraphQLSchema, route: RestRoute): AnyField {
  const operation = operationOf(route.document);
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const first = operation.selectionSet.selections[0];
  const field = first?.kind === 'Field' ? root?.getFields()[first.name.value] : undefined;
  if (!field) throw new Error(`${route.method} ${route.path}: no root field`);
  return field as AnyField;
}

/** The scope-auth scopes the root field declares (schema/src/auth-scopes.ts), e.g. { student: true }. */
function scopesOf(field: AnyField): Record<string, unknown> | undefined {
  const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
  const scopes = options?.authScopes;
  return scopes && typeof scopes === 'object' ? (scopes as Record<string, unknown>) : undefined;
}

/**
 * Which personal API tokens may call the field (schema/src/auth-scopes.ts): a field opts in with `skipTypeScopes`
 * and names `tokenScope`; without a `tokenScope` an opted-in field is open to any token.
 */
function tokenAccess(field: AnyField): 'read' | 'write' | 'none' {
  const options = (field.extensions as { pothosOptions?: { skipTypeScopes?: boolean } }).pothosOptions;
  if (!options?.skipTypeScopes) return 'none';
  const scopes = scopesOf(field);
  const needed = (scopes?.tokenScope ?? (scopes?.$all as Record<string, unknown> | undefined)?.tokenScope) as
    | 'read'
    | 'write'
    | undefined;
  return needed ?? 'read';
}

const HEADERS = {
  'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
  'RateLimit-Limit': { description: 'API tokens: requests allowed per window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': {
    description: 'API tokens: requests left in this window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'API tokens: seconds until the window resets.',
    schema: { type: 'integer' },
  },
};

/**
 * Which personal API tokens may call an operation (the securitySchemes say what the scopes mean);
 * an operation that names none takes a signed-in session only, which bearerAuth says once rather
 * than 23 descriptions (its `x-api-token-scope` is `none`).
 */
const TOKEN_TEXT = { read: 'API tokens: READ or WRITE.', write: 'API tokens: WRITE only.', none: '' };

function answerSchema(schema: GraphQLSchema, route: RestRoute, components: SchemaComponents): JsonSchema {
  const document = route.document;
  const operation = operationOf(document);
  const root = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const data = objectSchema(root, operation.selectionSet, { document, components, operation: stemOf(route) });
  if (route.answer === 'data') {
    // the root field's description is the operation's own (its summary and description)
    const key = rootFieldKey(route.document);
    const properties = data.properties as Record<string, JsonSchema>;
    const { description: _fieldText, ...field } = properties[key]!;
    const body: JsonSchema = { ...data, properties: { ...properties, [key]: field } };
    delete body.description;
    return body;
  }
  // the field's description is the operation's own
  const { description: _fieldText, ...answer } = (data.properties as Record<string, JsonSchema>)[
    rootFieldKey(route.document)
  ]!;
  return answer;
}

function requestBody(
  schema: GraphQLSchema,
  route: RestRoute,
  components: SchemaComponents,
): JsonSchema | undefined {
  const kind = bodyKind(route);
  if (kind === 'none') return undefined;
  const operation = operationOf(route.document);
  let body: JsonSchema;
  if (kind === 'input') {
    const type = variableType(schema, operation, 'input');
    if (!type) throw new Error(`${route.method} ${route.path}: no $input variable`);
    body = inputSchema(type, components);
  } else {
    const variables = operation.variableDefinitions ?? [];
    // an operation without variables takes no body (any JSON object sent is ignored)
    if (variables.length === 0) return undefined;
    const required = variables.filter((v) => v.type.kind === 'NonNullType').map((v) => v.variable.name.value);
    body = {
      type: 'object',
      properties: Object.fromEntries(
        variables.map((v) => [
          v.variable.name.value,
          inputSchema(variableType(schema, operation, v.variable.name.value)!, components),
        ]),
      ),
      ...(required.length ? { required } : {}),
    };
  }
  return { required: true, content: { 'application/json': { schema: body } } };
}

function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

/**
 * The query parameters of a route (RouteRow.query), each from its variable's type and the root field's
 * argument of the same name (its description), optional as the arguments are (ADR 297).
 */
function queryParameters(
  schema: GraphQLSchema,
  route: RestRoute,
  field: AnyField,
  components: SchemaComponents,
): JsonSchema[] {
  const operation = operationOf(route.document);
  return (route.query ?? []).map((name) => {
    const type = variableType(schema, operation, name);
    if (!type) throw new Error(`${route.method} ${route.path}: no $${name} variable`);
    const { description: _type, ...typeSchema } = inputSchema(type, components);
    const description = field.args.find((arg) => arg.name === name)?.description;
    return {
      name,
      in: 'query',
      required: false,
      ...optional('description', description ?? ''),
      schema: typeSchema,
    };
  });
}

/** `{ [key]: text }`, or nothing when the text is empty. */
const optional = (key: string, text: string) => (text ? { [key]: text } : {});

function operationFor(schema: GraphQLSchema, route: RestRoute, components: SchemaComponents): JsonSchema {
  const field = rootField(schema, route);
  const scopes = scopesOf(field);
  const tokens = tokenAccess(field);
  // the first sentence is the summary; the description says the rest, not the summary again
  const [summary = '', ...rest] = (field.description ?? '').split(/(?<=\.)\s/);
  const { params } = openApiPath(route.path);
  const body = requestBody(schema, route, components);
  return {
    operationId: operationOf(route.document).name?.value ?? `${route.method}${route.path}`,
    summary: summary || `${route.method} ${route.path}`,
    // the GraphQL field it runs is the operation's `x-graphql`
    ...optional('description', [...rest, TOKEN_TEXT[tokens]].filter(Boolean).join(' ')),
    tags: [route.path.split('/')[1] ?? 'api'],
    // a signed-in caller is the document's default `security`; an open field also takes none
    ...(scopes ? {} : { security: [{}, { bearerAuth: [] }] }),
    ...(params.length || route.query?.length
      ? {
          parameters: [
            ...params.map((name) => {
              components.parameters[name] = { name, in: 'path', required: true, schema: { type: 'string' } };
              return { $ref: `#/components/parameters/${name}` };
            }),
            ...queryParameters(schema, route, field, components),
          ],
        }
      : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: {
        description: 'OK.',
        content: { 'application/json': { schema: answerSchema(schema, route, components) } },
      },
      '4XX': { $ref: '#/components/responses/ClientError' },
      default: { $ref: '#/components/responses/Failure' },
    },
    'x-api-token-scope': tokens,
    'x-graphql': graphQLText(route, components),
  };
}

export function openApiDocument(
  routes: RestRoute[],
  schema: GraphQLSchema,
  options: OpenApiOptions,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const components = new SchemaComponents();
  for (const route of routes) {
    const { path } = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationFor(schema, route, components);
  }
  const responses = { ...errorResponses(), ...sharedAnswers(paths) };
  const requestBodies = sharedBodies(paths);
  sharedParameters(paths, components.parameters);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Campus Swap API',
      version: options.version,
      description:
        'The REST facade of Campus Swap: every path runs one operation of the GraphQL schema published at /graphql/schema.graphql (its `x-graphql`; the fragments it spreads are in `x-graphql-fragments`). Start at /developers.',
      // the API is not open source: its use is governed by the app's terms of use (ADR 191)
      license: { name: 'Campus Swap Terms of Service', url: options.licenseUrl ?? '/terms' },
    },
    servers: [{ url: options.serverUrl ?? '/api' }],
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    paths,
    'x-graphql-fragments': Object.fromEntries(
      Object.entries(components.fragments).sort(([a], [b]) => a.localeCompare(b)),
    ),
    components: {
      schemas: { Error: ERROR_SCHEMA, ...components.sorted() },
      responses,
      requestBodies,
      parameters: components.parameters,
      headers: HEADERS,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal API token (cs_pat_…, made in /account) or a session token from sign-in. A READ token may call the operations that say "API tokens: READ or WRITE", a WRITE token also those that say "WRITE only"; an operation that names no API tokens takes a signed-in session only (its x-api-token-scope is none), and any other call with a personal API token answers 403 INSUFFICIENT_SCOPE. Every answer to a personal API token carries the RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers (components.headers).',
        },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'auth_token', description: 'The web app session.' },
      },
    },
  };
}
