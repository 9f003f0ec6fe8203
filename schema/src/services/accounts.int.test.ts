// The account system end to end through the real schema, in-process, on a migrated database, with
// codes delivered by the production mailer over SMTP to a real receiver on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../constants.ts';
import { createTestServices, runOperation, type TestServices } from '@campus-swap/test-support/test-services';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { purgeDeletedAccounts } from './account-purge.ts';
import { AUTH_IP_LIMIT, otpMinuteRule } from './auth-limits.ts';
import { hashPasswordScrypt, verifyPassword } from './password.ts';
import { resetRateLimit } from './rate-limit.ts';
import { createSession } from './sessions.ts';

const OP = {
  checkUser: 'query($email: String) { checkUser(email: $email) { exists hasPassword } }',
  requestOtp: 'mutation($email: String) { requestOtp(email: $email) { sent expiresInSeconds } }',
  verifyOtp: `mutation($email: String, $code: String) {
    verifyOtp(email: $email, code: $code) { token hasPassword hasProfile user { id email } } }`,
  setPassword: `mutation($email: String, $password: String) {
    setPassword(email: $email, password: $password) { token hasPassword hasProfile } }`,
  login: `mutation($email: String, $password: String) {
    login(email: $email, password: $password) { token hasPassword hasProfile user { email } } }`,
  acceptTerms: 'mutation($version: String) { acceptTerms(version: $version) { success } }',
  setupProfile: `mutation($input: ProfileInput!) {
    setupProfile(input: $input) { success user { name age year instagram linkedin hasProfile } } }`,
  updateProfile: `mutation($input: ProfileInput!) {
    updateProfile(input: $input) { success user { name age year instagram linkedin } } }`,
  deleteAccount: 'mutation { deleteAccount { success } }',
  me: 'query { me { id email hasPassword hasProfile termsAccepted termsVersion termsAcceptedAt } }',
};

let services: TestServices;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let sequence = 0;
/** A fresh address and client IP per test, so that per-email and per-IP limits stay apart. */
const fresh = () => {
  sequence += 1;
  return {
    email: `student${sequence}@rutgers.edu`,
    ip: `10.0.${Math.floor(sequence / 250)}.${sequence % 250}`,
  };
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  services = await createTestServices({ smtpUrl: smtp.smtpUrl });
});
afterAll(async () => {
  await services?.close();
  await smtp?.close();
});

const run = (
  op: string,
  variables: Record<string, unknown> = {},
  client: { token?: string | null; ip?: string } = {},
) => runOperation(services, op, variables, client);

async function mailedCode(email: string, ip: string): Promise<string> {
  const since = Date.now();
  const res = await run(OP.requestOtp, { email }, { ip });
  expect(res.errors).toBeUndefined();
  return smtp.waitForCode(email, since);
}

async function signUpByCode(email: string, ip: string): Promise<string> {
  const code = await mailedCode(email, ip);
  const res = await run(OP.verifyOtp, { email, code }, { ip });
  expect(res.errors).toBeUndefined();
  return res.data!.verifyOtp.token as string;
}

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
    expect(mail.subject).toBe(`Your Campus Swap code: ${code}`);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');

    // the code is never stored in plain
    const row = await services.prisma.oneTimeCode.findFirstOrThrow({ where: { email } });
    expect(row.codeHash).not.toContain(code);

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
    const code = await mailedCode(email, ip);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => run(OP.verifyOtp, { email, code: wrong }, { ip })),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(46);
    const row = await services.prisma.oneTimeCode.findFirstOrThrow({ where: { email } });
    expect(row.attempts).toBe(5);

    const right = await run(OP.verifyOtp, { email, code }, { ip });
    expect(right.code).toBe('TOO_MANY_ATTEMPTS');
    expect(right.errors![0]!.extensions!.retryAfter).toBeGreaterThan(0);
    expect(await services.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('wrong codes as aliases of one operation, sent concurrently, are counted the same way', async () => {
    const { email, ip } = fresh();
    const code = await mailedCode(email, ip);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const aliases = Array.from(
      { length: 8 },
      (_, i) => `a${i}: verifyOtp(email: $email, code: $wrong) { token }`,
    ).join('\n');
    const document = `mutation($email: String, $wrong: String) { ${aliases} }`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => run(document, { email, wrong }, { ip })),
    );
    const codes = results.flatMap((r) => r.errors!.map((e) => e.extensions!.code));
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(4);
    expect((await services.prisma.oneTimeCode.findFirstOrThrow({ where: { email } })).attempts).toBe(5);
    expect((await run(OP.verifyOtp, { email, code }, { ip })).code).toBe('TOO_MANY_ATTEMPTS');
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

  it('allows one new code a minute and five an hour per email, with Retry-After; a new code replaces the old', async () => {
    const { email, ip } = fresh();
    const first = await mailedCode(email, ip);
    const soon = await run(OP.requestOtp, { email }, { ip });
    expect(soon.code).toBe('RATE_LIMITED');
    const retry = soon.errors![0]!.extensions!.retryAfter as number;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);

    // a minute passes: the minute window ends, the hour window does not
    await resetRateLimit(services.prisma, otpMinuteRule(email).key);
    let latest = await mailedCode(email, ip);
    if (latest !== first)
      expect((await run(OP.verifyOtp, { email, code: first }, { ip })).code).toBe('INVALID_CODE');
    for (let i = 0; i < 3; i++) {
      await resetRateLimit(services.prisma, otpMinuteRule(email).key);
      latest = await mailedCode(email, ip);
    }
    await resetRateLimit(services.prisma, otpMinuteRule(email).key);
    const sixth = await run(OP.requestOtp, { email }, { ip });
    expect(sixth.code).toBe('RATE_LIMITED');
    expect(sixth.errors![0]!.extensions!.retryAfter).toBeGreaterThan(60);

    const verified = await run(OP.verifyOtp, { email, code: latest }, { ip });
    expect(verified.errors).toBeUndefined();
  });
});

describe('passwords', () => {
  it('sets a password within 10 minutes of a code sign-in, revoking the other sessions', async () => {
    const { email, ip } = fresh();
    const otpToken = await signUpByCode(email, ip);
    const user = await services.prisma.user.findUniqueOrThrow({ where: { email } });
    const otherToken = await createSession(services.prisma, user.id, 'GOOGLE');

    const weak = await run(OP.setPassword, { email, password: 'abc' }, { token: otpToken, ip });
    expect(weak.code).toBe('VALIDATION_FAILED');
    expect(weak.errors![0]!.message).toBe('Password must be at least 8 characters long.');
    const noDigit = await run(OP.setPassword, { email, password: 'abcdefgh' }, { token: otpToken, ip });
    expect(noDigit.errors![0]!.message).toBe('Password must contain at least 1 letter and 1 number.');

    const set = await run(OP.setPassword, { email, password: 'Secret123' }, { token: otpToken, ip });
    expect(set.errors).toBeUndefined();
    const token = set.data!.setPassword.token as string;
    expect(set.data!.setPassword).toMatchObject({ hasPassword: true, hasProfile: false });
    expect(token).not.toBe(otpToken);
    expect(set.jar.issued).toEqual([token]);
    expect((await run(OP.me, {}, { token: otpToken })).data!.me).toBeNull();
    expect((await run(OP.me, {}, { token: otherToken })).data!.me).toBeNull();
    expect((await run(OP.me, {}, { token })).data!.me).toMatchObject({ email, hasPassword: true });

    const stored = await services.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // the new session is a password one: it cannot set the password again
    const again = await run(OP.setPassword, { email, password: 'Secret456' }, { token, ip });
    expect(again.code).toBe('UNAUTHENTICATED');
  });

  it('refuses to set a password signed out, from a password session, after 10 minutes, or for another email', async () => {
    const { email, ip } = fresh();
    const otpToken = await signUpByCode(email, ip);
    const user = await services.prisma.user.findUniqueOrThrow({ where: { email } });

    expect((await run(OP.setPassword, { email, password: 'Secret123' }, { ip })).code).toBe(
      'UNAUTHENTICATED',
    );
    const other = fresh();
    const otherEmail = await run(
      OP.setPassword,
      { email: other.email, password: 'Secret123' },
      { token: otpToken, ip },
    );
    expect(otherEmail.code).toBe('UNAUTHENTICATED');

    const passwordToken = await createSession(services.prisma, user.id, 'PASSWORD');
    expect(
      (await run(OP.setPassword, { email, password: 'Secret123' }, { token: passwordToken, ip })).code,
    ).toBe('UNAUTHENTICATED');

    const oldToken = await createSession(services.prisma, user.id, 'OTP');
    await services.prisma.session.updateMany({
      where: { userId: user.id, kind: 'OTP' },
      data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) },
    });
    const stale = await run(OP.setPassword, { email, password: 'Secret123' }, { token: oldToken, ip });
    expect(stale.code).toBe('UNAUTHENTICATED');
    expect((await services.prisma.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBeNull();
  });

  it('signs in by password with a new token each time; wrong and unknown answer INVALID_CREDENTIALS', async () => {
    const { email, ip } = fresh();
    const otpToken = await signUpByCode(email, ip);
    await run(OP.setPassword, { email, password: 'Secret123' }, { token: otpToken, ip });

    const a = await run(OP.login, { email: ` ${email.toUpperCase()} `, password: 'Secret123' }, { ip });
    const b = await run(OP.login, { email, password: 'Secret123' }, { ip });
    expect(a.data!.login).toMatchObject({ hasProfile: false, hasPassword: true, user: { email } });
    expect(a.data!.login.token).not.toBe(b.data!.login.token);
    expect(a.jar.issued).toEqual([a.data!.login.token]);

    const wrong = await run(OP.login, { email, password: 'Secret124' }, { ip });
    expect(wrong.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.errors![0]!.message).toBe('Invalid password. Please try again.');
    const unknown = await run(OP.login, { email: fresh().email, password: 'Secret123' }, { ip });
    expect(unknown.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.errors![0]!.message).toBe('Invalid password. Please try again.');
    const empty = await run(OP.login, { email, password: '' }, { ip });
    expect(empty.errors![0]!.message).toBe('Please enter a password.');
  });

  it('signs in with a scrypt hash from before argon2id and replaces it with argon2id on that sign-in', async () => {
    const { email, ip } = fresh();
    await signUpByCode(email, ip);
    const legacy = await hashPasswordScrypt('Secret123');
    await services.prisma.user.update({ where: { email }, data: { passwordHash: legacy } });

    const wrong = await run(OP.login, { email, password: 'Secret124' }, { ip });
    expect(wrong.code).toBe('INVALID_CREDENTIALS');
    // a failed attempt leaves the old hash alone
    expect((await services.prisma.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBe(legacy);

    const first = await run(OP.login, { email, password: 'Secret123' }, { ip });
    expect(first.errors).toBeUndefined();
    const rehashed = (await services.prisma.user.findUniqueOrThrow({ where: { email } })).passwordHash!;
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Secret123', rehashed)).toBe(true);

    // the new hash signs in, and is kept as it is
    const second = await run(OP.login, { email, password: 'Secret123' }, { ip });
    expect(second.errors).toBeUndefined();
    expect((await services.prisma.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBe(rehashed);
    expect((await run(OP.login, { email, password: 'Secret124' }, { ip })).code).toBe('INVALID_CREDENTIALS');
  });

  it('locks the email after 10 failures in 15 minutes, even for the right password', async () => {
    const { email, ip } = fresh();
    const otpToken = await signUpByCode(email, ip);
    await run(OP.setPassword, { email, password: 'Secret123' }, { token: otpToken, ip });
    for (let i = 0; i < 10; i++) {
      expect((await run(OP.login, { email, password: `Wrong${i}pass` }, { ip })).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const locked = await run(OP.login, { email, password: 'Secret123' }, { ip });
    expect(locked.code).toBe('TOO_MANY_ATTEMPTS');
    const retry = locked.errors![0]!.extensions!.retryAfter as number;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(locked.jar.issued).toEqual([]);
    // another student is not affected
    expect((await run(OP.login, { email: fresh().email, password: 'x1234567' }, { ip })).code).toBe(
      'INVALID_CREDENTIALS',
    );
  });
});

describe('terms and profile', () => {
  it('accepts only the current terms version, signed in', async () => {
    const { email, ip } = fresh();
    expect((await run(OP.acceptTerms, { version: TERMS_VERSION }, { ip })).code).toBe('UNAUTHENTICATED');
    const token = await signUpByCode(email, ip);
    const old = await run(OP.acceptTerms, { version: '2024-01-01' }, { token });
    expect(old.code).toBe('VALIDATION_FAILED');
    const ok = await run(OP.acceptTerms, { version: '2025-01-21' }, { token });
    expect(ok.data!.acceptTerms).toEqual({ success: true });
    const me = (await run(OP.me, {}, { token })).data!.me;
    expect(me).toMatchObject({ termsAccepted: true, termsVersion: '2025-01-21' });
    expect(me.termsAcceptedAt).toEqual(expect.any(String));
  });

  it("validates the profile with the spec's messages and saves it", async () => {
    const { email, ip } = fresh();
    const input = { name: 'Jane Doe', age: 19, year: 'sophomore', instagram: '@jane', linkedin: '' };
    expect((await run(OP.setupProfile, { input }, { ip })).code).toBe('UNAUTHENTICATED');
    const token = await signUpByCode(email, ip);

    const missing = await run(OP.setupProfile, { input: { name: 'Jane' } }, { token });
    expect(missing.code).toBe('VALIDATION_FAILED');
    expect(missing.errors![0]!.message).toBe('Please fill in all fields.');
    expect(missing.errors![0]!.extensions!.fields).toMatchObject({
      age: expect.any(String),
      year: expect.any(String),
    });
    const young = await run(OP.setupProfile, { input: { ...input, age: 15 } }, { token });
    expect(young.errors![0]!.message).toBe('Age must be between 16 and 100.');
    expect(young.errors![0]!.extensions!.fields).toEqual({ age: 'Age must be between 16 and 100.' });

    const saved = await run(OP.setupProfile, { input: { ...input, name: '  Jane Doe ' } }, { token });
    expect(saved.data!.setupProfile).toEqual({
      success: true,
      user: {
        name: 'Jane Doe',
        age: 19,
        year: 'sophomore',
        instagram: '@jane',
        linkedin: null,
        hasProfile: true,
      },
    });
    const updated = await run(
      OP.updateProfile,
      { input: { name: 'Jane D', age: 20, year: 'junior' } },
      { token },
    );
    expect(updated.data!.updateProfile.user).toEqual({
      name: 'Jane D',
      age: 20,
      year: 'junior',
      instagram: '@jane',
      linkedin: null,
    });
    const tooOld = await run(
      OP.updateProfile,
      { input: { name: 'Jane D', age: 101, year: 'junior' } },
      { token },
    );
    expect(tooOld.errors![0]!.message).toBe('Age must be between 16 and 100.');
    await resetRateLimit(services.prisma, otpMinuteRule(email).key);
    const login = await run(OP.verifyOtp, { email, code: await mailedCode(email, ip) }, { ip });
    expect(login.data!.verifyOtp.hasProfile).toBe(true);
  });
});

describe('account deletion', () => {
  it('revokes every session, hides the listing, clears the cookie; purged after 30 days', async () => {
    const { email, ip } = fresh();
    const token = await signUpByCode(email, ip);
    const user = await services.prisma.user.findUniqueOrThrow({ where: { email } });
    const second = await createSession(services.prisma, user.id, 'PASSWORD');
    await services.prisma.listing.create({
      data: {
        userId: user.id,
        type: 'PARKING',
        permitNow: 'Busch - Commuter',
        permitWant: 'Livingston - Resident',
      },
    });

    expect((await run(OP.deleteAccount, {}, { ip })).code).toBe('UNAUTHENTICATED');
    const deleted = await run(OP.deleteAccount, {}, { token });
    expect(deleted.data!.deleteAccount).toEqual({ success: true });
    expect(deleted.jar.cleared).toBe(1);
    expect((await run(OP.me, {}, { token })).data!.me).toBeNull();
    expect((await run(OP.me, {}, { token: second })).data!.me).toBeNull();
    expect(await services.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await services.prisma.listing.findUniqueOrThrow({ where: { userId: user.id } })).active).toBe(
      false,
    );
    expect((await run(OP.checkUser, { email }, { ip })).data!.checkUser.exists).toBe(false);

    expect(await purgeDeletedAccounts(services.prisma, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await services.prisma.user.count({ where: { id: user.id } })).toBe(1);
    expect(
      await purgeDeletedAccounts(services.prisma, new Date(Date.now() + 31 * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await services.prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect(await services.prisma.listing.count({ where: { userId: user.id } })).toBe(0);
  });

  it('signing up again after deletion starts a fresh account', async () => {
    const { email, ip } = fresh();
    const token = await signUpByCode(email, ip);
    await run(OP.setupProfile, { input: { name: 'Old', age: 30, year: 'graduate' } }, { token });
    await run(OP.deleteAccount, {}, { token });
    await resetRateLimit(services.prisma, otpMinuteRule(email).key);
    const again = await run(OP.verifyOtp, { email, code: await mailedCode(email, ip) }, { ip });
    expect(again.data!.verifyOtp).toMatchObject({ hasProfile: false, hasPassword: false });
    expect(await services.prisma.user.count({ where: { email } })).toBe(1);
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
