// Regression tests for the one failure mapping (gateway/src/failures.ts, ADR 090): every case of
// issue 16 and each row of the mapping, over real HTTP against an in-process gateway.
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { createSession } from '@campus-swap/schema/services/sessions';
import { MAX_TOKENS } from './graphql.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startInProcessGateway();
});
afterAll(async () => {
  await server?.close();
});

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function post(
  path: string,
  body: string | Blob,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

// as Apollo Client and GraphiQL ask: GraphQL's own refusals then carry their 4xx status (a client
// that accepts only application/json gets them on 200, ADR 190: graphql-over-http.int.test.ts)
const graphql = (payload: unknown, headers: Record<string, string> = {}) =>
  post('/graphql', JSON.stringify(payload), { accept: 'application/graphql-response+json', ...headers });

/** The one GraphQL error of a request-level failure, with its status. */
function graphQLFailure(answer: Answer) {
  const errors = answer.body.errors as { message: string; extensions: Record<string, unknown> }[];
  expect(errors).toHaveLength(1);
  return { status: answer.status, code: errors[0]!.extensions.code, message: errors[0]!.message };
}

describe('GraphQL request failures are 4xx with their own code', () => {
  it('a document that does not parse is 400 GRAPHQL_PARSE_FAILED', async () => {
    for (const query of ['{', 'PARKING', 'query { me { id }']) {
      expect(graphQLFailure(await graphql({ query }))).toMatchObject({
        status: 400,
        code: 'GRAPHQL_PARSE_FAILED',
      });
    }
  });

  it('a document over the token limit is 400 QUERY_LIMIT_EXCEEDED', async () => {
    const query = `query { ${'me { id } '.repeat(2000)} }`;
    expect(graphQLFailure(await graphql({ query }))).toEqual({
      status: 400,
      code: 'QUERY_LIMIT_EXCEEDED',
      message: expect.stringContaining(String(MAX_TOKENS)),
    });
  });

  it('depth, aliases, directives and cost limits are 400 QUERY_LIMIT_EXCEEDED', async () => {
    expect((await graphql({ query: 'query { catalog { campuses { name halls } } }' })).status).toBe(200);
    const depth = `query { ${'a { '.repeat(12)}b${' }'.repeat(12)} }`;
    const aliases = `query { ${Array.from({ length: 20 }, (_, i) => `a${i}: catalog { years }`).join(' ')} }`;
    const directives = `query { catalog ${'@skip(if: false) '.repeat(25)} { years } }`;
    for (const query of [depth, aliases, directives]) {
      const answer = await graphql({ query });
      expect(answer.status).toBe(400);
      const codes = (answer.body.errors as { extensions: { code: string } }[]).map((e) => e.extensions.code);
      expect(codes).toContain('QUERY_LIMIT_EXCEEDED');
      expect(
        codes.every((code) => ['QUERY_LIMIT_EXCEEDED', 'GRAPHQL_VALIDATION_FAILED'].includes(code)),
      ).toBe(true);
    }
  });

  it('a selection over the Pothos breadth limit is 400 QUERY_LIMIT_EXCEEDED', async () => {
    const answer = await graphql({ query: `query { catalog { ${'years '.repeat(150)} } }` });
    expect(answer.status).toBe(400);
    expect((answer.body.errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe(
      'QUERY_LIMIT_EXCEEDED',
    );
  });

  it('any persisted-query extension, even with a null hash, is 400 PERSISTED_QUERY_NOT_SUPPORTED', async () => {
    for (const persistedQuery of [
      { version: 1, sha256Hash: null },
      { version: 1, sha256Hash: 'abc' },
      { version: 2, sha256Hash: 'abc' },
    ]) {
      for (const payload of [
        { extensions: { persistedQuery } },
        { query: '{ me { id } }', extensions: { persistedQuery } },
      ]) {
        expect(graphQLFailure(await graphql(payload))).toMatchObject({
          status: 400,
          code: 'PERSISTED_QUERY_NOT_SUPPORTED',
        });
      }
    }
  });

  it('GraphQL-over-HTTP misuse is 400 BAD_REQUEST, 405 METHOD_NOT_ALLOWED or 406 NOT_ACCEPTABLE', async () => {
    for (const payload of [
      {},
      { query: 5 },
      { query: '{ me { id } }', variables: 'x' },
      [{ query: '{ me { id } }' }],
    ]) {
      expect(graphQLFailure(await graphql(payload))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
    const unknownOperation = await graphql({ query: '{ me { id } }', operationName: 'Nope' });
    expect(graphQLFailure(unknownOperation)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const res = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('mutation { logout { success } }')}`,
      {
        headers: { 'apollo-require-preflight': '1' },
      },
    );
    expect(res.status).toBe(405);
    expect(((await res.json()) as { errors: { extensions: unknown }[] }).errors[0]!.extensions).toEqual({
      code: 'METHOD_NOT_ALLOWED',
    });
    const notAcceptable = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { accept: 'image/png', 'apollo-require-preflight': '1' },
    });
    expect(notAcceptable.status).toBe(406);
    expect(
      ((await notAcceptable.json()) as { errors: { extensions: unknown }[] }).errors[0]!.extensions,
    ).toEqual({
      code: 'NOT_ACCEPTABLE',
    });
  });

  it('a GET with a content type other than JSON is 415 UNSUPPORTED_MEDIA_TYPE (found by the fuzz, seed 42)', async () => {
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { 'content-type': 'text/html', 'apollo-require-preflight': '1' },
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { errors: { extensions: unknown }[] }).errors[0]!.extensions).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('an unknown field is 400 GRAPHQL_VALIDATION_FAILED; a variable of the wrong type 400 VALIDATION_FAILED naming it', async () => {
    for (const query of ['{ nope }', 'subscription { me { id } }']) {
      expect(graphQLFailure(await graphql({ query }))).toMatchObject({
        status: 400,
        code: 'GRAPHQL_VALIDATION_FAILED',
      });
    }
    const wrongType = await graphql({
      query: 'mutation($i: ProfileInput!) { setupProfile(input: $i) { success } }',
      variables: { i: { age: 'x' } },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual([
      {
        message: expect.any(String),
        extensions: { code: 'VALIDATION_FAILED', fields: { age: expect.any(String) } },
      },
    ]);
  });
});

describe('HTTP-level failures', () => {
  it('a gzip body that does not inflate is 400 BAD_REQUEST, not 500', async () => {
    const answer = await post('/api/auth/check-user', '{}', { 'content-encoding': 'gzip' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const good = await post(
      '/api/auth/check-user',
      new Blob([new Uint8Array(gzipSync('{"email":"x@rutgers.edu"}'))]),
      {
        'content-encoding': 'gzip',
      },
    );
    expect(good.status).toBe(200);
  });

  it('a URL over 16 KB is 431 HEADERS_TOO_LARGE in the documented body (found by the fuzz, seed 42)', async () => {
    const res = await fetch(`${server.url}/graphql?query=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'HEADERS_TOO_LARGE' });
    expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
  });

  it('a path parameter that does not percent-decode is 400 BAD_REQUEST, not 500 (found by the fuzz, seed 42)', async () => {
    const { token } = await createStudent(server.db, {
      email: 'failures-path@rutgers.edu',
      name: 'P',
      age: 20,
      year: 'junior',
      instagram: null,
      linkedin: null,
      termsAcceptedAt: null,
    });
    for (const path of ['/api/matches/%zz/reveal', '/api/matches/%E0%A4%A/reveal']) {
      const answer = await post(path, '{}', { authorization: `Bearer ${token}` });
      expect(answer, path).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    }
  });

  it('garbage after a request in flight does not replace its answer (found by the fuzz, seed 160016)', async () => {
    const user = await server.db.prisma.user.create({ data: { email: 'failures-pipe@rutgers.edu' } });
    const token = await createSession(server.db.prisma, user.id, 'OTP');
    const { port } = new URL(server.url);
    // a DELETE whose body has no Content-Length: the body arrives as the start of a second request
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `DELETE /api/auth/account HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n{}`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toContain('{"success":true}');
    expect(raw).not.toContain('BAD_REQUEST');
    // one answer, then the connection closes (no second, error answer for the stray bytes)
    expect(raw.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('a NUL character anywhere in the input is 400 VALIDATION_FAILED, not 500 (found by the fuzz, seed 160016)', async () => {
    const user = await server.db.prisma.user.create({ data: { email: 'failures-nul@rutgers.edu' } });
    const token = await createSession(server.db.prisma, user.id, 'OTP');
    const auth = { authorization: `Bearer ${token}` };
    const answers = [
      await graphql(
        {
          query: 'mutation($e: String!) { unsubscribePush(endpoint: $e) { pushDevices } }',
          variables: { e: '\u0000' },
        },
        auth,
      ),
      await post('/api/auth/check-user', JSON.stringify({ email: 'a\u0000@rutgers.edu' })),
      await post(
        '/api/auth/setup-profile',
        JSON.stringify({ name: 'x\u0000', age: 20, year: 'junior' }),
        auth,
      ),
    ];
    // on /graphql the same refusal is a GraphQL response (ADR 190)
    expect(graphQLFailure(answers[0]!)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    for (const answer of answers.slice(1))
      expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('an unsupported charset is 400 BAD_REQUEST', async () => {
    const answer = await post('/api/auth/check-user', '{}', {
      'content-type': 'application/json; charset=latin1',
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });
});

describe('nothing runs for an answer the client cannot take', () => {
  it('a mutation POSTed with an Accept header that excludes JSON is 406 and does not run (found by the fuzz, seed 42)', async () => {
    const user = await server.db.prisma.user.create({ data: { email: 'failures-accept@rutgers.edu' } });
    const token = await createSession(server.db.prisma, user.id, 'OTP');
    const answer = await graphql(
      { query: 'mutation { deleteAccount { success } }' },
      { authorization: `Bearer ${token}`, accept: '!' },
    );
    expect(graphQLFailure(answer)).toEqual({
      status: 406,
      code: 'NOT_ACCEPTABLE',
      message: expect.any(String),
    });
    const after = await server.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.deletedAt).toBeNull();
  });
});

describe('authentication before the body', () => {
  it('POST /api/auth/set-password with no session and an empty body is 401', async () => {
    for (const body of ['{}', '', '[]', '{"email": 5}']) {
      const answer = await post('/api/auth/set-password', body);
      expect(answer, body).toMatchObject({
        status: 401,
        body: {
          code: 'UNAUTHENTICATED',
          error: 'Please verify your email with a code before setting a password.',
        },
      });
    }
  });

  it('every protected REST row answers 401 to a signed-out caller, whatever the body', async () => {
    const rows: [string, string][] = [
      ['POST', '/api/auth/accept-terms'],
      ['POST', '/api/auth/setup-profile'],
      ['PUT', '/api/auth/update-profile'],
      ['POST', '/api/listings'],
      ['PUT', '/api/listings/preferences'],
      ['POST', '/api/matches/x/reveal'],
    ];
    for (const [method, path] of rows) {
      for (const body of ['[]', '{"age": {}, "type": 5, "version": 1}', '[{"__proto__": {"x": 1}}]']) {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
          body,
        });
        expect(res.status, `${method} ${path} ${body}`).toBe(401);
        expect(((await res.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('a signed-in caller still gets the body validated (400)', async () => {
    const { token } = await createStudent(server.db, {
      email: 'failures1@rutgers.edu',
      name: 'F',
      age: 20,
      year: 'junior',
      instagram: null,
      linkedin: null,
      termsAcceptedAt: null,
    });
    const answer = await post('/api/auth/setup-profile', '[]', { authorization: `Bearer ${token}` });
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});
