// Sign-in codes are capped per email (ADR 147): 6 wrong guesses in 30 days, whatever the number of codes,
// so a stranger's yearly chance to guess one stays below 1 in 10,000; and the cap leaves password and
// Google sign-in open, so a stranger cannot lock a student out of every way in. Codes travel by real
// SMTP; Google is a real OpenID Connect provider on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fresh,
  mailedCode,
  OP,
  run,
  services,
  signUpByCode,
  useAccountServices,
} from '@campus-swap/test-support/accounts-harness';
import { type OidcStandIn, startOidcStandIn } from '@campus-swap/test-support/oidc-stand-in';
import { OTP_GUESS_LIMIT, otpGuessRule, otpMinuteRule } from './auth-limits.ts';
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
  'Too many wrong codes for this email. Sign in with your password or with Google, or try codes again later.';
const wrongFor = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
/** The per-minute send limit's window passes (the code cap's does not). */
const aMinuteLater = (email: string) => resetRateLimit(services.prisma, otpMinuteRule(email).key);

describe('the per-email cap on code guesses', () => {
  it('keeps the yearly chance of guessing a code below 1 in 10,000 (the arithmetic of ADR 147)', () => {
    const windowsMeetingAYear = Math.floor((365 * 86_400) / OTP_GUESS_LIMIT.windowSeconds) + 2;
    expect(windowsMeetingAYear).toBe(14);
    const guessesAYear = windowsMeetingAYear * OTP_GUESS_LIMIT.limit;
    expect(guessesAYear / 1_000_000).toBeLessThan(1 / 10_000);
  });

  it("a stranger's 6 wrong guesses over two codes cap codes for 30 days: even the right code is refused, no new code is sent", async () => {
    const student = fresh();
    const stranger = fresh();
    await signUpByCode(student.email, student.ip);

    // the stranger asks for codes to the student's address and guesses (the test reads the mail only
    // to be sure the guesses are wrong)
    await aMinuteLater(student.email);
    const first = await mailedCode(student.email, stranger.ip);
    for (let i = 1; i <= 5; i++) {
      const guess = await run(
        OP.verifyOtp,
        { email: student.email, code: wrongFor(first, i) },
        { ip: stranger.ip },
      );
      expect(guess.code).toBe(i < 5 ? 'INVALID_CODE' : 'TOO_MANY_ATTEMPTS');
    }
    await aMinuteLater(student.email);
    const second = await mailedCode(student.email, stranger.ip);
    const sixth = await run(
      OP.verifyOtp,
      { email: student.email, code: wrongFor(second, 1) },
      { ip: stranger.ip },
    );
    expect(sixth.code).toBe('INVALID_CODE');

    // the 7th guess is refused before it is checked: even the right code does not sign in
    const right = await run(OP.verifyOtp, { email: student.email, code: second }, { ip: student.ip });
    expect(right.code).toBe('TOO_MANY_ATTEMPTS');
    expect(right.errors![0]!.message).toBe(CAPPED);
    const retryAfter = right.errors![0]!.extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(29 * 86_400);
    expect(retryAfter).toBeLessThanOrEqual(30 * 86_400);
    expect(right.jar.issued).toEqual([]);

    // and no new code is mailed while capped
    await aMinuteLater(student.email);
    const request = await run(OP.requestOtp, { email: student.email }, { ip: student.ip });
    expect(request.code).toBe('TOO_MANY_ATTEMPTS');
    expect(request.errors![0]!.message).toBe(CAPPED);
  });

  it('while codes are capped, the student still signs in with the password and with Google', async () => {
    const student = fresh();
    const otpToken = await signUpByCode(student.email, student.ip);
    await run(
      OP.setPassword,
      { email: student.email, password: 'Secret123' },
      { token: otpToken, ip: student.ip },
    );
    // a stranger spends every guess
    await aMinuteLater(student.email);
    const code = await mailedCode(student.email, fresh().ip);
    for (let i = 1; i <= 5; i++) await run(OP.verifyOtp, { email: student.email, code: wrongFor(code, i) });
    await aMinuteLater(student.email);
    const again = await mailedCode(student.email, fresh().ip);
    await run(OP.verifyOtp, { email: student.email, code: wrongFor(again, 1) });
    expect((await peekRateLimit(services.prisma, otpGuessRule(student.email))).allowed).toBe(false);

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

  it('a right code spends no guess: 4 wrong, then the right one, leaves 2 guesses', async () => {
    const student = fresh();
    const code = await mailedCode(student.email, student.ip);
    for (let i = 1; i <= 4; i++) await run(OP.verifyOtp, { email: student.email, code: wrongFor(code, i) });
    const signedIn = await run(OP.verifyOtp, { email: student.email, code }, { ip: student.ip });
    expect(signedIn.errors).toBeUndefined();
    expect((await peekRateLimit(services.prisma, otpGuessRule(student.email))).count).toBe(4);
    // malformed entries cannot be right, so they do not spend guesses (they still count on the code)
    await aMinuteLater(student.email);
    await mailedCode(student.email, student.ip);
    expect((await run(OP.verifyOtp, { email: student.email, code: '12345' })).code).toBe('INVALID_CODE');
    expect((await peekRateLimit(services.prisma, otpGuessRule(student.email))).count).toBe(4);
  });
});
