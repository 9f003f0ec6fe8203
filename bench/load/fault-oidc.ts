// LOAD_FAULT=oidc (issue 28, ADR 215, 222): Google's OpenID provider unreachable from the app's server.
// A real OpenID provider (the repo's stand-in, oidc-provider) plays Google; during the fault its back
// channel (discovery, keys, token) drops every connection while the browser's pages still load, as
// when the server's route to Google is down. Beside the mix, one Google sign-in at a time plays the
// browser (start, Google's pages, callback) against two gateways:
//   warm  the fault run's gateway, which reached Google before the outage (discovery cached): its
//         starts still send the browser to Google, and the callbacks come back to /login with
//         ?error=google_unavailable;
//   cold  a second gateway whose first Google sign-in comes during the outage (a restart or a deploy):
//         its starts answer /login?error=google_unavailable at once, and after the outage it waits
//         out the discovery backoff (at most a minute) before it asks Google again.
// lost = a callback that answered "signed in" whose session does not work; doubled = a Google
// session the database holds beyond the sign-ins that answered so.
import path from 'node:path';
import pg from 'pg';
import { startOidcStandIn } from '@campus-swap/test-support/oidc-stand-in';
import { freePort } from '@campus-swap/test-support/free-port';
import type { FaultOptions, FaultPlan, RunContext } from './faults.ts';
import { sleep } from './faults.ts';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';
import { call } from './http.ts';

const cookieValue = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1)
    ?.slice(name.length + 1);

export async function oidcPlan(options: FaultOptions): Promise<FaultPlan> {
  const ports = { warm: await freePort(), cold: await freePort() };
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const google = await startOidcStandIn(
    [ports.warm, ports.cold].map((port) => `${origin(port)}/api/auth/google/callback`),
  );
  const googleEnv = (port: number) => ({
    APP_ORIGIN: origin(port),
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    OIDC_ISSUER: google.issuer,
  });
  let cold: GatewayProcess | null = null;
  const signedIn: { email: string; token: string }[] = [];

  /** One student's Google sign-in, as the browser plays it; each leg's answer becomes a side sample. */
  async function signIn(run: RunContext, which: 'warm' | 'cold', base: string, i: number) {
    const ip = `198.51.100.${i % 250}`;
    const email = `google-${process.pid}-${i}@rutgers.edu`;
    const note = (label: string, ok: boolean, status: number | null) =>
      run.side.push({ label: `${which} ${label}`, ok, status, at: Date.now() });
    google.signInAs({ email, email_verified: true });
    const start = await fetch(`${base}/api/auth/google`, {
      redirect: 'manual',
      headers: { accept: 'text/html', 'x-forwarded-for': ip },
    }).catch(() => null);
    if (!start) return note('start: no answer', false, 0);
    await start.body?.cancel();
    const location = start.headers.get('location') ?? '';
    const toGoogle = start.status === 303 && location.startsWith(google.issuer);
    note(`start ${start.status} → ${toGoogle ? 'Google' : location || 'nowhere'}`, toGoogle, start.status);
    if (!toGoogle) return;
    const callback = await google.follow(location).catch(() => null);
    if (!callback) return note("browser lost at Google's pages", false, null);
    const done = await fetch(`${base}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: `google_flow=${cookieValue(start, 'google_flow')}`, 'x-forwarded-for': ip },
    }).catch(() => null);
    if (!done) return note('callback: no answer', false, 0);
    await done.body?.cancel();
    const token = cookieValue(done, 'auth_token');
    const where = done.headers.get('location') ?? 'nowhere';
    const ok = done.status === 303 && !!token && !where.startsWith('/login');
    note(`callback ${done.status} → ${ok ? 'signed in' : where}`, ok, done.status);
    if (ok) signedIn.push({ email, token: token! });
  }

  return {
    env: googleEnv(ports.warm),
    port: ports.warm,
    async prepare() {
      cold = await startGateway(
        { DATABASE_URL: options.databaseUrl, TRUST_PROXY: 'loopback', ...googleEnv(ports.cold) },
        { logFile: path.join(options.logDir, 'gateway-cold.log'), port: ports.cold },
      );
    },
    begin: async () => google.setUnreachableFromServer(true),
    end: async () => google.setUnreachableFromServer(false),
    async beside(run) {
      // one sign-in at a time (the stand-in signs in one chosen account); the cold gateway from the
      // outage's start on
      for (let i = 0; i < 5_000 && Date.now() < run.until; i++) {
        const coldToo = Date.now() >= run.faultStart;
        const which = coldToo && i % 2 === 1 ? 'cold' : 'warm';
        await signIn(run, which, which === 'cold' ? cold!.url : run.gatewayUrl, i);
        await sleep(200);
      }
    },
    async settle(run) {
      let lost = 0;
      for (const { email, token } of signedIn) {
        const me = await call(run.gatewayUrl, 'GET', '/api/auth/me', { token }).catch(() => null);
        if (me?.status !== 200 || me.body?.user?.email !== email) lost += 1;
      }
      const db = new pg.Client({ connectionString: options.databaseUrl });
      await db.connect();
      const sessions = await db
        .query(`SELECT count(*)::int AS n FROM "Session" WHERE "kind" = 'GOOGLE'`)
        .finally(() => db.end());
      const stored = sessions.rows[0].n as number;
      const legs = run.side.filter((s) => s.label.includes('→ /login?error=google_unavailable')).length;
      return {
        lines: [
          `Google sign-ins: ${signedIn.length} signed in, ${legs} sent back to /login?error=google_unavailable; Google sessions stored ${stored}`,
        ],
        lost,
        doubled: Math.max(0, stored - signedIn.length),
        what: 'Google sessions',
      };
    },
    async close() {
      await cold?.stop();
      await google.close();
    },
  };
}
