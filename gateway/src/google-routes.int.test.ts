// The browser legs of Google sign-in through the real gateway, against a real OpenID Connect
// provider on loopback standing in for Google. Each "browser" here is a cookie jar: the flow is bound
// to the one that started it (ADR 145), so a callback URL made in another signs nobody in.
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

/** One browser's cookies for the gateway: what it was sent, sent back (path and expiry ignored). */
class Jar {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
      else this.cookies.set(pair!.slice(0, eq), value);
    }
  }
  async get(path: string): Promise<Response> {
    const res = await fetch(`${server.url}${path}`, {
      redirect: 'manual',
      headers: { cookie: this.header() },
    });
    this.take(res);
    return res;
  }
}

/** In `jar`'s browser: starts at /api/auth/google (query `start`), signs in at the provider, and
 * answers the callback path the provider sent the browser to (not yet opened). */
async function callbackFor(jar: Jar, start = ''): Promise<string> {
  const res = await jar.get(`/api/auth/google${start}`);
  expect(res.status).toBe(303);
  const callback = await google.follow(res.headers.get('location')!);
  return `${callback.pathname}${callback.search}`;
}

/** Starts at /api/auth/google, lets the provider sign in, and returns the gateway's final answer. */
async function signInWithGoogle(jar = new Jar(), start = ''): Promise<Response> {
  return jar.get(await callbackFor(jar, start));
}

const authCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('auth_token='));

async function meByCookie(jar: Jar): Promise<string | null> {
  const res = await jar.get('/api/auth/me');
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null;
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
    // and the device cookie of ADR 313, so password sign-in later counts this browser as known
    expect(cookies.find((c) => c.startsWith('device='))).toMatch(
      /^device=v1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
    const token = auth.split(';')[0]!.slice('auth_token='.length);
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('netid1@rutgers.edu');
  });

  it('a foreign domain goes back to /login?error=domain_not_allowed without a session', async () => {
    google.signInAs({ email: 'someone@gmail.com', email_verified: true });
    const res = await signInWithGoogle();
    expect(res.headers.get('location')).toBe('/login?error=domain_not_allowed');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('auth_token='))).toBe(false);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('device='))).toBe(false);
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

describe('Google sign-in is bound to the browser that started it (login CSRF)', () => {
  it('the start sets a short-lived HttpOnly, SameSite=Lax cookie for the callback only; the callback clears it', async () => {
    google.signInAs({ email: 'bound1@rutgers.edu', email_verified: true });
    const jar = new Jar();
    const start = await jar.get('/api/auth/google');
    const flow = start.headers.getSetCookie().find((c) => c.startsWith('google_flow='))!;
    expect(flow).toMatch(/HttpOnly/);
    expect(flow).toMatch(/SameSite=Lax/);
    expect(flow).toMatch(/Path=\/api\/auth\/google(;|$)/);
    expect(flow).toMatch(/Max-Age=600/);
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    expect(jar.cookies.get('google_flow')).toBe(state);
    const callback = await google.follow(start.headers.get('location')!);
    const done = await jar.get(`${callback.pathname}${callback.search}`);
    expect(done.headers.get('location')).toBe('/profile-setup');
    expect(done.headers.getSetCookie().find((c) => c.startsWith('google_flow='))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
    expect(jar.cookies.has('google_flow')).toBe(false);
  });

  it("an attacker's callback URL opened in a signed-in victim's browser signs nobody in and keeps the victim's session", async () => {
    // the victim: signed in with Google as herself
    google.signInAs({ email: 'victim@rutgers.edu', email_verified: true });
    const victim = new Jar();
    expect((await signInWithGoogle(victim)).headers.get('location')).toBe('/profile-setup');
    expect(await meByCookie(victim)).toBe('victim@rutgers.edu');
    const victimToken = victim.cookies.get('auth_token');

    // the attacker gets a callback URL for his own Google account, in his own browser, and does not open it
    google.signInAs({ email: 'attacker@rutgers.edu', email_verified: true });
    const attackerCallback = await callbackFor(new Jar());

    // the victim's browser is made to open it (a link, an image, a redirect)
    const forged = await victim.get(attackerCallback);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/login?error=google_browser_mismatch');
    expect(authCookie(forged)).toBeUndefined();
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('signed_in='))).toBe(false);
    expect(victim.cookies.get('auth_token')).toBe(victimToken);
    expect(await meByCookie(victim)).toBe('victim@rutgers.edu');
    expect(await server.services.prisma.user.count({ where: { email: 'attacker@rutgers.edu' } })).toBe(0);
  });

  it("a victim in the middle of her own Google sign-in is not signed in by the attacker's callback either", async () => {
    google.signInAs({ email: 'attacker2@rutgers.edu', email_verified: true });
    const attackerCallback = await callbackFor(new Jar());
    const victim = new Jar();
    await victim.get('/api/auth/google'); // her own attempt: she has a google_flow cookie, for another state
    expect(victim.cookies.has('google_flow')).toBe(true);
    const forged = await victim.get(attackerCallback);
    expect(forged.headers.get('location')).toBe('/login?error=google_browser_mismatch');
    expect(authCookie(forged)).toBeUndefined();
  });

  it("a provider error with another browser's state does not cancel that browser's attempt", async () => {
    google.signInAs({ email: 'bound2@rutgers.edu', email_verified: true });
    const owner = new Jar();
    const callback = await callbackFor(owner);
    const state = new URLSearchParams(callback.split('?')[1]).get('state')!;
    const other = await new Jar().get(`/api/auth/google/callback?error=access_denied&state=${state}`);
    expect(other.headers.get('location')).toBe('/login?error=google_auth_failed');
    const done = await owner.get(callback);
    expect(done.headers.get('location')).toBe('/profile-setup');
    expect(authCookie(done)).toBeDefined();
  });
});

describe("Google sign-in lands on the guard's from page", () => {
  async function studentWithProfile(email: string): Promise<void> {
    google.signInAs({ email, email_verified: true });
    await signInWithGoogle();
    await server.services.prisma.user.update({
      where: { email },
      data: { name: 'Robin Lane', age: 20, year: 'junior' },
    });
  }

  it('goes back to the page the guard sent the student from', async () => {
    await studentWithProfile('from1@rutgers.edu');
    const res = await signInWithGoogle(new Jar(), `?from=${encodeURIComponent('/account')}`);
    expect(res.headers.get('location')).toBe('/account');
    expect(authCookie(res)).toBeDefined();
  });

  it('never leaves the site: another origin, a protocol-relative or odd path lands on /matches', async () => {
    await studentWithProfile('from2@rutgers.edu');
    for (const from of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/.//evil.example',
      '/login',
    ]) {
      const res = await signInWithGoogle(new Jar(), `?from=${encodeURIComponent(from)}`);
      expect(res.headers.get('location')).toBe('/matches');
    }
  });

  it('a student without a profile still goes to /profile-setup', async () => {
    google.signInAs({ email: 'from3@rutgers.edu', email_verified: true });
    const res = await signInWithGoogle(new Jar(), '?from=%2Faccount');
    expect(res.headers.get('location')).toBe('/profile-setup');
  });
});
