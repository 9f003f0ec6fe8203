import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode } from './otp.ts';

describe('one-time codes', () => {
  it('are 6 digits and vary', async () => {
    const codes = await Promise.all(Array.from({ length: 200 }, () => generateCode()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored as a salted HMAC, never in plain', () => {
    const stored = hashCode('123456');
    expect(stored).not.toContain('123456');
    expect(stored).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(hashCode('123456')).not.toBe(stored);
    expect(codeMatches('123456', stored)).toBe(true);
    expect(codeMatches('123457', stored)).toBe(false);
    expect(codeMatches('', stored)).toBe(false);
    expect(codeMatches('123456', 'garbage')).toBe(false);
  });
});
