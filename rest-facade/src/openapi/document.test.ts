// The generated OpenAPI document describes the facade's answers tightly enough to catch drift: the
// checker the contract tests use accepts the documented shapes and rejects others.
import { schema } from '@campus-swap/schema/index';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes/index.ts';
import { openApiChecker } from './answer-check.ts';
import { openApiDocument } from './document.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
const doc = openApiDocument(routes, schema, { version: 'test' }) as any;
const check = openApiChecker(doc);

/** A schema, or the component its `$ref` names. */
// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
const resolved = (schema: any) =>
  schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;

/** Every object schema written inline below `node` (a path's operations), with where it is. */
function inlineObjects(node: unknown, where: string, out: string[] = []): string[] {
  if (!node || typeof node !== 'object') return out;
  if ((node as { properties?: unknown }).properties) out.push(where);
  for (const [key, value] of Object.entries(node)) inlineObjects(value, `${where}/${key}`, out);
  return out;
}

describe('OpenAPI document', () => {
  it('has one operation per route, with the body kind of the route', () => {
    const count = Object.values(doc.paths).reduce(
      (n: number, ops) => n + Object.keys(ops as object).length,
      0,
    );
    expect(count).toBe(routes.length);
    expect(
      resolved(doc.paths['/listings'].post.requestBody.content['application/json'].schema).properties,
    ).toHaveProperty('dormWant');
    expect(doc.paths['/auth/login'].post.requestBody.content['application/json'].schema.properties).toEqual({
      email: expect.objectContaining({ type: 'string' }),
      password: expect.objectContaining({ type: 'string' }),
    });
    expect(doc.paths['/matches/{id}/reveal'].post.requestBody).toBeUndefined();
    expect(doc.paths['/matches/{id}/reveal'].post.parameters).toEqual([
      { $ref: '#/components/parameters/id' },
    ]);
    expect(doc.components.parameters.id).toEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string' },
    });
    // a signed-in caller is the default; an operation open to anyone says so
    expect(doc.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(doc.paths['/matches'].get.security).toBeUndefined();
    expect(doc.paths['/catalog'].get.security).toEqual([{}, { bearerAuth: [] }]);
    // which personal API tokens may call what, read off the builder's scopes
    expect(doc.paths['/matches'].get['x-api-token-scope']).toBe('read');
    expect(doc.paths['/auth/me'].get['x-api-token-scope']).toBe('read');
    expect(doc.paths['/matches/{id}/reveal'].post['x-api-token-scope']).toBe('write');
    expect(doc.paths['/listings'].post['x-api-token-scope']).toBe('write');
    expect(doc.paths['/auth/account'].delete['x-api-token-scope']).toBe('none');
    expect(doc.paths['/auth/set-password'].post['x-api-token-scope']).toBe('none');
  });

  it('names the shared shapes once in components and refers to them', () => {
    const schemas = doc.components.schemas;
    for (const name of ['Error', 'User', 'Listing', 'ListingInput', 'MatchCard', 'Catalog', 'SwapCycle']) {
      expect(schemas).toHaveProperty(name);
    }
    expect(resolved(doc.paths['/catalog'].get.responses[200].content['application/json'].schema)).toBe(
      schemas.Catalog,
    );
    // every operation answers the same errors: the client errors and the failures, said once
    expect(doc.paths['/matches'].get.responses).toEqual({
      200: expect.anything(),
      '4XX': { $ref: '#/components/responses/ClientError' },
      default: { $ref: '#/components/responses/Failure' },
    });
    // which status carries which codes is said once, in the shared answers' descriptions
    expect(doc.components.responses.ClientError.description).toContain(
      '401 Unauthorized: UNAUTHENTICATED, INVALID_CREDENTIALS, INVALID_CODE.',
    );
    expect(doc.components.responses.Failure.description).toMatch(
      /500 Internal Server Error: INTERNAL\. 503 Service Unavailable: SERVICE_UNAVAILABLE; retry after/,
    );
    // a request body several operations take is written once
    expect(doc.paths['/support/students/{id}/suspend'].post.requestBody).toEqual({
      $ref: '#/components/requestBodies/StaffReasonInput',
    });
    // x-graphql is the operation without its name, which is the operationId
    expect(doc.paths['/auth/login'].post['x-graphql']).toBe(
      'mutation($email:String$password:String){login(email:$email password:$password){...RestAuthResult}}',
    );
    // a success several operations give is a shared response named by its schema
    expect(doc.paths['/auth/logout'].post.responses[200]).toEqual({
      $ref: '#/components/responses/SuccessPayload',
    });
    // inline objects are only a `data` answer's wrapper (GET /auth/me's { user }) and the variables
    // of a body; every nested shape is a $ref, so generated clients name their types
    const inline = Object.entries(doc.paths).flatMap(([path, ops]) => inlineObjects(ops, path));
    for (const where of inline) {
      expect(where).toMatch(/\/(?:responses\/200|requestBody)\/content\/application\/json\/schema$/);
    }
    // the rate-limit budget of an API token is said once, on the shared answers and the scheme
    expect(Object.keys(doc.components.responses.ClientError.headers)).toEqual([
      'Retry-After',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ]);
    expect(doc.components.securitySchemes.bearerAuth.description).toMatch(/RateLimit-Remaining/);
  });

  it('accepts the documented answers', () => {
    expect(
      check({
        method: 'POST',
        path: '/api/auth/check-user',
        status: 200,
        body: { exists: true, hasPassword: false },
      }),
    ).toBeNull();
    expect(
      check({ method: 'GET', path: '/api/listings/me', status: 200, body: { listing: null } }),
    ).toBeNull();
    expect(
      check({ method: 'POST', path: '/api/matches/abc/reveal', status: 200, body: { status: 'pending' } }),
    ).toBeNull();
    expect(
      check({
        method: 'POST',
        path: '/api/listings',
        status: 400,
        body: { error: 'Bad.', code: 'VALIDATION_FAILED', fields: { notes: 'Too long.' } },
      }),
    ).toBeNull();
  });

  it('rejects answers that drift from it', () => {
    // an undocumented key, a wrong type, a missing key
    expect(
      check({
        method: 'POST',
        path: '/api/auth/check-user',
        status: 200,
        body: { exists: true, hasPassword: false, extra: 1 },
      }),
    ).toMatch(/additional/);
    expect(
      check({
        method: 'POST',
        path: '/api/auth/check-user',
        status: 200,
        body: { exists: 'yes', hasPassword: false },
      }),
    ).toMatch(/boolean/);
    expect(check({ method: 'GET', path: '/api/listings/me', status: 200, body: {} })).toMatch(/listing/);
    // an error code of another status, an error without its sentence
    expect(
      check({ method: 'GET', path: '/api/matches', status: 401, body: { error: 'x', code: 'NOT_FOUND' } }),
    ).toMatch(/code NOT_FOUND is not one of 401's codes/);
    // a status no error answer lists, and a failure's code on a client error's status
    expect(
      check({ method: 'GET', path: '/api/matches', status: 402, body: { error: 'x', code: 'X' } }),
    ).toMatch(/status not documented/);
    expect(
      check({ method: 'GET', path: '/api/matches', status: 409, body: { error: 'x', code: 'INTERNAL' } }),
    ).toMatch(/not one of 409's codes/);
    expect(
      check({ method: 'GET', path: '/api/matches', status: 401, body: { code: 'UNAUTHENTICATED' } }),
    ).toMatch(/error/);
    // a failure the operation lists only as its default answer still carries the error body
    expect(
      check({
        method: 'GET',
        path: '/api/matches',
        status: 503,
        body: { error: 'x', code: 'SERVICE_UNAVAILABLE' },
      }),
    ).toBeNull();
    expect(
      check({ method: 'GET', path: '/api/matches', status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }),
    ).toMatch(/error/);
    // a status the operation does not document, a path the document does not have
    expect(check({ method: 'GET', path: '/api/matches', status: 201, body: {} })).toMatch(
      /status not documented/,
    );
    expect(check({ method: 'GET', path: '/api/nowhere', status: 200, body: {} })).toMatch(
      /not in the OpenAPI/,
    );
  });
});
