// No stranger locks a student out of code sign-in (issue 34, ADR 281). Wrong typed codes are counted
// per email in two budgets, the asking browser's and everyone else's, and the mail's sign-in link
// spends none: a stranger's guesses never stop the student's own browser, and the owner of the mailbox
// always gets in by the link. The yearly chance of guessing a code stays below 1 in 10,000. Codes
// travel by real SMTP; Google is a real OpenID Connect provider on loopback.
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
import { OTP_BOUND_GUESS_LIMIT, OTP_UNBOUND_GUESS_LIMIT, otpGuessRule } from './auth-limits.ts';
import { finishGoogleSignIn, startGoogleSignIn } from './google.ts';
import { peekRateLimit } from './rate-limit.ts';

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
