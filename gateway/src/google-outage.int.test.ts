// Google's OpenID provider unreachable (issue 28, ADR 215): the real gateway against the repo's OIDC
// stand-in, once pointed at a closed port and once stopped between the start and the callback. A
// student's browser must land on /login?error=google_unavailable (the page shows "Google sign-in is
// not available right now; use your school email"), never on an error status with a JSON body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@campus-swap/test-support/free-port';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { type OidcStandIn, startOidcStandIn } from '@campus-swap/test-support/oidc-stand-in';

async function gatewayFor(port: number, google: { issuer: string; clientId: string; clientSecret: string }) {
  return startInProcessGateway({
    PORT: String(port),
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    OIDC_ISSUER: google.issuer,
  });
}

const flowCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('google_flow=') && !/Expires=Thu, 01 Jan 1970/i.test(c));

describe('Google sign-in with the provider at a closed port', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const closed = await freePort();
    server = await gatewayFor(await freePort(), {
      issuer: `http://127.0.0.1:${closed}`,
      clientId: 'campus-swap-test',
      clientSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the start redirects to /login?error=google_unavailable, again and again, with no flow cookie', async () => {
    // the first try reaches for the provider; the next ones are answered from the backoff
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${server.url}/api/auth/google`, {
        redirect: 'manual',
        headers: { accept: 'text/html' },
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/login?error=google_unavailable');
      expect(flowCookie(res)).toBeUndefined();
    }
  });
});

describe('Google sign-in with the provider stopped before the callback', () => {
  let server: RunningServer;
  let google: OidcStandIn;
  beforeAll(async () => {
    const port = await freePort();
    google = await startOidcStandIn(`http://127.0.0.1:${port}/api/auth/google/callback`);
    server = await gatewayFor(port, google);
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  it('the callback redirects to /login?error=google_unavailable and signs nobody in', async () => {
    google.signInAs({ email: 'outage1@rutgers.edu', email_verified: true });
    const start = await fetch(`${server.url}/api/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    const cookie = flowCookie(start)!.split(';')[0]!;
    const callback = await google.follow(start.headers.get('location')!);
    await google.close(); // Google goes away before the browser comes back with the code

    const done = await fetch(`${server.url}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/login?error=google_unavailable');
    expect(done.headers.getSetCookie().some((c) => c.startsWith('auth_token='))).toBe(false);
  });
});
