// GraphQL over HTTP as campus tools meet it (ADR 190), against a production build of the gateway:
// the audits that the spec's authors publish (graphql-http's serverAudits), introspection within the
// limits, the legacy application/json status, and failures raised before GraphQL runs answered as
// GraphQL responses on /graphql.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { getIntrospectionQuery } from 'graphql';
import { type AuditResult, serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { AppError } from '@campus-swap/schema/errors';
import { gateway as server, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { errorHandler } from './http/errors.ts';

useInProcessGateway({
  NODE_ENV: 'production',
  // never dialled by these tests: no code is requested
  SMTP_URL: 'smtp://127.0.0.1:9',
  UNSUBSCRIBE_SECRET: 'graphql-over-http-test-secret-0123456789abcdef',
});

/**
 * The SHOULD audits the gateway passes: all 23 of graphql-http 1.23 (ADR 190). Three MAY audits are
 * not passed on purpose: GET without a header that forces a CORS preflight is refused by Apollo's
 * CSRF prevention.
 */
const SHOULD_PASSED = 23;

type Answer = { status: number; type: string; body: { data?: unknown; errors?: Json[] } };
// biome-ignore lint/suspicious/noExplicitAny: answers are read as loosely as JSON; the assertions check them
type Json = any;

async function post(body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.json() };
}

const GRAPHQL_RESPONSE = { accept: 'application/graphql-response+json' };
const JSON_ONLY = { accept: 'application/json' };

describe('graphql-http server audits (production build)', () => {
  it('passes every MUST and at least the SHOULDs recorded in ADR 190', async () => {
    const results: AuditResult[] = [];
    for (const audit of serverAudits({ url: `${server.url}/graphql` })) results.push(await audit.fn());
    const failed = (level: string) =>
      results
        .filter((r) => r.name.startsWith(level) && r.status !== 'ok')
        .map((r) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`);
    expect(failed('MUST')).toEqual([]);
    const should = results.filter((r) => r.name.startsWith('SHOULD'));
    const passed = should.filter((r) => r.status === 'ok').length;
    expect(passed, failed('SHOULD').join('\n')).toBeGreaterThanOrEqual(SHOULD_PASSED);
  });
});

describe('introspection in production', () => {
  it('answers the standard introspection query of GraphiQL and codegen', async () => {
    const query = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
    const answer = await post(JSON.stringify({ query }), GRAPHQL_RESPONSE);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data as Json).__schema.queryType.name).toBe('Query');
  });

  it('refuses introspection nested deeper than graphql-js allows, and stays within the alias limit', async () => {
    const nested = '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    const deep = await post(JSON.stringify({ query: nested }), GRAPHQL_RESPONSE);
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: __schema { queryType { name } }`);
    const many = await post(JSON.stringify({ query: `{ ${aliases.join(' ')} }` }), GRAPHQL_RESPONSE);
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0].extensions.code).toBe('QUERY_LIMIT_EXCEEDED');
  });
});

describe('the status of GraphQL request errors by accepted type', () => {
  const cases = [
    ['a document that does not parse', { query: '{' }, 'GRAPHQL_PARSE_FAILED'],
    ['an invalid document', { query: '{ nope }' }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'a variable that does not coerce',
      { query: 'query ($l: Int) { matches(limit: $l) { otherCount } }', variables: { l: 'x' } },
      'VALIDATION_FAILED',
    ],
  ] as const;
  for (const [what, payload, code] of cases) {
    it(`${what}: 400 to application/graphql-response+json, 200 to application/json or no Accept`, async () => {
      const modern = await post(JSON.stringify(payload), GRAPHQL_RESPONSE);
      expect([modern.status, modern.type, modern.body.errors?.[0].extensions.code]).toEqual([
        400,
        'application/graphql-response+json; charset=utf-8',
        code,
      ]);
      for (const headers of [JSON_ONLY, {}]) {
        const legacy = await post(JSON.stringify(payload), headers);
        expect([legacy.status, legacy.type, legacy.body.errors?.[0].extensions.code]).toEqual([
          200,
          'application/json; charset=utf-8',
          code,
        ]);
        expect(legacy.body.data).toBeUndefined();
      }
    });
  }
});

describe('failures before GraphQL runs are GraphQL responses on /graphql', () => {
  it('malformed JSON is 400 BAD_JSON, a body over 100 KB 413 PAYLOAD_TOO_LARGE', async () => {
    const broken = await post('{"query": ', GRAPHQL_RESPONSE);
    expect(broken.status).toBe(400);
    expect(broken.type).toBe('application/graphql-response+json; charset=utf-8');
    expect(broken.body).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'BAD_JSON' } }],
    });
    const large = await post(JSON.stringify({ query: `{ __typename } #${'x'.repeat(110_000)}` }), JSON_ONLY);
    expect(large.status).toBe(413);
    expect(large.type).toBe('application/json; charset=utf-8');
    expect(large.body).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('a cookie-carrying mutation without the CSRF header is 403 CSRF_FAILED; REST keeps its body', async () => {
    const headers = { cookie: 'csrf_token=abcdefghijklmnopqrstuvwxyz' };
    const graphql = await post(JSON.stringify({ query: 'mutation { logout { success } }' }), headers);
    expect(graphql.status).toBe(403);
    expect(graphql.body).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'CSRF_FAILED' } }],
    });
    const rest = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({ error: expect.any(String), code: 'CSRF_FAILED' });
  });

  it('a rate limit is 429 RATE_LIMITED with Retry-After, and the seconds in extensions', async () => {
    // the gateway's own error handler behind a limiter that refuses (1,200 requests would be slow)
    const app = express();
    app.use(['/graphql', '/api'], (_req, _res, next) =>
      next(new AppError('RATE_LIMITED', { retryAfter: 7 })),
    );
    app.use(errorHandler);
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      const graphql = await fetch(`${base}/graphql`, { method: 'POST' });
      expect([graphql.status, graphql.headers.get('retry-after')]).toEqual([429, '7']);
      expect(await graphql.json()).toEqual({
        errors: [{ message: expect.any(String), extensions: { code: 'RATE_LIMITED', retryAfter: 7 } }],
      });
      const rest = await fetch(`${base}/api/matches`);
      expect(await rest.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
