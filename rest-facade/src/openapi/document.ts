// The OpenAPI 3.1 document of the REST facade, generated from the route table and the GraphQL
// schema: paths and methods from the table, request and answer schemas from each route's operation
// (openapi/json-schema.ts), texts from the schema's descriptions, errors from the status table of
// schema/src/errors.ts. Nothing here is written a second time by hand.
import { type GraphQLField, type GraphQLSchema, print } from 'graphql';
import { ERROR_STATUS, type ErrorCode } from '@campus-swap/schema/errors';
import { bodyKind, operationOf, type RestRoute, rootFieldKey } from '../route.ts';
import { inputSchema, type JsonSchema, objectSchema, variableType } from './json-schema.ts';

export type OpenApiOptions = { version: string; serverUrl?: string };

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'Every error answer (decisions §3 of the product): a sentence for people and a code for programs.',
  properties: {
    error: { type: 'string', description: 'A human sentence, safe to show to the student.' },
    code: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'The machine code.' },
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

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input (VALIDATION_FAILED with `fields`) or malformed JSON (BAD_JSON).',
  401: 'No valid session or API token, or wrong credentials.',
  403: 'Signed in but not allowed: profile, terms, CSRF, or the token scope does not cover this call.',
  404: 'Nothing there, or not yours.',
  409: 'Conflicts with the current state.',
  413: 'Body larger than 100 KB.',
  429: 'Rate limited: wait `Retry-After` seconds.',
  500: 'Our fault. No details, but a request id.',
};

function errorResponse(status: number): JsonSchema {
  const codes = (Object.entries(ERROR_STATUS) as [ErrorCode, number][])
    .filter(([, s]) => s === status)
    .map(([code]) => code);
  return {
    description: STATUS_TEXT[status] ?? 'Error.',
    ...(status === 429
      ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
      : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: '#/components/schemas/Error' }],
          properties: { code: { enum: codes } },
        },
      },
    },
  };
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

const RATE_LIMIT_HEADERS = {
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

const TOKEN_TEXT = {
  read: 'Personal API tokens: READ or WRITE.',
  write: 'Personal API tokens: WRITE only (a READ token gets 403 INSUFFICIENT_SCOPE).',
  none: 'Personal API tokens: none (403 INSUFFICIENT_SCOPE); only a signed-in session may call this.',
};

function answerSchema(schema: GraphQLSchema, route: RestRoute): JsonSchema {
  const document = route.document;
  const operation = operationOf(document);
  const root = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const data = objectSchema(root, operation.selectionSet, document);
  if (route.answer === 'data') {
    const { description: _rootText, ...body } = data;
    return body;
  }
  return (data.properties as Record<string, JsonSchema>)[rootFieldKey(route.document)]!;
}

function requestBody(schema: GraphQLSchema, route: RestRoute): JsonSchema | undefined {
  const kind = bodyKind(route);
  if (kind === 'none') return undefined;
  const operation = operationOf(route.document);
  let body: JsonSchema;
  if (kind === 'input') {
    const type = variableType(schema, operation, 'input');
    if (!type) throw new Error(`${route.method} ${route.path}: no $input variable`);
    body = inputSchema(type);
  } else {
    const names = (operation.variableDefinitions ?? []).map((v) => v.variable.name.value);
    body = {
      type: 'object',
      properties: Object.fromEntries(
        names.map((name) => [name, inputSchema(variableType(schema, operation, name)!)]),
      ),
      required: (operation.variableDefinitions ?? [])
        .filter((v) => v.type.kind === 'NonNullType')
        .map((v) => v.variable.name.value),
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

function operationFor(schema: GraphQLSchema, route: RestRoute): JsonSchema {
  const field = rootField(schema, route);
  const scopes = scopesOf(field);
  const tokens = tokenAccess(field);
  const description = field.description ?? '';
  const { params } = openApiPath(route.path);
  const body = requestBody(schema, route);
  const statuses = [...new Set(Object.values(ERROR_STATUS))].sort();
  return {
    operationId: operationOf(route.document).name?.value ?? `${route.method}${route.path}`,
    summary: description.split(/(?<=\.)\s/)[0] || `${route.method} ${route.path}`,
    description: `${description}\n\n${TOKEN_TEXT[tokens]} Runs the GraphQL ${field.name} field (see x-graphql).`,
    tags: [route.path.split('/')[1] ?? 'api'],
    ...(scopes
      ? { security: [{ bearerAuth: [] }, { cookieAuth: [] }] }
      : { security: [{}, { bearerAuth: [] }] }),
    ...(params.length
      ? {
          parameters: params.map((name) => ({
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
        }
      : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: {
        description: 'Success.',
        ...(tokens === 'none' ? {} : { headers: RATE_LIMIT_HEADERS }),
        content: { 'application/json': { schema: answerSchema(schema, route) } },
      },
      ...Object.fromEntries(statuses.map((status) => [String(status), errorResponse(status)])),
    },
    'x-api-token-scope': tokens,
    'x-graphql': print(route.document).replace(/\s+/g, ' ').trim(),
  };
}

export function openApiDocument(
  routes: RestRoute[],
  schema: GraphQLSchema,
  options: OpenApiOptions,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const { path } = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationFor(schema, route);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Campus Swap API',
      version: options.version,
      description:
        'The REST facade of Campus Swap: every path runs one operation of the GraphQL schema published at /graphql/schema.graphql. Start at /developers.',
    },
    servers: [{ url: options.serverUrl ?? '/api' }],
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API token (cs_pat_…, made in /account) or a session token from sign-in.',
        },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'auth_token', description: 'The web app session.' },
      },
    },
  };
}
