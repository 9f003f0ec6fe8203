// The outside review's lock-out, replayed over HTTP against the real gateway (issue 34, ADR 281): a
// stranger's eight signed-out requests once shut a student out of code sign-in for 30 days. Now the
// student's browser, which keeps the code cookie as any browser does, always gets a code and signs in
// with it, through either door; the sign-in link in the mail works whatever was guessed. A browser the
// student signed in on (its device cookie, ADR 313) has 2 of the hourly 5 codes kept for it and types
// its codes on a budget of its own, whatever strangers asked for or guessed (ADR 314).
import { describe, expect, it } from 'vitest';
import * as gw from '@campus-swap/test-support/mail-gateway';
import { codeOf, linkOf } from '@campus-swap/test-support/smtp-receiver';
import { cookieBrowser } from '@campus-swap/test-support/cookie-browser';

// each client its own network (X-Forwarded-For from the loopback "load balancer")
gw.useMailGateway({ TRUST_PROXY: 'loopback' });

/** A browser that keeps its cookies (test-support/cookie-browser.ts). */
const browser = (ip: string) => cookieBrowser(() => gw.server.url, ip);

/** A script: no cookies at all. */
const script = (ip: string) => (path: string, body: object) =>
  fetch(`${gw.server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

const wrongFor = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
const newestMail = (email: string) => gw.mailsTo(email).at(-1)!;

const REQUEST_OTP = 'mutation($email: String) { requestOtp(email: $email) { sent } }';
const VERIFY_OTP =
  'mutation($email: String, $code: String) { verifyOtp(email: $email, code: $code) { hasProfile } }';

/** The student's own browser: she signed up by code on it (REST), so it keeps a device cookie. */
async function herBrowser(ip: string, tag: string) {
  const email = gw.newEmail(tag);
  const her = browser(ip);
  await her.open();
  expect((await her.post('/auth/request-otp', { email })).status).toBe(200);
  expect((await her.post('/auth/verify-otp', { email, code: codeOf(newestMail(email))! })).status).toBe(200);
  expect(her.jar.get('device')).toMatch(/^v1\./);
  // an hour later: her sign-up's code no longer counts in the hour
  await gw.server.db.prisma.rateLimitBucket.deleteMany({
    where: { key: { in: [`otp-send-1h:${email}`, `otp-send-1h-no-device:${email}`] } },
  });
  return { email, her };
}
/** A minute passes: every browser may ask for a new code for `email` again. */
const aMinuteLater = (email: string) =>
  gw.server.db.prisma.rateLimitBucket.deleteMany({ where: { key: { startsWith: `otp-send-1m:${email}:` } } });

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

    // GraphQL: the same browser a minute later, now known by the device cookie its sign-in left: the
    // stranger's two codes and her first leave the last two of the hour, kept for it (ADR 314)
    await aMinuteLater(email);
    const gql = rest;
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

describe('a known device (ADR 314, both doors)', () => {
  it("a stranger's 4th code request in the hour is refused; her browser with its device cookie still gets a code twice; the 6th of any kind is refused", async () => {
    const { email, her } = await herBrowser('192.0.2.30', 'flood');
    const mailsBefore = gw.mailsTo(email).length;
    // the flood: three cookie-less requests from three networks, then a fourth
    for (const ip of ['198.51.100.30', '198.51.100.31', '198.51.100.32']) {
      expect((await script(ip)('/auth/request-otp', { email })).status).toBe(200);
    }
    const fourth = await script('198.51.100.33')('/auth/request-otp', { email });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(60);
    // a browser with the stranger's own device cookie, or one made up for her account, is refused too
    const stranger = browser('198.51.100.34');
    await stranger.open();
    const his = gw.newEmail('flooder');
    expect((await stranger.post('/auth/request-otp', { email: his })).status).toBe(200);
    expect(
      (await stranger.post('/auth/verify-otp', { email: his, code: codeOf(newestMail(his))! })).status,
    ).toBe(200);
    expect((await stranger.post('/auth/request-otp', { email })).status).toBe(429);
    const [, , nonce, mac] = stranger.jar.get('device')!.split('.');
    const [, herId] = her.jar.get('device')!.split('.');
    stranger.jar.set('device', `v1.${herId}.${nonce}.${mac}`);
    await aMinuteLater(email);
    const forged = await (await stranger.graphql(REQUEST_OTP, { email })).json();
    expect(forged.errors[0].extensions.code).toBe('RATE_LIMITED');

    // her browser, REST: a code, which signs her in
    expect((await her.post('/auth/request-otp', { email })).status).toBe(200);
    const first = await her.post('/auth/verify-otp', { email, code: codeOf(newestMail(email))! });
    expect(first.status).toBe(200);
    // a minute later, GraphQL: another one
    await aMinuteLater(email);
    expect(await (await her.graphql(REQUEST_OTP, { email })).json()).toEqual({
      data: { requestOtp: { sent: true } },
    });
    const second = await her.graphql(VERIFY_OTP, { email, code: codeOf(newestMail(email))! });
    expect(await second.json()).toEqual({ data: { verifyOtp: { hasProfile: false } } });

    // five codes reached her inbox this hour: the 6th is refused, whoever asks, through either door
    await aMinuteLater(email);
    const sixth = await her.post('/auth/request-otp', { email });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await (await her.graphql(REQUEST_OTP, { email })).json()).errors[0].extensions.code).toBe(
      'RATE_LIMITED',
    );
    expect((await script('198.51.100.35')('/auth/request-otp', { email })).status).toBe(429);
    expect(gw.mailsTo(email).length - mailsBefore).toBe(5);
  });

  it('a stranger spends the typed-code budgets; her browser with its device cookie types her code and signs in, REST and GraphQL', async () => {
    const { email, her } = await herBrowser('192.0.2.31', 'typed');
    // the stranger asks for a code in his browser and types 5 wrong; a script spends the rest
    const stranger = browser('198.51.100.40');
    await stranger.open();
    expect((await stranger.post('/auth/request-otp', { email })).status).toBe(200);
    const his = codeOf(newestMail(email))!;
    for (let i = 1; i <= 5; i++) await stranger.post('/auth/verify-otp', { email, code: wrongFor(his, i) });
    const bot = script('198.51.100.41');
    expect((await bot('/auth/request-otp', { email })).status).toBe(200);
    const its = codeOf(newestMail(email))!;
    for (let i = 1; i <= 5; i++) await bot('/auth/verify-otp', { email, code: wrongFor(its, i) });

    // her browser asks for a code: typed from anywhere without her device cookie, it is refused
    expect((await her.post('/auth/request-otp', { email })).status).toBe(200);
    const mine = codeOf(newestMail(email))!;
    const elsewhere = browser('192.0.2.32');
    await elsewhere.open();
    const refused = await elsewhere.post('/auth/verify-otp', { email, code: mine });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/^Too many wrong codes for this email\./);
    // the stranger's own account's device cookie, and one made up for hers, are no device cookie
    const hisEmail = gw.newEmail('guesser');
    expect((await stranger.post('/auth/request-otp', { email: hisEmail })).status).toBe(200);
    const hisCode = codeOf(newestMail(hisEmail))!;
    expect((await stranger.post('/auth/verify-otp', { email: hisEmail, code: hisCode })).status).toBe(200);
    expect((await stranger.post('/auth/verify-otp', { email, code: mine })).status).toBe(429);
    const [, , nonce, mac] = stranger.jar.get('device')!.split('.');
    const [, herId] = her.jar.get('device')!.split('.');
    stranger.jar.set('device', `v1.${herId}.${nonce}.${mac}`);
    const forged = await (await stranger.graphql(VERIFY_OTP, { email, code: mine })).json();
    expect(forged.errors[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');

    // REST: her browser, one typo and then her code
    const typo = await her.post('/auth/verify-otp', { email, code: wrongFor(mine, 1) });
    expect(typo.status).toBe(401);
    const signedIn = await her.post('/auth/verify-otp', { email, code: mine });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ token: expect.any(String), hasPassword: false });

    // GraphQL: a minute later, a new code typed on her browser
    await aMinuteLater(email);
    expect(await (await her.graphql(REQUEST_OTP, { email })).json()).toEqual({
      data: { requestOtp: { sent: true } },
    });
    const again = codeOf(newestMail(email))!;
    const gql = await her.graphql(VERIFY_OTP, { email, code: again });
    expect(await gql.json()).toEqual({ data: { verifyOtp: { hasProfile: false } } });
  });
});
