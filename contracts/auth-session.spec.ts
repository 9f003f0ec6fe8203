// Contract of sessions (decisions.md §3): the auth_token and signed_in cookies and their attributes,
// logout and revocation, CSRF on cookie-carrying requests, and DELETE /api/auth/account.
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { describe, expect, it } from 'vitest';
import { studentWithPassword } from './support/auth.ts';
import { asStudent, BrowserSession, pactum, parseSetCookie } from './support/pactum.ts';
import { api, requestCode, signUp, uniqueEmail } from './support/students.ts';

describe('session cookies', () => {
  it('sign-in sets auth_token (HttpOnly, SameSite=Lax, Path=/, 30 days, no Secure on http) and a readable signed_in=1', async () => {
    const session = await new BrowserSession().open();
    const email = uniqueEmail();
    const code = await requestCode(email, session);
    const res = await session.request('POST', '/api/auth/verify-otp', { email, code });
    expect(res.status).toBe(200);
    const cookies = parseSetCookie({ 'set-cookie': res.res.headers.getSetCookie() });
    const auth = cookies.get('auth_token');
    expect(auth?.value).toBe(res.body.token);
    expect(auth?.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=2592000']),
    );
    expect(auth?.attributes).not.toContain('secure');
    const signedIn = cookies.get('signed_in');
    expect(signedIn?.value).toBe('1');
    expect(signedIn?.attributes).toEqual(
      expect.arrayContaining(['samesite=lax', 'path=/', 'max-age=2592000']),
    );
    expect(signedIn?.attributes).not.toContain('httponly');
    expect(signedIn?.attributes).not.toContain('secure');
    // the cookie alone is a session
    const me = await session.request('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it('every sign-in sets a new auth_token', async () => {
    const { email, password } = await studentWithPassword();
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const session = await new BrowserSession().open();
      const res = await session.request('POST', '/api/auth/login', { email, password });
      expect(res.status).toBe(200);
      tokens.push(session.cookies.get('auth_token')!);
      expect(tokens[i]).toBe(res.body.token);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('logout answers {success: true}, clears both cookies and revokes the token', async () => {
    const session = await new BrowserSession().open();
    const { token } = await signUp(uniqueEmail(), session);
    expect(session.cookies.get('auth_token')).toBe(token);
    const out = await session.request('POST', '/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    const cleared = parseSetCookie({ 'set-cookie': out.res.headers.getSetCookie() });
    for (const name of ['auth_token', 'signed_in']) {
      const cookie = cleared.get(name);
      expect(cookie, name).toBeDefined();
      expect(cookie!.value).toBe('');
      expect(cookie!.attributes.some((a) => a.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
    }
    expect(session.cookies.has('auth_token')).toBe(false);
    await asStudent(token).get('/api/auth/me').expectStatus(401).expectJsonLike({ code: 'UNAUTHENTICATED' });
    // the old cookie, replayed, is no session either
    await pactum
      .spec()
      .get('/api/auth/me')
      .withHeaders('cookie', `auth_token=${token}`)
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });

  it('bearer logout revokes only that session', async () => {
    const { email, password } = await studentWithPassword();
    const a = await api('POST', '/api/auth/login', { body: { email, password } });
    const b = await api('POST', '/api/auth/login', { body: { email, password } });
    await asStudent(a.body.token).post('/api/auth/logout').expectStatus(200).expectJson({ success: true });
    expect((await api('GET', '/api/auth/me', { token: a.body.token })).status).toBe(401);
    expect((await api('GET', '/api/auth/me', { token: b.body.token })).status).toBe(200);
  });
});

describe('CSRF on cookie-carrying requests', () => {
  it('a signed-in POST without X-CSRF-Token, or with a wrong one, is 403 CSRF_FAILED; with it, it passes', async () => {
    const session = await new BrowserSession().open();
    await signUp(uniqueEmail(), session);
    const cookie = session.cookieHeader();
    await pactum
      .spec()
      .post('/api/auth/accept-terms')
      .withHeaders('cookie', cookie)
      .withJson({ version: TERMS_VERSION })
      .expectStatus(403)
      .expectJson({
        error: 'The request is missing a valid CSRF token. Reload the page and try again.',
        code: 'CSRF_FAILED',
      });
    await pactum
      .spec()
      .post('/api/auth/accept-terms')
      .withHeaders({ cookie, 'x-csrf-token': 'x'.repeat(32) })
      .withJson({ version: TERMS_VERSION })
      .expectStatus(403)
      .expectJsonLike({ code: 'CSRF_FAILED' });
    // nothing happened
    expect((await session.request('GET', '/api/auth/me')).body.user.termsAccepted).toBe(false);
    const ok = await session.request('POST', '/api/auth/accept-terms', { version: TERMS_VERSION });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
  });

  it('a cookie-carrying DELETE and PUT need the header too', async () => {
    const session = await new BrowserSession().open();
    await signUp(uniqueEmail(), session);
    const cookie = session.cookieHeader();
    await pactum
      .spec()
      .delete('/api/auth/account')
      .withHeaders('cookie', cookie)
      .expectStatus(403)
      .expectJsonLike({ code: 'CSRF_FAILED' });
    await pactum
      .spec()
      .put('/api/auth/update-profile')
      .withHeaders('cookie', cookie)
      .withJson({ name: 'Ada', age: 20, year: 'junior' })
      .expectStatus(403)
      .expectJsonLike({ code: 'CSRF_FAILED' });
    expect((await session.request('GET', '/api/auth/me')).status).toBe(200);
  });
});

describe('DELETE /api/auth/account', () => {
  it('answers {success: true}, revokes every session and hides the account', async () => {
    const { email, password, token } = await studentWithPassword();
    const second = await api('POST', '/api/auth/login', { body: { email, password } });
    await asStudent(token).delete('/api/auth/account').expectStatus(200).expectJson({ success: true });
    for (const t of [token, second.body.token]) {
      await asStudent(t).get('/api/auth/me').expectStatus(401).expectJsonLike({ code: 'UNAUTHENTICATED' });
    }
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email })
      .expectJson({ exists: false, hasPassword: false });
    await pactum
      .spec()
      .post('/api/auth/login')
      .withJson({ email, password })
      .expectStatus(401)
      .expectJsonLike({ code: 'INVALID_CREDENTIALS' });
  });

  it('through the browser it clears the cookies; signed out it is 401', async () => {
    const session = await new BrowserSession().open();
    await signUp(uniqueEmail(), session);
    const res = await session.request('DELETE', '/api/auth/account');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(session.cookies.has('auth_token')).toBe(false);
    expect(session.cookies.has('signed_in')).toBe(false);
    await pactum
      .spec()
      .delete('/api/auth/account')
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});
