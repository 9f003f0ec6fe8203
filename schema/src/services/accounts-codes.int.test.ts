// Accounts (test-support/src/accounts-harness.ts): sign-up by emailed code, the limits on codes per email, and the
// per-IP limit on auth calls.
import { describe, expect, it } from 'vitest';
import {
  type Browser,
  fresh,
  mailedCode,
  OP,
  run,
  services,
  smtp,
  useAccountServices,
} from '@campus-swap/test-support/accounts-harness';
import { AUTH_IP_LIMIT, otpMinuteRule } from './auth-limits.ts';
import { issueDeviceCookie } from './device-cookie.ts';
import { resetRateLimit } from './rate-limit.ts';

useAccountServices();

describe('sign-up by code', () => {
  it('mails a code over SMTP, creates the account on verification and issues a session', async () => {
    const { email, ip } = fresh();
    expect((await run(OP.checkUser, { email }, { ip })).data!.checkUser).toEqual({
      exists: false,
      hasPassword: false,
    });

    const since = Date.now();
    const requested = await run(OP.requestOtp, { email }, { ip });
    expect(requested.data!.requestOtp).toEqual({ sent: true, expiresInSeconds: 600 });
    const code = await smtp.waitForCode(email, since);
    const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1)!;
    // the subject shows on lock screens: no code in it (ADR 281)
    expect(mail.subject).toBe('Your Campus Swap sign-in code');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');

    // once mailed, the code is kept only as its hash (ADR 281: sealed while its mail is pending)
    const row = await services.prisma.oneTimeCode.findFirstOrThrow({ where: { email } });
    expect(row.codeHash).not.toContain(code);
    expect(row.pendingSealed).toBeNull();

    const verified = await run(OP.verifyOtp, { email, code }, { ip });
    expect(verified.errors).toBeUndefined();
    const payload = verified.data!.verifyOtp;
    expect(payload).toMatchObject({ hasPassword: false, hasProfile: false, user: { email } });
    expect(payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.jar.issued).toEqual([payload.token]);

    const me = await run(OP.me, {}, { token: payload.token });
    expect(me.data!.me).toMatchObject({ email, hasPassword: false, hasProfile: false, termsAccepted: false });
    const session = await services.prisma.session.findFirstOrThrow({ where: { userId: payload.user.id } });
    expect(session.kind).toBe('OTP');
    expect((await run(OP.checkUser, { email }, { ip })).data!.checkUser).toEqual({
      exists: true,
      hasPassword: false,
    });

    // single use
    const again = await run(OP.verifyOtp, { email, code }, { ip });
    expect(again.code).toBe('INVALID_CODE');
    expect(again.errors![0]!.message).toBe('Invalid verification code');
  });

  it('rewrites scarletmail addresses to the primary domain everywhere', async () => {
    const { ip } = fresh();
    const since = Date.now();
    await run(OP.requestOtp, { email: '  JDoe77@ScarletMail.Rutgers.EDU ' }, { ip });
    const code = await smtp.waitForCode('jdoe77@rutgers.edu', since);
    const verified = await run(OP.verifyOtp, { email: 'jdoe77@scarletmail.rutgers.edu', code }, { ip });
    expect(verified.data!.verifyOtp.user.email).toBe('jdoe77@rutgers.edu');
    expect((await run(OP.checkUser, { email: 'JDOE77@rutgers.edu' }, { ip })).data!.checkUser.exists).toBe(
      true,
    );
  });

  it.each(['x@rutgers.edu.evil.com', 'x@evil-rutgers.edu', 'x@rutgers.edu@evil.com', 'x@gmail.com'])(
    'refuses %s with DOMAIN_NOT_ALLOWED and sends nothing',
    async (email) => {
      const { ip } = fresh();
      const before = smtp.mails.length;
      for (const op of [OP.requestOtp, OP.checkUser]) {
        const res = await run(op, { email }, { ip });
        expect(res.code).toBe('DOMAIN_NOT_ALLOWED');
        expect(res.errors![0]!.message).toBe(
          'Please use your Rutgers email address (@rutgers.edu or @scarletmail.rutgers.edu).',
        );
      }
      const login = await run(OP.login, { email, password: 'abcdefg1' }, { ip });
      expect(login.code).toBe('DOMAIN_NOT_ALLOWED');
      expect(smtp.mails.length).toBe(before);
    },
  );

  it('asks for the email and the code when they are missing', async () => {
    const { email, ip } = fresh();
    const noEmail = await run(OP.requestOtp, {}, { ip });
    expect(noEmail.code).toBe('VALIDATION_FAILED');
    expect(noEmail.errors![0]!.message).toBe('Please enter your email address.');
    const noCode = await run(OP.verifyOtp, { email, code: '' }, { ip });
    expect(noCode.code).toBe('VALIDATION_FAILED');
    expect(noCode.errors![0]!.message).toBe('Please enter the verification code.');
  });

  it('refuses an expired code', async () => {
    const { email, ip } = fresh();
    const code = await mailedCode(email, ip);
    // ten minutes pass
    await services.prisma.oneTimeCode.updateMany({
      where: { email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await run(OP.verifyOtp, { email, code }, { ip });
    expect(res.code).toBe('INVALID_CODE');
    expect(res.errors![0]!.message).toBe('This code has expired. Please request a new one.');
  });
});

describe('code limits', () => {
  it('50 concurrent wrong codes count at most 5 and burn the code; the right one then fails', async () => {
    const { email, ip } = fresh();
    const browser: Browser = { ip };
    const code = await mailedCode(email, browser);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => run(OP.verifyOtp, { email, code: wrong }, browser)),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(46);
    const row = await services.prisma.oneTimeCode.findFirstOrThrow({ where: { email } });
    expect(row.attempts).toBe(5);

    const right = await run(OP.verifyOtp, { email, code }, browser);
    expect(right.code).toBe('TOO_MANY_ATTEMPTS');
    expect(right.errors![0]!.extensions!.retryAfter).toBeGreaterThan(0);
    expect(await services.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('wrong codes as aliases of one operation, sent concurrently, are counted the same way', async () => {
    const { email, ip } = fresh();
    const browser: Browser = { ip };
    const code = await mailedCode(email, browser);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const aliases = Array.from(
      { length: 8 },
      (_, i) => `a${i}: verifyOtp(email: $email, code: $wrong) { token }`,
    ).join('\n');
    const document = `mutation($email: String, $wrong: String) { ${aliases} }`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => run(document, { email, wrong }, browser)),
    );
    const codes = results.flatMap((r) => r.errors!.map((e) => e.extensions!.code));
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(4);
    expect((await services.prisma.oneTimeCode.findFirstOrThrow({ where: { email } })).attempts).toBe(5);
    expect((await run(OP.verifyOtp, { email, code }, browser)).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('a wrong code says how many tries are left (extensions.triesLeft), then the 5th is refused (issue 39)', async () => {
    const { email, ip } = fresh();
    const browser: Browser = { ip };
    const code = await mailedCode(email, browser);
    const left: unknown[] = [];
    for (let i = 1; i <= 4; i++) {
      const wrong = await run(
        OP.verifyOtp,
        { email, code: String((Number(code) + i) % 1_000_000).padStart(6, '0') },
        browser,
      );
      expect(wrong.errors![0]!.message).toBe('Invalid verification code');
      left.push(wrong.errors![0]!.extensions!.triesLeft);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    const fifth = await run(
      OP.verifyOtp,
      { email, code: String((Number(code) + 5) % 1_000_000).padStart(6, '0') },
      browser,
    );
    expect(fifth.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('the right code verified 10 times concurrently signs in exactly once', async () => {
    const { email, ip } = fresh();
    const code = await mailedCode(email, ip);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => run(OP.verifyOtp, { email, code }, { ip })),
    );
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) expect(r.code).toBe('INVALID_CODE');
    const user = await services.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(await services.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it('allows one new code a minute and five an hour per email (three without a device cookie of the account), with Retry-After; a new code replaces the old', async () => {
    const { email, ip } = fresh();
    // a student who signed in on this browser before (ADR 313): it holds a device cookie of her account
    const user = await services.prisma.user.create({ data: { email } });
    const device = issueDeviceCookie(services.settings.deviceKey, user.id);
    const first = await mailedCode(email, ip);
    const soon = await run(OP.requestOtp, { email }, { ip });
    expect(soon.code).toBe('RATE_LIMITED');
    const retry = soon.errors![0]!.extensions!.retryAfter as number;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);

    // a minute passes: the minute window ends, the hour window does not
    await resetRateLimit(services.prisma, otpMinuteRule(email, `ip:${ip}`).key);
    let latest = await mailedCode(email, ip);
    if (latest !== first)
      expect((await run(OP.verifyOtp, { email, code: first }, { ip })).code).toBe('INVALID_CODE');
    await resetRateLimit(services.prisma, otpMinuteRule(email, `ip:${ip}`).key);
    latest = await mailedCode(email, ip);
    // the 4th without a device cookie is refused for the rest of the hour (ADR 314) ...
    await resetRateLimit(services.prisma, otpMinuteRule(email, `ip:${ip}`).key);
    const fourth = await run(OP.requestOtp, { email }, { ip });
    expect(fourth.code).toBe('RATE_LIMITED');
    expect(fourth.errors![0]!.extensions!.retryAfter).toBeGreaterThan(60);
    // ... the browser with the device cookie gets the last two
    for (let i = 0; i < 2; i++) {
      await resetRateLimit(services.prisma, otpMinuteRule(email, `ip:${ip}`).key);
      latest = await mailedCode(email, { ip, device });
    }
    await resetRateLimit(services.prisma, otpMinuteRule(email, `ip:${ip}`).key);
    const sixth = await run(OP.requestOtp, { email }, { ip, device });
    expect(sixth.code).toBe('RATE_LIMITED');
    expect(sixth.errors![0]!.extensions!.retryAfter).toBeGreaterThan(60);

    const verified = await run(OP.verifyOtp, { email, code: latest }, { ip });
    expect(verified.errors).toBeUndefined();
  });
});

describe('per-IP limit on auth calls', () => {
  it(`allows ${AUTH_IP_LIMIT.limit} auth calls per IP per 15 minutes, then 429 with Retry-After`, async () => {
    const { email, ip } = fresh();
    for (let i = 0; i < AUTH_IP_LIMIT.limit; i++) {
      const res = await run(OP.checkUser, { email }, { ip });
      expect(res.errors).toBeUndefined();
    }
    for (const op of [OP.checkUser, OP.login, OP.requestOtp]) {
      const res = await run(op, { email, password: 'Secret123' }, { ip });
      expect(res.code).toBe('RATE_LIMITED');
      expect(res.errors![0]!.extensions!.retryAfter).toBeGreaterThan(0);
    }
    // another address behind another IP is unaffected
    expect((await run(OP.checkUser, { email }, { ip: '192.0.2.99' })).errors).toBeUndefined();
  });
});
