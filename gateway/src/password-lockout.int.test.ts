// A stranger behind the student's own address (campus NAT) guessing her password, replayed over HTTP
// against the real gateway (issue 34, ADR 313): the per-email-and-network lock of ADR 281 then held her
// too, for 15 minutes, renewable. Now every sign-in leaves a device cookie in the browser, and her
// browser that presents it signs in at once, through either door, whatever the stranger did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { hashPassword } from '@campus-swap/schema/services/password';
import { cookieBrowser } from '@campus-swap/test-support/cookie-browser';

let server: RunningServer;

beforeAll(async () => {
  // an https origin: cookies are Secure, as in production; each client its own X-Forwarded-For
  server = await startInProcessGateway({ TRUST_PROXY: 'loopback', APP_ORIGIN: 'https://swap.example.edu' });
});
afterAll(async () => {
  await server?.close();
});

const DEVICE_COOKIE =
  /^device=v1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/;

const LOGIN =
  'mutation($email: String, $password: String) { login(email: $email, password: $password) { hasPassword } }';

/** A browser (test-support/cookie-browser.ts) that signs in by password through either door. */
function browser(ip: string) {
  const base = cookieBrowser(() => server.url, ip);
  return {
    ...base,
    login: (email: string, password: string) => base.post('/auth/login', { email, password }),
    graphqlLogin: (email: string, password: string) => base.graphql(LOGIN, { email, password }),
  };
}

const deviceCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('device='));

async function studentWithPassword(password: string): Promise<string> {
  const email = `device-${randomUUID().slice(0, 8)}@rutgers.edu`;
  await server.db.prisma.user.create({ data: { email, passwordHash: await hashPassword(password) } });
  return email;
}

describe('a stranger on the student network guessing her password (both doors)', () => {
  it('never stops her browser with its device cookie: REST and GraphQL sign in at once', async () => {
    const nat = '192.0.2.40';
    const email = await studentWithPassword('Secret123');
    const student = browser(nat);
    await student.open();
    const first = await student.login(email, 'Secret123');
    expect(first.status).toBe(200);
    expect(deviceCookieOf(first)).toMatch(DEVICE_COOKIE);

    // the stranger, signed out and on the same address, guesses 12 times
    const stranger = browser(nat);
    await stranger.open();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await stranger.login(email, `Wrong${i}pass`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const locked = await stranger.login(email, 'Secret123');
    expect(locked.status).toBe(429);
    expect(deviceCookieOf(locked)).toBeUndefined();
    const lockedGql = await stranger.graphqlLogin(email, 'Secret123');
    expect((await lockedGql.json()).errors[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');

    // REST: her browser signs in, and gets a new device cookie
    const before = student.jar.get('device');
    const rest = await student.login(email, 'Secret123');
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ token: expect.any(String), hasPassword: true });
    expect(deviceCookieOf(rest)).toMatch(DEVICE_COOKIE);
    expect(student.jar.get('device')).not.toBe(before);

    // GraphQL: the same, with the cookie the REST sign-in left
    const gql = await student.graphqlLogin(email, 'Secret123');
    expect(await gql.json()).toEqual({ data: { login: { hasPassword: true } } });
    expect(deviceCookieOf(gql)).toMatch(DEVICE_COOKIE);

    // signing out keeps the device cookie: the browser stays known
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': nat,
        cookie: [...student.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': student.jar.get('csrf_token') ?? '',
      },
    });
    expect(out.status).toBeLessThan(300);
    expect(deviceCookieOf(out)).toBeUndefined();
  });

  it("a forged device cookie, or another account's, is no cookie: the network's lock holds", async () => {
    const nat = '192.0.2.41';
    const email = await studentWithPassword('Secret123');
    const otherEmail = await studentWithPassword('Other1234');
    const other = browser(nat);
    await other.open();
    expect((await other.login(otherEmail, 'Other1234')).status).toBe(200);
    for (let i = 0; i < 10; i++) await other.login(email, `Wrong${i}pass`);

    // the stranger's own account's cookie, presented for the student's email
    expect((await other.login(email, 'Secret123')).status).toBe(429);
    expect((await (await other.graphqlLogin(email, 'Secret123')).json()).errors[0].extensions.code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    // a cookie naming her account, made up
    const user = await server.db.prisma.user.findUniqueOrThrow({ where: { email } });
    const [, , nonce, mac] = other.jar.get('device')!.split('.');
    other.jar.set('device', `v1.${user.id}.${nonce}.${mac}`);
    expect((await other.login(email, 'Secret123')).status).toBe(429);
    expect((await (await other.graphqlLogin(email, 'Secret123')).json()).errors[0].extensions.code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });
});
