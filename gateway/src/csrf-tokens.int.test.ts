// The double-submit check accepts only tokens of the shape the server issues (issue 34, ADR 282). A
// cookie can be planted for this site by a sibling subdomain or on plain http; with the cookie `a` and
// the header `a`, a page could then send state changes with the student's session. Through both
// doors: POST /graphql and a REST POST, each answering its documented 403 CSRF_FAILED and changing
// nothing (the session that `logout` would end still works), and a fresh token is set in its place.
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { gateway, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { describe, expect, it } from 'vitest';

useInProcessGateway();

const ISSUED = /^[A-Za-z0-9_-]{32}$/;

/** Tokens that are not what the server issues: too short, too long, or outside base64url. */
const PLANTED = [
  'a',
  'x'.repeat(16),
  'x'.repeat(31),
  'x'.repeat(33),
  `${'x'.repeat(31)}.`,
  `${'x'.repeat(31)}=`,
  `${'x'.repeat(30)}%2F`,
  `${'x'.repeat(31)}+`,
];

async function post(path: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const fresh = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('csrf_token='))
    ?.split(';')[0]
    ?.slice('csrf_token='.length);
  return { status: res.status, body: await res.json(), fresh };
}

async function signedIn(token: string): Promise<boolean> {
  const res = await fetch(`${gateway.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return res.status === 200;
}

describe('a planted CSRF cookie echoed in X-CSRF-Token', () => {
  it('a cookie `a` with X-CSRF-Token `a` is 403 CSRF_FAILED on POST /graphql and changes nothing', async () => {
    const student = await createStudent(gateway.services);
    for (const planted of PLANTED) {
      const headers = {
        cookie: `auth_token=${student.token}; csrf_token=${planted}`,
        'x-csrf-token': planted,
      };
      const answer = await post(
        '/graphql',
        headers,
        JSON.stringify({ query: 'mutation { logout { success } }' }),
      );
      expect(answer.status, planted).toBe(403);
      expect(answer.body, planted).toEqual({
        errors: [{ message: expect.any(String), extensions: { code: 'CSRF_FAILED' } }],
      });
      expect(answer.fresh, planted).toMatch(ISSUED);
    }
    expect(await signedIn(student.token)).toBe(true);
  });

  it('and the same on a REST POST (/api/auth/logout)', async () => {
    const student = await createStudent(gateway.services);
    for (const planted of PLANTED) {
      const headers = {
        cookie: `auth_token=${student.token}; csrf_token=${planted}`,
        'x-csrf-token': planted,
      };
      const answer = await post('/api/auth/logout', headers);
      expect(answer.status, planted).toBe(403);
      expect(answer.body, planted).toEqual({ error: expect.any(String), code: 'CSRF_FAILED' });
      expect(answer.fresh, planted).toMatch(ISSUED);
    }
    expect(await signedIn(student.token)).toBe(true);
  });

  it('the token the server issued still passes, through both doors', async () => {
    const page = await fetch(`${gateway.url}/health/config`);
    const issued = page.headers
      .getSetCookie()
      .find((c) => c.startsWith('csrf_token='))!
      .split(';')[0]!
      .slice('csrf_token='.length);
    expect(issued).toMatch(ISSUED);
    const first = await createStudent(gateway.services);
    const cookie = (token: string) => ({
      cookie: `auth_token=${token}; csrf_token=${issued}`,
      'x-csrf-token': issued,
    });
    const graphql = await post(
      '/graphql',
      cookie(first.token),
      '{"query":"mutation { logout { success } }"}',
    );
    expect(graphql).toMatchObject({ status: 200, body: { data: { logout: { success: true } } } });
    expect(graphql.fresh).toBeUndefined();
    expect(await signedIn(first.token)).toBe(false);
    const second = await createStudent(gateway.services);
    const rest = await post('/api/auth/logout', cookie(second.token));
    expect(rest).toMatchObject({ status: 200, body: { success: true } });
    expect(await signedIn(second.token)).toBe(false);
  });
});
