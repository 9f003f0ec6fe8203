// Google sign-in against a real OpenID Connect provider on loopback, through openid-client (the
// library production uses): the flow, the school-domain rule, the error answers, the binding to the
// starting browser (ADR 145) and the page to land on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcStandIn, type OidcStandIn } from '@campus-swap/test-support/oidc-stand-in';
import { createTestServices, type TestServices } from '@campus-swap/test-support/test-services';
import {
  finishGoogleSignIn,
  type GoogleSignInOptions,
  isGoogleConfigured,
  startGoogleSignIn,
} from './google.ts';
import { findViewer } from './sessions.ts';
import { readDeviceCookie } from './device-cookie.ts';

const REDIRECT_URI = 'http://localhost:3000/api/auth/google/callback';
let services: TestServices;
let idp: OidcStandIn;
let options: GoogleSignInOptions;

beforeAll(async () => {
  services = await createTestServices();
  idp = await startOidcStandIn(REDIRECT_URI);
  options = {
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    redirectUri: REDIRECT_URI,
  };
});
afterAll(async () => {
  await idp?.close();
  await services?.close();
});

/** The browser's round trip: our start URL, the provider, back to the callback. */
async function signInAs(email: string, email_verified = true, returnTo?: unknown): Promise<URL> {
  idp.signInAs({ email, email_verified });
  const { url, state } = await startGoogleSignIn(services, options, returnTo);
  expect(new URL(url).searchParams.get('state')).toBe(state);
  const authorization = new URL(url);
  expect(authorization.origin).toBe(idp.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toBeTruthy();
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  return idp.follow(url);
}

/** Finishes in the browser that holds `browserState` (by default the callback's own state: the starter). */
function finish(
  callback: URL,
  browserState: string | undefined = callback.searchParams.get('state') ?? undefined,
) {
  return finishGoogleSignIn(services, callback, browserState, options);
}

describe('Google sign-in', () => {
  it('signs in a verified school address (scarletmail rewritten) with a GOOGLE session', async () => {
    const callback = await signInAs('GStudent@ScarletMail.Rutgers.edu');
    const result = await finish(callback);
    if (!('token' in result)) throw new Error(`sign-in failed: ${result.error}`);
    expect(result.hasProfile).toBe(false);
    const viewer = await findViewer(services.prisma, result.token);
    expect(viewer?.user.email).toBe('gstudent@rutgers.edu');
    expect(viewer?.session?.kind).toBe('GOOGLE');
    // and a device cookie naming the account, for the browser (ADR 313)
    expect(readDeviceCookie(services.settings.deviceKey, result.device)?.userId).toBe(viewer?.user.id);

    // the same callback cannot be replayed: the attempt was used up
    expect(await finish(callback)).toEqual({ error: 'google_auth_failed' });

    // a second sign-in finds the same account and issues a new token
    const again = await finish(await signInAs('gstudent@rutgers.edu'));
    if (!('token' in again)) throw new Error(again.error);
    expect(again.token).not.toBe(result.token);
    expect(await services.prisma.user.count({ where: { email: 'gstudent@rutgers.edu' } })).toBe(1);
  });

  it('refuses a foreign domain with domain_not_allowed', async () => {
    const callback = await signInAs('someone@gmail.com');
    expect(await finish(callback)).toEqual({ error: 'domain_not_allowed' });
    const lookalike = await signInAs('x@rutgers.edu.evil.com');
    expect(await finish(lookalike)).toEqual({ error: 'domain_not_allowed' });
    expect(await services.prisma.user.count({ where: { email: { contains: 'gmail' } } })).toBe(0);
  });

  it('refuses an unverified email with email_not_verified', async () => {
    const callback = await signInAs('unverified@rutgers.edu', false);
    expect(await finish(callback)).toEqual({ error: 'email_not_verified' });
    expect(await services.prisma.user.count({ where: { email: 'unverified@rutgers.edu' } })).toBe(0);
  });

  it('refuses a tampered state with google_auth_failed, and missing parameters with missing_auth_params', async () => {
    const callback = await signInAs('tamper@rutgers.edu');
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    expect(await finish(tampered)).toEqual({ error: 'google_auth_failed' });

    const noCode = new URL(callback);
    noCode.searchParams.delete('code');
    expect(await finish(noCode)).toEqual({ error: 'missing_auth_params' });
    expect(await finish(new URL(REDIRECT_URI))).toEqual({
      error: 'missing_auth_params',
    });
    const denied = new URL(REDIRECT_URI);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', 'whatever');
    expect(await finish(denied)).toEqual({ error: 'google_auth_failed' });
    expect(await services.prisma.user.count({ where: { email: 'tamper@rutgers.edu' } })).toBe(0);
  });

  it('refuses a code exchanged with another attempt (state swapped to a different valid attempt)', async () => {
    const first = await signInAs('swap1@rutgers.edu');
    const second = await signInAs('swap2@rutgers.edu');
    // first's code with second's state: PKCE verifier and nonce do not match the code
    const mixed = new URL(first);
    mixed.searchParams.set('state', second.searchParams.get('state')!);
    expect(await finish(mixed)).toEqual({ error: 'google_auth_failed' });
  });

  it('is configured only with both client id and secret', () => {
    expect(isGoogleConfigured({})).toBe(false);
    expect(isGoogleConfigured({ GOOGLE_CLIENT_ID: 'a' })).toBe(false);
    expect(isGoogleConfigured({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' })).toBe(true);
  });

  it('signs nobody in from a browser that did not start the attempt, which stays usable by its own', async () => {
    const callback = await signInAs('boundsvc@rutgers.edu');
    const other = await signInAs('othersvc@rutgers.edu');
    expect(await finishGoogleSignIn(services, callback, undefined, options)).toEqual({
      error: 'google_browser_mismatch',
    });
    expect(await finish(callback, other.searchParams.get('state')!)).toEqual({
      error: 'google_browser_mismatch',
    });
    expect(await finish(callback, `${callback.searchParams.get('state')}x`)).toEqual({
      error: 'google_browser_mismatch',
    });
    expect(await services.prisma.user.count({ where: { email: 'boundsvc@rutgers.edu' } })).toBe(0);
    const done = await finish(callback);
    expect('token' in done).toBe(true);
  });

  it('keeps a safe return path with the attempt and drops any other', async () => {
    const kept = await finish(await signInAs('return1@rutgers.edu', true, '/account'));
    expect(kept).toMatchObject({ returnTo: '/account' });
    for (const hostile of ['//evil.example', 'https://evil.example/', '/\\evil', 42]) {
      expect(await finish(await signInAs('return1@rutgers.edu', true, hostile))).toMatchObject({
        returnTo: null,
      });
    }
  });
});
