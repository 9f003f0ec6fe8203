// No stranger locks a student out of code sign-in (issue 34, ADR 281). Wrong typed codes are counted
// per email in two budgets, the asking browser's and everyone else's, and the mail's sign-in link
// spends none: a stranger's guesses never stop the student's own browser, and the owner of the mailbox
// always gets in by the link. The yearly chance of guessing a code stays below 1 in 10,000. A browser
// with a device cookie of the student's account (ADR 313) has 2 of the hourly 5 new codes kept for it
// and its own budget of wrong codes (ADR 314). Codes travel by real SMTP; Google is a real OpenID
// Connect provider on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  fresh,
  mailedCode,
  OP,
  run,
  services,
  signUpByCode,
  studentWithPassword,
  smtp,
  useAccountServices,
} from '@campus-swap/test-support/accounts-harness';
import { type OidcStandIn, startOidcStandIn } from '@campus-swap/test-support/oidc-stand-in';
import { linkOf } from '@campus-swap/test-support/smtp-receiver';
import {
  OTP_BOUND_GUESS_LIMIT,
  OTP_DEVICE_GUESS_LIMIT,
  OTP_SEND_PER_HOUR,
  OTP_SEND_PER_HOUR_WITHOUT_DEVICE,
  OTP_UNBOUND_GUESS_LIMIT,
  otpDeviceGuessRule,
  otpGuessRule,
  otpHourRule,
  otpHourWithoutDeviceRule,
} from './auth-limits.ts';
import { readDeviceCookie } from './device-cookie.ts';
import { finishGoogleSignIn, startGoogleSignIn } from './google.ts';
import { peekRateLimit, resetRateLimit } from './rate-limit.ts';

useAccountServices();

const REDIRECT_URI = 'http://localhost:3000/api/auth/google/callback';
let idp: OidcStandIn;
beforeAll(async () => {
  idp = await startOidcStandIn(REDIRECT_URI);
});
afterAll(async () => {
  await idp?.close();
});

const CAPPED =
  'Too many wrong codes for this email. Open the sign-in link in the latest email we sent you, or sign in with your password or with Google.';
const wrongFor = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
/** The secret of the newest mail's sign-in link to `email` (its `code=` part). */
const mailedLink = (email: string) => {
  const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1)!;
  return new URL(linkOf(mail)!.replace('#', '?')).searchParams.get('code')!;
};
const budget = (email: string, bound: boolean) => peekRateLimit(services.prisma, otpGuessRule(email, bound));

describe('the guess budgets', () => {
  it('keep the yearly chance of guessing a code below 1 in 10,000 (the arithmetic of ADR 281)', () => {
    expect(OTP_BOUND_GUESS_LIMIT.windowSeconds).toBe(OTP_UNBOUND_GUESS_LIMIT.windowSeconds);
    const windowsMeetingAYear = Math.floor((365 * 86_400) / OTP_BOUND_GUESS_LIMIT.windowSeconds) + 2;
    expect(windowsMeetingAYear).toBe(8);
    const guessesAYear = windowsMeetingAYear * (OTP_BOUND_GUESS_LIMIT.limit + OTP_UNBOUND_GUESS_LIMIT.limit);
    expect(guessesAYear).toBe(80);
    expect(guessesAYear / 1_000_000).toBeLessThan(1 / 10_000);
  });

  it("a stranger's guesses from elsewhere never lock the student out: she asks for a code and signs in with it", async () => {
    const student = fresh();
    const stranger = fresh();
    await signUpByCode(student.email, student.ip);

    // the review's attack: a code asked for the student's address, then wrong guesses, no cookies (the
    // 5th burns that code, as decisions.md §4 says; then the stranger's budget is spent)
    const first = await mailedCode(student.email, stranger.ip);
    const answers: (string | undefined)[] = [];
    for (let i = 1; i <= 7; i++) {
      answers.push(
        (await run(OP.verifyOtp, { email: student.email, code: wrongFor(first, i) }, stranger)).code,
      );
    }
    expect(answers).toEqual([...Array(4).fill('INVALID_CODE'), ...Array(3).fill('TOO_MANY_ATTEMPTS')]);
    expect((await budget(student.email, false)).allowed).toBe(false);
    const refused = await run(OP.verifyOtp, { email: student.email, code: first }, stranger);
    expect(refused.code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.jar.issued).toEqual([]);

    // the student, in her own browser (on her own network: one on the stranger's waits out the
    // minute between codes): a new code is sent at once, and it signs her in
    const browser: Browser = { ip: fresh().ip };
    const code = await mailedCode(student.email, browser);
    expect(browser.codeBrowser).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the stranger goes on guessing at her code meanwhile: it neither burns it nor spends her budget
    for (let i = 1; i <= 6; i++)
      await run(OP.verifyOtp, { email: student.email, code: wrongFor(code, i) }, stranger);
    const signedIn = await run(OP.verifyOtp, { email: student.email, code }, browser);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.jar.issued).toHaveLength(1);
    expect((await budget(student.email, true)).count).toBe(0);
  });

  it("a stranger who asks for codes himself spends the asking browsers' budget; the link in her mail still signs her in", async () => {
    const student = fresh();
    await signUpByCode(student.email, student.ip);
    const stranger: Browser = { ip: fresh().ip };
    const his = await mailedCode(student.email, stranger);
    for (let i = 1; i <= OTP_BOUND_GUESS_LIMIT.limit; i++) {
      await run(OP.verifyOtp, { email: student.email, code: wrongFor(his, i) }, stranger);
    }
    expect((await budget(student.email, true)).allowed).toBe(false);

    const browser: Browser = { ip: fresh().ip };
    const code = await mailedCode(student.email, browser);
    const typed = await run(OP.verifyOtp, { email: student.email, code }, browser);
    expect(typed.code).toBe('TOO_MANY_ATTEMPTS');
    expect(typed.errors![0]!.message).toBe(CAPPED);
    // the link of the same mail, opened anywhere: it spends no budget and cannot be guessed
    const viaLink = await run(
      OP.verifyOtp,
      { email: student.email, code: mailedLink(student.email) },
      {
        ip: fresh().ip,
      },
    );
    expect(viaLink.errors).toBeUndefined();
    expect(viaLink.data!.verifyOtp.user.email).toBe(student.email);
  });
});

describe('the sign-in link', () => {
  it('signs in once, only for its own email and its own (current, unexpired) code; a wrong one spends nothing', async () => {
    const student = fresh();
    const browser: Browser = { ip: student.ip };
    await mailedCode(student.email, browser);
    const link = mailedLink(student.email);
    const other = fresh();
    const forged = `${link.slice(0, 42)}${link.endsWith('A') ? 'B' : 'A'}`;
    expect((await run(OP.verifyOtp, { email: student.email, code: forged }, browser)).code).toBe(
      'INVALID_CODE',
    );
    expect((await run(OP.verifyOtp, { email: other.email, code: link }, browser)).code).toBe('INVALID_CODE');
    expect((await budget(student.email, true)).count).toBe(0);
    expect((await budget(student.email, false)).count).toBe(0);

    const signedIn = await run(OP.verifyOtp, { email: student.email, code: link }, { ip: other.ip });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.verifyOtp).toMatchObject({ hasPassword: false, user: { email: student.email } });
    expect((await run(OP.verifyOtp, { email: student.email, code: link }, browser)).code).toBe(
      'INVALID_CODE',
    );
  });

  it('of an expired code is refused', async () => {
    const student = fresh();
    await mailedCode(student.email, student.ip);
    await services.prisma.oneTimeCode.updateMany({
      where: { email: student.email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await run(OP.verifyOtp, { email: student.email, code: mailedLink(student.email) }, student);
    expect(res.code).toBe('INVALID_CODE');
    expect(res.errors![0]!.message).toBe('This code has expired. Please request a new one.');
  });
});

describe('while typed codes are capped', () => {
  it('the student still signs in with the password and with Google', async () => {
    const student = await studentWithPassword('Secret123');
    const stranger: Browser = { ip: fresh().ip };
    const code = await mailedCode(student.email, stranger);
    for (let i = 1; i <= 5; i++)
      await run(OP.verifyOtp, { email: student.email, code: wrongFor(code, i) }, stranger);
    // and a script spends the rest, at a second code
    const other = await mailedCode(student.email, fresh().ip);
    for (let i = 1; i <= 5; i++) await run(OP.verifyOtp, { email: student.email, code: wrongFor(other, i) });
    expect((await budget(student.email, true)).allowed).toBe(false);
    expect((await budget(student.email, false)).allowed).toBe(false);

    const password = await run(OP.login, { email: student.email, password: 'Secret123' }, { ip: student.ip });
    expect(password.errors).toBeUndefined();
    expect(password.data!.login.token).toEqual(expect.any(String));

    idp.signInAs({ email: student.email, email_verified: true });
    const options = {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      redirectUri: REDIRECT_URI,
    };
    const { url, state } = await startGoogleSignIn(services, options);
    const google = await finishGoogleSignIn(services, await idp.follow(url), state, options);
    expect(google).toMatchObject({ token: expect.any(String) });
  });

  it('a right code spends no guess', async () => {
    const student = fresh();
    const browser: Browser = { ip: student.ip };
    const code = await mailedCode(student.email, browser);
    for (let i = 1; i <= 3; i++)
      await run(OP.verifyOtp, { email: student.email, code: wrongFor(code, i) }, browser);
    const signedIn = await run(OP.verifyOtp, { email: student.email, code }, browser);
    expect(signedIn.errors).toBeUndefined();
    expect((await budget(student.email, true)).count).toBe(3);
    expect((await budget(student.email, false)).count).toBe(0);
  });
});

/** The student's own browser: she signed up by code on it, so it keeps a device cookie of her account. */
type HerBrowser = Browser & { device: string; email: string; userId: string };
async function studentOnHerBrowser(): Promise<HerBrowser> {
  const student = fresh();
  const browser: Browser = { ip: student.ip };
  const code = await mailedCode(student.email, browser);
  const signedUp = await run(OP.verifyOtp, { email: student.email, code }, browser);
  expect(signedUp.errors).toBeUndefined();
  const device = signedUp.jar.devices[0]!;
  const userId = readDeviceCookie(services.settings.deviceKey, device)!.userId;
  // an hour later: her sign-up's code no longer counts in the hour
  await resetRateLimit(services.prisma, otpHourRule(student.email).key);
  await resetRateLimit(services.prisma, otpHourWithoutDeviceRule(student.email).key);
  return { ...browser, device, email: student.email, userId };
}
/** A minute passes: every browser may ask for a new code for `email` again. */
const aMinuteLater = (email: string) =>
  services.prisma.rateLimitBucket.deleteMany({ where: { key: { startsWith: `otp-send-1m:${email}:` } } });
/** Cookies that are no device cookie of `her` account: another account's, and one made up for hers. */
async function notHerDevice(her: HerBrowser): Promise<Record<string, string>> {
  const other = await studentOnHerBrowser();
  const [version, , nonce, mac] = other.device.split('.');
  return { "another account's": other.device, forged: `${version}.${her.userId}.${nonce}.${mac}` };
}

describe('a known device (ADR 314)', () => {
  it(`keeps ${OTP_SEND_PER_HOUR.limit - OTP_SEND_PER_HOUR_WITHOUT_DEVICE.limit} of the hourly ${OTP_SEND_PER_HOUR.limit} new codes: a stranger's 4th request is refused, her browser with its device cookie gets a code twice, the 6th of any kind is refused`, async () => {
    expect(OTP_SEND_PER_HOUR).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(OTP_SEND_PER_HOUR_WITHOUT_DEVICE).toEqual({ limit: 3, windowSeconds: 3600 });
    const her = await studentOnHerBrowser();
    const mailsBefore = smtp.mails.filter((m) => m.to.includes(her.email)).length;
    // the flood: each request from another network, so the minute between codes holds nothing up
    for (let i = 1; i <= 3; i++) {
      expect((await run(OP.requestOtp, { email: her.email }, { ip: fresh().ip })).errors).toBeUndefined();
    }
    const fourth = await run(OP.requestOtp, { email: her.email }, { ip: fresh().ip });
    expect(fourth.code).toBe('RATE_LIMITED');
    expect(fourth.errors![0]!.extensions!.retryAfter).toBeGreaterThan(60);
    // a device cookie that is not one of her account's is no device cookie
    for (const [kind, device] of Object.entries(await notHerDevice(her))) {
      const refused = await run(OP.requestOtp, { email: her.email }, { ip: fresh().ip, device });
      expect(refused.code, kind).toBe('RATE_LIMITED');
    }

    // her browser: a code, which signs her in (and leaves a new device cookie) ...
    const first = await mailedCode(her.email, her);
    const signedIn = await run(OP.verifyOtp, { email: her.email, code: first }, her);
    expect(signedIn.errors).toBeUndefined();
    her.device = signedIn.jar.devices[0]!;
    // ... and a minute later another one
    await aMinuteLater(her.email);
    const second = await mailedCode(her.email, her);
    expect((await run(OP.verifyOtp, { email: her.email, code: second }, her)).errors).toBeUndefined();

    // the email's 5 an hour hold everyone, her browser too: the inbox got 5 codes this hour
    await aMinuteLater(her.email);
    const sixth = await run(OP.requestOtp, { email: her.email }, her);
    expect(sixth.code).toBe('RATE_LIMITED');
    expect(sixth.errors![0]!.extensions!.retryAfter).toBeGreaterThan(60);
    expect((await run(OP.requestOtp, { email: her.email }, { ip: fresh().ip })).code).toBe('RATE_LIMITED');
    expect(smtp.mails.filter((m) => m.to.includes(her.email)).length - mailsBefore).toBe(5);
    expect((await peekRateLimit(services.prisma, otpHourWithoutDeviceRule(her.email))).count).toBe(
      OTP_SEND_PER_HOUR_WITHOUT_DEVICE.limit + 4,
    );
  });

  it('types her right code and signs in after a stranger spent both typed-code budgets; her wrong codes count on her device only', async () => {
    expect(OTP_DEVICE_GUESS_LIMIT).toEqual(OTP_BOUND_GUESS_LIMIT);
    const her = await studentOnHerBrowser();
    // the stranger asks for a code himself and types 5 wrong; a script spends everyone else's budget
    const stranger: Browser = { ip: fresh().ip };
    const his = await mailedCode(her.email, stranger);
    for (let i = 1; i <= OTP_BOUND_GUESS_LIMIT.limit; i++) {
      await run(OP.verifyOtp, { email: her.email, code: wrongFor(his, i) }, stranger);
    }
    const scripted = await mailedCode(her.email, fresh().ip);
    for (let i = 1; i <= OTP_UNBOUND_GUESS_LIMIT.limit; i++) {
      await run(OP.verifyOtp, { email: her.email, code: wrongFor(scripted, i) }, { ip: fresh().ip });
    }
    expect((await budget(her.email, true)).allowed).toBe(false);
    expect((await budget(her.email, false)).allowed).toBe(false);

    // her browser asks for a code; one typo, then the right code
    const code = await mailedCode(her.email, her);
    const typo = await run(OP.verifyOtp, { email: her.email, code: wrongFor(code, 1) }, her);
    expect(typo.code).toBe('INVALID_CODE');
    expect(typo.errors![0]!.extensions!.triesLeft).toBe(4);
    const nonce = readDeviceCookie(services.settings.deviceKey, her.device)!.nonce;
    expect((await peekRateLimit(services.prisma, otpDeviceGuessRule(nonce))).count).toBe(1);
    expect((await budget(her.email, true)).count).toBe(OTP_BOUND_GUESS_LIMIT.limit);
    expect((await budget(her.email, false)).count).toBe(OTP_UNBOUND_GUESS_LIMIT.limit);

    // the same right code from a browser whose device cookie is not one of her account's is refused
    // by the spent budgets, and left unused
    for (const [kind, device] of Object.entries(await notHerDevice(her))) {
      const refused = await run(OP.verifyOtp, { email: her.email, code }, { ip: her.ip, device });
      expect(refused.code, kind).toBe('TOO_MANY_ATTEMPTS');
      expect(refused.errors![0]!.message, kind).toBe(CAPPED);
    }
    const signedIn = await run(OP.verifyOtp, { email: her.email, code }, her);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.verifyOtp.user.email).toBe(her.email);
    expect(signedIn.jar.issued).toHaveLength(1);
  });

  it(`has its own budget of ${OTP_DEVICE_GUESS_LIMIT.limit} wrong codes in 60 days, from any browser of hers that asked`, async () => {
    const her = await studentOnHerBrowser();
    const code = await mailedCode(her.email, fresh().ip); // asked for elsewhere: not bound to her browser
    const answers: (string | undefined)[] = [];
    for (let i = 1; i <= OTP_DEVICE_GUESS_LIMIT.limit; i++) {
      answers.push((await run(OP.verifyOtp, { email: her.email, code: wrongFor(code, i) }, her)).code);
    }
    // the 5th burns the code, as for everyone
    expect(answers).toEqual([...Array(4).fill('INVALID_CODE'), 'TOO_MANY_ATTEMPTS']);
    expect((await budget(her.email, true)).count).toBe(0);
    expect((await budget(her.email, false)).count).toBe(0);
    // a new code: her device's budget is spent, so her typed code is refused; the link still works
    await aMinuteLater(her.email);
    const next = await mailedCode(her.email, her);
    const refused = await run(OP.verifyOtp, { email: her.email, code: next }, her);
    expect(refused.code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.errors![0]!.message).toBe(CAPPED);
    const viaLink = await run(OP.verifyOtp, { email: her.email, code: mailedLink(her.email) }, her);
    expect(viaLink.errors).toBeUndefined();
  });
});
