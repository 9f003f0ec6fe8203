import { describe, expect, it } from 'vitest';
import {
  hashPassword,
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
  it('hashes at OWASP parameters in a self-describing format, and verifies', async () => {
    const stored = await hashPassword('Secret123');
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(parts[4]!, 'base64')).toHaveLength(16);
    expect(stored).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('Secret124', stored)).toBe(false);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('salts: the same password hashes differently', async () => {
    const params = { N: 1024, r: 8, p: 1 };
    const a = await hashPassword('Secret123', params);
    const b = await hashPassword('Secret123', params);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('Secret123', b)).toBe(true);
  });

  it('refuses malformed or tampered hashes', async () => {
    const stored = await hashPassword('Secret123', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('Secret123', 'plain:Secret123')).toBe(false);
    expect(await verifyPassword('Secret123', stored.replace('scrypt$1024', 'scrypt$2048'))).toBe(false);
    expect(await verifyPassword('Secret123', stored.replace('scrypt$1024', `scrypt$${2 ** 30}`))).toBe(false);
    expect(await verifyPassword('Secret123', `${stored.slice(0, stored.lastIndexOf('$'))}$`)).toBe(false);
  });

  it('does not block the event loop while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await hashPassword('Secret123');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });
});
