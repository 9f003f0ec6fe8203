// Accounts (test-support/src/accounts-harness.ts): setting a password after a code sign-in, signing in by password,
// the scrypt-to-argon2id rehash and the sign-in lock.
import { describe, expect, it } from 'vitest';
import {
  fresh,
  mailedCode,
  OP,
  run,
  services,
  signUpByCode,
  studentWithPassword,
  useAccountServices,
} from '@campus-swap/test-support/accounts-harness';
import { hashPasswordScrypt, verifyPassword } from './password.ts';
import { createApiToken } from './api-tokens.ts';
import {
  LOGIN_DEVICE_LIMIT,
  LOGIN_EMAIL_LIMIT,
  loginAttemptRule,
  loginEmailRule,
  otpMinuteRule,
} from './auth-limits.ts';
import { deriveDeviceKey, issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';
import { resetRateLimit } from './rate-limit.ts';
import { createSession, findViewer } from './sessions.ts';

useAccountServices();

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
    // the answer says that the other session (Google) was signed out; the caller's own is replaced
    expect(set.data!.setPassword).toMatchObject({
      hasPassword: true,
      hasProfile: false,
      otherSessionsRevoked: 1,
    });
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

  it('resetting a forgotten password signs out every other device, keeps this browser and the API tokens', async () => {
    const { email, ip } = fresh();
    const first = await signUpByCode(email, ip);
    await run(OP.setPassword, { email, password: 'Secret123' }, { token: first, ip });
    const laptop = (await run(OP.login, { email, password: 'Secret123' }, { ip })).data!.login
      .token as string;
    const phone = (await run(OP.login, { email, password: 'Secret123' }, { ip })).data!.login.token as string;
    const user = await services.prisma.user.findUniqueOrThrow({ where: { email } });
    const { token: apiToken } = await createApiToken(services.prisma, user.id, {
      name: 'script',
      scope: 'READ',
    });

    // "forgot password" on a third browser: a code, then the new password
    await resetRateLimit(services.prisma, otpMinuteRule(email, `ip:${ip}`).key);
    const otp = (await run(OP.verifyOtp, { email, code: await mailedCode(email, ip) }, { ip })).data!
      .verifyOtp.token as string;
    const reset = await run(OP.setPassword, { email, password: 'Better456' }, { token: otp, ip });
    expect(reset.errors).toBeUndefined();
    // the first password session (first setPassword), the laptop and the phone
    expect(reset.data!.setPassword.otherSessionsRevoked).toBe(3);
    for (const old of [laptop, phone, otp])
      expect((await run(OP.me, {}, { token: old })).data!.me).toBeNull();
    const kept = reset.data!.setPassword.token as string;
    expect((await run(OP.me, {}, { token: kept })).data!.me).toMatchObject({ email });
    expect(reset.jar.issued).toEqual([kept]);
    // personal API tokens survive, as GitHub's do (ADR 147)
    expect((await findViewer(services.prisma, apiToken))?.user.email).toBe(email);
    expect((await run(OP.login, { email, password: 'Secret123' }, { ip })).code).toBe('INVALID_CREDENTIALS');
    expect((await run(OP.login, { email, password: 'Better456' }, { ip })).errors).toBeUndefined();
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

  it('locks the email from one network after 10 failures in 15 minutes, even for the right password', async () => {
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

  it("a stranger's wrong passwords never lock the student out: she signs in from her own network (ADR 281)", async () => {
    const student = await studentWithPassword('Secret123');
    const stranger = fresh();
    for (let i = 0; i < 12; i++)
      await run(OP.login, { email: student.email, password: `Wrong${i}pass` }, stranger);
    expect((await run(OP.login, { email: student.email, password: 'Secret123' }, stranger)).code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    const signedIn = await run(OP.login, { email: student.email, password: 'Secret123' }, student);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.jar.issued).toHaveLength(1);
  });

  it(`holds strangers on many networks to ${LOGIN_EMAIL_LIMIT.limit} attempts a minute per email; the student waits at most that minute`, async () => {
    const student = await studentWithPassword('Secret123');
    for (let i = 0; i < LOGIN_EMAIL_LIMIT.limit; i++) {
      const answer = await run(
        OP.login,
        { email: student.email, password: `Wrong${i}pass` },
        { ip: fresh().ip },
      );
      expect(answer.code).toBe('INVALID_CREDENTIALS');
    }
    const busy = await run(OP.login, { email: student.email, password: 'Secret123' }, student);
    expect(busy.code).toBe('TOO_MANY_ATTEMPTS');
    expect(busy.errors![0]!.message).toMatch(/wait a minute/);
    expect(busy.errors![0]!.extensions!.retryAfter as number).toBeLessThanOrEqual(60);
    // the minute passes
    await resetRateLimit(services.prisma, loginEmailRule(student.email).key);
    expect(
      (await run(OP.login, { email: student.email, password: 'Secret123' }, student)).errors,
    ).toBeUndefined();
  });

  it(`never holds a student who signs in often: only failures count toward the ${LOGIN_EMAIL_LIMIT.limit} a minute`, async () => {
    const student = await studentWithPassword('Secret123');
    // a phone, a laptop and a script of her own: more sign-ins in a minute than the limit
    for (let i = 0; i < LOGIN_EMAIL_LIMIT.limit + 5; i++) {
      const answer = await run(OP.login, { email: student.email, password: 'Secret123' }, student);
      expect(answer.errors).toBeUndefined();
    }
    // failures still count: the stranger's 20 fill the window
    for (let i = 0; i < LOGIN_EMAIL_LIMIT.limit; i++) {
      await run(OP.login, { email: student.email, password: `Wrong${i}pass` }, { ip: fresh().ip });
    }
    expect((await run(OP.login, { email: student.email, password: 'Secret123' }, student)).code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });
});

/** The student's own browser: signed in once by password from her network, keeping the device cookie. */
async function studentOnHerDevice(password: string) {
  const student = await studentWithPassword(password);
  const first = await run(OP.login, { email: student.email, password }, student);
  expect(first.errors).toBeUndefined();
  expect(first.jar.devices).toHaveLength(1);
  const user = await services.prisma.user.findUniqueOrThrow({ where: { email: student.email } });
  return { ...student, userId: user.id, device: first.jar.devices[0]! };
}

describe('device cookies (ADR 313)', () => {
  it('every sign-in hands the browser a device cookie naming the account: code, set-password, password', async () => {
    const { email, ip } = fresh();
    const code = await mailedCode(email, ip);
    const verified = await run(OP.verifyOtp, { email, code }, { ip });
    expect(verified.errors).toBeUndefined();
    const userId = verified.data!.verifyOtp.user.id as string;
    const byCode = verified.jar.devices;
    expect(byCode).toHaveLength(1);
    expect(readDeviceCookie(services.settings.deviceKey, byCode[0])).toMatchObject({ userId });
    const set = await run(
      OP.setPassword,
      { email, password: 'Secret123' },
      { token: verified.data!.verifyOtp.token, ip },
    );
    expect(set.jar.devices).toHaveLength(1);
    const login = await run(OP.login, { email, password: 'Secret123' }, { ip, device: set.jar.devices[0] });
    expect(login.jar.devices).toHaveLength(1);
    // a new nonce at each sign-in
    const nonces = [byCode[0], set.jar.devices[0], login.jar.devices[0]].map(
      (cookie) => readDeviceCookie(services.settings.deviceKey, cookie)!.nonce,
    );
    expect(new Set(nonces).size).toBe(3);
    // a failed attempt hands out nothing
    const wrong = await run(OP.login, { email, password: 'Wrong1234' }, { ip });
    expect(wrong.jar.devices).toEqual([]);
  });

  it("a stranger on the student's network fails 12 times; the student with her device cookie signs in at once", async () => {
    const student = await studentOnHerDevice('Secret123');
    // campus NAT: the stranger's requests come from the student's own address
    const stranger = { ip: student.ip };
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await run(OP.login, { email: student.email, password: `Wrong${i}pass` }, stranger)).code);
    expect(answers).toEqual([
      ...Array(10).fill('INVALID_CREDENTIALS'),
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
    ]);
    // the network is locked for the email, the right password included, without the cookie
    expect((await run(OP.login, { email: student.email, password: 'Secret123' }, stranger)).code).toBe(
      'TOO_MANY_ATTEMPTS',
    );

    const signedIn = await run(
      OP.login,
      { email: student.email, password: 'Secret123' },
      { ip: student.ip, device: student.device },
    );
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.jar.issued).toHaveLength(1);
    expect(signedIn.jar.devices).toHaveLength(1);
    // her sign-in does not refill the stranger's budget on that network
    expect((await run(OP.login, { email: student.email, password: 'Wrong99pass' }, stranger)).code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });

  it("a forged cookie, another account's, or one under another secret is treated as no cookie", async () => {
    const student = await studentOnHerDevice('Secret123');
    const other = await studentOnHerDevice('Other1234');
    for (let i = 0; i < 10; i++)
      await run(OP.login, { email: student.email, password: `Wrong${i}pass` }, { ip: student.ip });
    const [version, userId, nonce, mac] = student.device.split('.');
    const flipped = `${mac!.startsWith('A') ? 'B' : 'A'}${mac!.slice(1)}`;
    const cookies = {
      forged: `${version}.${userId}.${nonce}.${flipped}`,
      'another nonce': `${version}.${userId}.${'x'.repeat(22)}.${mac}`,
      "another account's": other.device,
      'named for her, under another secret': issueDeviceCookie(
        deriveDeviceKey('another server secret, 32 characters long'),
        student.userId,
      ),
      garbage: 'v1.not-a-cookie',
    };
    for (const [kind, device] of Object.entries(cookies)) {
      const answer = await run(
        OP.login,
        { email: student.email, password: 'Secret123' },
        { ip: student.ip, device },
      );
      expect({ kind, code: answer.code }).toEqual({ kind, code: 'TOO_MANY_ATTEMPTS' });
      expect(answer.jar.issued).toEqual([]);
    }
    // the other account's own cookie still works for that account, and hers for her
    expect(
      (
        await run(
          OP.login,
          { email: other.email, password: 'Other1234' },
          { ip: student.ip, device: other.device },
        )
      ).errors,
    ).toBeUndefined();
    expect(
      (
        await run(
          OP.login,
          { email: student.email, password: 'Secret123' },
          { ip: student.ip, device: student.device },
        )
      ).errors,
    ).toBeUndefined();
  });

  it(`a known device has its own budget of ${LOGIN_DEVICE_LIMIT.limit} failures; it spends nothing of the network's or the all-networks limit`, async () => {
    const student = await studentOnHerDevice('Secret123');
    const onDevice = { ip: student.ip, device: student.device };
    for (let i = 0; i < LOGIN_DEVICE_LIMIT.limit; i++) {
      expect((await run(OP.login, { email: student.email, password: `Wrong${i}pass` }, onDevice)).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const held = await run(OP.login, { email: student.email, password: 'Secret123' }, onDevice);
    expect(held.code).toBe('TOO_MANY_ATTEMPTS');
    expect(held.errors![0]!.extensions!.retryAfter as number).toBeLessThanOrEqual(15 * 60);
    // the device's failures were not counted against the email from her network nor everywhere
    const count = async (key: string) =>
      (await services.prisma.rateLimitBucket.findUnique({ where: { key } }))?.count ?? 0;
    expect(await count(loginAttemptRule(student.email, student.ip).key)).toBe(0);
    expect(await count(loginEmailRule(student.email).key)).toBe(0);
    // so the same browser without its cookie (or her phone) still signs in
    expect(
      (await run(OP.login, { email: student.email, password: 'Secret123' }, { ip: student.ip })).errors,
    ).toBeUndefined();
  });

  it(`strangers on many networks fill the ${LOGIN_EMAIL_LIMIT.limit} a minute; the student on her device is not held`, async () => {
    const student = await studentOnHerDevice('Secret123');
    for (let i = 0; i < LOGIN_EMAIL_LIMIT.limit + 2; i++)
      await run(OP.login, { email: student.email, password: `Wrong${i}pass` }, { ip: fresh().ip });
    expect(
      (await run(OP.login, { email: student.email, password: 'Secret123' }, { ip: fresh().ip })).code,
    ).toBe('TOO_MANY_ATTEMPTS');
    const signedIn = await run(
      OP.login,
      { email: student.email, password: 'Secret123' },
      { ip: fresh().ip, device: student.device },
    );
    expect(signedIn.errors).toBeUndefined();
  });
});
