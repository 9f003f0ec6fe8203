// Accounts (test-support/src/accounts-harness.ts): the terms, the profile, and deleting the account.
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../constants.ts';
import { purgeDeletedAccounts } from './account-purge.ts';
import {
  fresh,
  mailedCode,
  OP,
  run,
  services,
  signUpByCode,
  useAccountServices,
} from '@campus-swap/test-support/accounts-harness';
import { otpMinuteRule } from './auth-limits.ts';
import { resetRateLimit } from './rate-limit.ts';
import { createSession } from './sessions.ts';

useAccountServices();

describe('terms and profile', () => {
  it('an Instagram handle of more than 30 characters is refused through GraphQL; 30 after an @ is kept (issue 39)', async () => {
    const { email, ip } = fresh();
    const token = await signUpByCode(email, ip);
    const input = { name: 'Ivy Insta', age: 20, year: 'junior' };
    const long = await run(OP.setupProfile, { input: { ...input, instagram: 'i'.repeat(31) } }, { token });
    expect(long.code).toBe('VALIDATION_FAILED');
    expect(long.errors![0]!.extensions!.fields).toEqual({
      instagram: 'An Instagram handle has at most 30 characters.',
    });
    const ok = await run(
      OP.setupProfile,
      { input: { ...input, instagram: `@${'i'.repeat(30)}` } },
      { token },
    );
    expect(ok.data!.setupProfile.user.instagram).toBe(`@${'i'.repeat(30)}`);
  });

  it('an Instagram handle with other characters than Instagram allows is refused through GraphQL (issue 39)', async () => {
    const { email, ip } = fresh();
    const token = await signUpByCode(email, ip);
    const input = { name: 'Ivy Insta', age: 20, year: 'junior' };
    const url = await run(
      OP.setupProfile,
      { input: { ...input, instagram: 'https://evil.example/x' } },
      { token },
    );
    expect(url.code).toBe('VALIDATION_FAILED');
    expect(url.errors![0]!.extensions!.fields).toEqual({
      instagram: 'An Instagram handle has only letters, numbers, periods and underscores.',
    });
  });

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
    await resetRateLimit(services.prisma, otpMinuteRule(email, `ip:${ip}`).key);
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
    await resetRateLimit(services.prisma, otpMinuteRule(email, `ip:${ip}`).key);
    const again = await run(OP.verifyOtp, { email, code: await mailedCode(email, ip) }, { ip });
    expect(again.data!.verifyOtp).toMatchObject({ hasProfile: false, hasPassword: false });
    expect(await services.prisma.user.count({ where: { email } })).toBe(1);
  });
});
