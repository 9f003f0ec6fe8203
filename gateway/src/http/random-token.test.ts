import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token.ts';

describe('randomToken', () => {
  it('hands out base64url text of the asked length, never the same bytes twice, across pool refills', () => {
    // 1,000 × 24 bytes is about four pools
    const tokens = Array.from({ length: 1000 }, () => randomToken(24));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('uses every bit: over many tokens each base64url character shows up', () => {
    const seen = new Set(Array.from({ length: 400 }, () => randomToken(24)).join(''));
    expect(seen.size).toBe(64);
  });

  it('refuses more than a pool', () => {
    expect(() => randomToken(10_000)).toThrow(RangeError);
  });
});
