// The outside review's lock-out, replayed over HTTP against the real gateway (issue 34, ADR 281): a
// stranger's eight signed-out requests once shut a student out of code sign-in for 30 days. Now the
// student's browser, which keeps the code cookie as any browser does, always gets a code and signs in
// with it, through either door; the sign-in link in the mail works whatever was guessed.
import { describe, expect, it } from 'vitest';
import * as gw from '@campus-swap/test-support/mail-gateway';
import { codeOf, linkOf } from '@campus-swap/test-support/smtp-receiver';

// each client its own network (X-Forwarded-For from the loopback "load balancer")
gw.useMailGateway({ TRUST_PROXY: 'loopback' });

/** A browser: keeps the cookies it is given and echoes the CSRF token, as the web app does. */
function browser(ip: string) {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (name && value !== undefined) jar.set(name, value);
    }
    return res;
  };
  const headers = () => ({
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrf-token': jar.get('csrf_token') ?? '',
  });
  return {
    jar,
    async open() {
      keep(await fetch(`${gw.server.url}/health/config`, { headers: { 'x-forwarded-for': ip } }));
    },
    post: async (path: string, body: object) =>
      keep(
        await fetch(`${gw.server.url}/api${path}`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify(body),
        }),
      ),
    graphql: async (query: string, variables: object) =>
      keep(
        await fetch(`${gw.server.url}/graphql`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ query, variables }),
        }),
      ),
  };
}

/** A script: no cookies at all. */
const script = (ip: string) => (path: string, body: object) =>
  fetch(`${gw.server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

const wrongFor = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
const newestMail = (email: string) => gw.mailsTo(email).at(-1)!;

describe('a stranger guessing codes for a student (both doors)', () => {
  it('never stops the student: her browser gets a code and signs in by REST and by GraphQL', async () => {
    const email = gw.newEmail('locked-out');
    const stranger = script('198.51.100.7');
    // the review's eight requests: a code, five wrong guesses (the fifth burns it), a minute later a
    // second code and a guess at it
    expect((await stranger('/auth/request-otp', { email })).status).toBe(200);
    const code = codeOf(newestMail(email))!;
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      statuses.push((await stranger('/auth/verify-otp', { email, code: wrongFor(code, i) })).status);
    }
    await gw.server.db.prisma.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'otp-send-1m:' } } });
    expect((await stranger('/auth/request-otp', { email })).status).toBe(200);
    const second = codeOf(newestMail(email))!;
    const capped = await stranger('/auth/verify-otp', { email, code: wrongFor(second, 1) });
    expect([...statuses, capped.status]).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await capped.json()).error).toMatch(
      /^Too many wrong codes for this email\. Open the sign-in link/,
    );

    // REST: the student's browser asks for a code; it is sent, with the code cookie
    const rest = browser('192.0.2.10');
    await rest.open();
    const asked = await rest.post('/auth/request-otp', { email });
    expect(asked.status).toBe(200);
    const cookie = asked.headers.getSetCookie().find((c) => c.startsWith('code_browser='))!;
    expect(cookie).toMatch(
      /^code_browser=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
    const mine = codeOf(newestMail(email))!;
    // the stranger's further guesses do not burn her code
    for (let i = 1; i <= 5; i++) await stranger('/auth/verify-otp', { email, code: wrongFor(mine, i) });
    const signedIn = await rest.post('/auth/verify-otp', { email, code: mine });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ token: expect.any(String), hasPassword: false });

    // GraphQL: the same from another browser of hers, a minute's wait apart from nothing
    const gql = browser('192.0.2.11');
    await gql.open();
    const requested = await gql.graphql('mutation($email: String) { requestOtp(email: $email) { sent } }', {
      email,
    });
    expect(await requested.json()).toEqual({ data: { requestOtp: { sent: true } } });
    const again = codeOf(newestMail(email))!;
    const verified = await gql.graphql(
      'mutation($email: String, $code: String) { verifyOtp(email: $email, code: $code) { hasProfile } }',
      { email, code: again },
    );
    expect(await verified.json()).toEqual({ data: { verifyOtp: { hasProfile: false } } });
  });

  it('the sign-in link of the newest mail signs in even when every typed guess is spent', async () => {
    const email = gw.newEmail('by-link');
    const stranger = browser('198.51.100.8');
    await stranger.open();
    expect((await stranger.post('/auth/request-otp', { email })).status).toBe(200);
    const code = codeOf(newestMail(email))!;
    for (let i = 1; i <= 6; i++) await stranger.post('/auth/verify-otp', { email, code: wrongFor(code, i) });
    const stranger2 = script('198.51.100.9');
    for (let i = 1; i <= 3; i++) await stranger2('/auth/verify-otp', { email, code: wrongFor(code, i) });
    const typed = await stranger2('/auth/verify-otp', { email, code });
    expect(typed.status).toBe(429);

    const url = new URL(linkOf(newestMail(email))!);
    expect(url.pathname).toBe('/login');
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect(fragment.get('email')).toBe(email);
    const viaLink = await script('192.0.2.12')('/auth/verify-otp', { email, code: fragment.get('code') });
    expect(viaLink.status).toBe(200);
  });

  it('a wrong code says how many tries are left through GraphQL; REST keeps its documented body (issue 39)', async () => {
    const email = gw.newEmail('tries-left');
    const student = browser('192.0.2.20');
    await student.open();
    expect((await student.post('/auth/request-otp', { email })).status).toBe(200);
    const code = codeOf(newestMail(email))!;
    const verify =
      'mutation($email: String, $code: String) { verifyOtp(email: $email, code: $code) { hasProfile } }';
    const gql = await (await student.graphql(verify, { email, code: wrongFor(code, 1) })).json();
    expect(gql.errors[0].extensions).toEqual({ code: 'INVALID_CODE', triesLeft: 4 });
    const rest = await student.post('/auth/verify-otp', { email, code: wrongFor(code, 2) });
    expect(await rest.json()).toEqual({ error: 'Invalid verification code', code: 'INVALID_CODE' });
  });
});
