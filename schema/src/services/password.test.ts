import { describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMS,
  hashPassword,
  HASH_SLOTS,
  hashPasswordScrypt,
  inHashSlot,
  needsRehash,
  PASSWORD_MESSAGES,
  passwordProblem,
  SCRYPT_PARAMS,
  verifyPassword,
} from './password.ts';

describe('passwordProblem', () => {
  it.each([
    ['', PASSWORD_MESSAGES.required],
    [undefined, PASSWORD_MESSAGES.required],
    ['abc1234', 'Password must be at least 8 characters long.'],
    ['abcdefgh', 'Password must contain at least 1 letter and 1 number.'],
    ['12345678', 'Password must contain at least 1 letter and 1 number.'],
    ['abcd 1234', 'Password must contain at least 1 letter and 1 number.'],
    ['abcd-1234', 'Password must contain at least 1 letter and 1 number.'],
    ['pässwort1', 'Password must contain at least 1 letter and 1 number.'],
    [`a1${'x'.repeat(63)}`, 'Password must be at most 64 characters long.'],
  ])('%j -> %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['abcdefg1', 'P@ssw0rd!', `a1${'x'.repeat(62)}`, 'A1@$!%*#?&'])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('uses the spec messages for required and too short', () => {
    expect(PASSWORD_MESSAGES.required).toBe('Please enter a password.');
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 8 characters long.');
  });
});

describe('hashPassword / verifyPassword', () => {
  it('hashes with argon2id at OWASP parameters (m=19 MiB, t=2, p=1) in PHC format, and verifies', async () => {
    const stored = await hashPassword('Secret123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(stored).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('Secret124', stored)).toBe(false);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(ARGON2_PARAMS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts: the same password hashes differently', async () => {
    const a = await hashPassword('Secret123');
    const b = await hashPassword('Secret123');
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('Secret123', b)).toBe(true);
  });

  it('still verifies scrypt hashes made before argon2id, and marks them for rehashing', async () => {
    const legacy = await hashPasswordScrypt('Secret123', { N: 1024, r: 8, p: 1 });
    expect(legacy.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Secret123', legacy)).toBe(true);
    expect(await verifyPassword('Secret124', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    const full = await hashPasswordScrypt('Secret123');
    expect(full.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(await verifyPassword('Secret123', full)).toBe(true);
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    // two scrypt runs at N=2^17 (~0.35 s of CPU each) outlast the 5 s default on a loaded machine
  }, 30_000);

  it('marks argon2id hashes at other parameters for rehashing', async () => {
    const stored = await hashPassword('Secret123');
    const weaker = stored.replace('m=19456,t=2,p=1', 'm=4096,t=2,p=1');
    expect(needsRehash(weaker)).toBe(true);
    // changed parameters, same digest: no longer the same hash
    expect(await verifyPassword('Secret123', weaker)).toBe(false);
  });

  it('refuses malformed, tampered or hostile hashes', async () => {
    const stored = await hashPassword('Secret123');
    const scryptHash = await hashPasswordScrypt('Secret123', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('Secret123', 'plain:Secret123')).toBe(false);
    expect(await verifyPassword('Secret123', scryptHash.replace('scrypt$1024', 'scrypt$2048'))).toBe(false);
    expect(await verifyPassword('Secret123', scryptHash.replace('scrypt$1024', `scrypt$${2 ** 30}`))).toBe(
      false,
    );
    expect(await verifyPassword('Secret123', `${scryptHash.slice(0, scryptHash.lastIndexOf('$'))}$`)).toBe(
      false,
    );
    expect(await verifyPassword('Secret123', `${stored.slice(0, -4)}AAAA`)).toBe(false);
    expect(await verifyPassword('Secret123', stored.replace('m=19456', 'm=4000000'))).toBe(false);
    expect(await verifyPassword('Secret123', '$argon2id$v=19$nonsense')).toBe(false);
    expect(needsRehash('$argon2id$v=19$nonsense')).toBe(true);
  });

  it('runs at most HASH_SLOTS hashes at once, in arrival order, and every queued one completes', async () => {
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const work = (i: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      order.push(i);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (i === 2) throw new Error('a failed hash frees its slot too');
      return i;
    };
    const count = HASH_SLOTS * 3 + 2;
    const results = await Promise.allSettled(Array.from({ length: count }, (_, i) => inHashSlot(work(i))));
    expect(peak).toBe(HASH_SLOTS);
    expect(order).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(count - 1);
    // and the slots are all free again
    expect(await inHashSlot(async () => 'free')).toBe('free');
  });

  it('does not block the event loop while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 2);
    await Promise.all([hashPassword('Secret123'), hashPassword('Secret123'), hashPassword('Secret123')]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });
});
