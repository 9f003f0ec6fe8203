// The gateway's HTTP contract for failures (decisions.md §3), in-process on an embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from '@campus-swap/schema/constants';
import { publicRules } from '@campus-swap/schema/services/public-rules';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startInProcessGateway();
  base = server.url;
});
afterAll(async () => {
  await server?.close();
});

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('gateway error contract', () => {
  it('answers malformed JSON with 400 BAD_JSON and keeps serving', async () => {
    const res = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(await json(res)).toEqual({ status: 400, body: { error: expect.any(String), code: 'BAD_JSON' } });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });

  it('answers a body over 100 KB with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ catalog { years } }', padding: 'x'.repeat(101 * 1024) }),
    });
    // on /graphql a GraphQL response with the same code and status (ADR 190)
    expect(await json(res)).toEqual({
      status: 413,
      body: { errors: [{ message: expect.any(String), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
    });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });

  it('accepts a body just under the limit', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ catalog { years } }', padding: 'x'.repeat(90 * 1024) }),
    });
    expect(res.status).toBe(200);
  });

  it('answers an unknown /api path with a JSON 404 NOT_FOUND, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${base}/api/no/such/path`, { method });
      const { status, body } = await json(res);
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a cookie-carrying POST without the CSRF header, and accepts it with one', async () => {
    const first = await fetch(`${base}/health/config`);
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('csrf_token='));
    expect(setCookie).toBeDefined();
    const token = setCookie!.split(';')[0]!.split('=')[1]!;
    const cookie = `csrf_token=${token}`;
    const refused = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(await json(refused)).toEqual({
      status: 403,
      body: { error: expect.any(String), code: 'CSRF_FAILED' },
    });
    const wrong = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': `${token}x` },
    });
    expect(wrong.status).toBe(403);
    const accepted = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token },
    });
    expect(await json(accepted)).toEqual({ status: 200, body: { success: true } });
  });

  it('exempts bearer-only clients (no cookies) from CSRF', async () => {
    const res = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: 'Bearer x' },
    });
    expect(res.status).toBe(200);
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await fetch(`${base}/health/live`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses answers for clients that accept it', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ catalog { campuses { name halls } permits } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = (await res.json()) as { data: { catalog: { permits: string[] } } };
    expect(body.data.catalog.permits).toContain('Livingston - Resident');
  });

  it('serves /health/config with the public configuration only', async () => {
    const { status, body } = await json(await fetch(`${base}/health/config`));
    expect(status).toBe(200);
    expect(body).toEqual({
      supportEmail: 'support@campusswap.app',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      environment: 'test',
      googleSignIn: false,
      // the values themselves are pinned in public-rules.test.ts
      rules: publicRules(DEFAULT_ALLOWED_EMAIL_DOMAINS),
    });
  });

  it('answers an unexpected failure with 500 INTERNAL, a request id and no internals, then keeps serving', async () => {
    // A token that looks valid makes the gateway query the sessions table; with the database gone
    // that query throws an error that no code path expects.
    await server.db.close();
    const res = await fetch(`${base}/api/auth/me`, {
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    const { status, body } = await json(res);
    expect(status).toBe(500);
    expect(body).toEqual({
      error: expect.any(String),
      code: 'INTERNAL',
      requestId: res.headers.get('x-request-id'),
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|prisma|pglite|SELECT/i);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/health/ready`)).status).toBe(503);
  });
});
