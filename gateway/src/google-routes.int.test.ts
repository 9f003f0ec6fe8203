// The browser legs of Google sign-in through the real gateway, against a real OpenID Connect
// provider on loopback standing in for Google.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcStandIn, startOidcStandIn } from '@campus-swap/test-support/oidc-stand-in';
import { freePort } from '@campus-swap/test-support/free-port';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';

let server: RunningServer;
let google: OidcStandIn;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  google = await startOidcStandIn(`${origin}/api/auth/google/callback`);
  server = await startInProcessGateway({
    PORT: String(port),
    APP_ORIGIN: origin,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    OIDC_ISSUER: google.issuer,
  });
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

/** Starts at /api/auth/google, lets the provider sign in, and returns the gateway's final answer. */
async function signInWithGoogle(): Promise<Response> {
  const start = await fetch(`${server.url}/api/auth/google`, { redirect: 'manual' });
  expect(start.status).toBe(303);
  const callback = await google.follow(start.headers.get('location')!);
  return fetch(`${server.url}${callback.pathname}${callback.search}`, { redirect: 'manual' });
}

describe('Google sign-in routes', () => {
  it('/health/config says Google sign-in is on', async () => {
    const config = (await (await fetch(`${server.url}/health/config`)).json()) as { googleSignIn: boolean };
    expect(config.googleSignIn).toBe(true);
  });

  it('a verified school address gets a session cookie and goes to /profile-setup', async () => {
    google.signInAs({ email: 'NetID1@scarletmail.rutgers.edu', email_verified: true });
    const res = await signInWithGoogle();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/profile-setup');
    const cookies = res.headers.getSetCookie();
    const auth = cookies.find((c) => c.startsWith('auth_token='))!;
    expect(auth).toMatch(/HttpOnly/);
    expect(auth).toMatch(/SameSite=Lax/);
    expect(cookies.some((c) => c.startsWith('signed_in=1'))).toBe(true);
    const token = auth.split(';')[0]!.slice('auth_token='.length);
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('netid1@rutgers.edu');
  });

  it('a foreign domain goes back to /login?error=domain_not_allowed without a session', async () => {
    google.signInAs({ email: 'someone@gmail.com', email_verified: true });
    const res = await signInWithGoogle();
    expect(res.headers.get('location')).toBe('/login?error=domain_not_allowed');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('auth_token='))).toBe(false);
  });

  it('an unverified email goes back with email_not_verified', async () => {
    google.signInAs({ email: 'netid2@rutgers.edu', email_verified: false });
    const res = await signInWithGoogle();
    expect(res.headers.get('location')).toBe('/login?error=email_not_verified');
  });

  it('a callback without code and state goes back with missing_auth_params', async () => {
    const res = await fetch(`${server.url}/api/auth/google/callback`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/login?error=missing_auth_params');
  });
});
