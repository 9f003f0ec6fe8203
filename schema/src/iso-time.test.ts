import { describe, expect, it } from 'vitest';
import { isoString } from './iso-time.ts';

describe('isoString', () => {
  it("is toISOString's text for dates across the years the app stores", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const from = Date.UTC(1000, 0, 1);
    const to = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    for (let i = 0; i < 20_000; i++) {
      const date = new Date(Math.floor(from + random() * (to - from)));
      expect(isoString(date)).toBe(date.toISOString());
    }
    for (const ms of [0, 1, 9, 10, 99, 100, 999]) {
      const date = new Date(Date.UTC(2027, 0, 2, 3, 4, 5, ms));
      expect(isoString(date)).toBe(date.toISOString());
    }
  });

  it('leaves other years and invalid dates to toISOString (six-digit years, RangeError)', () => {
    const early = new Date(Date.UTC(2000, 0, 1));
    early.setUTCFullYear(50);
    expect(isoString(early)).toBe('0050-01-01T00:00:00.000Z');
    expect(isoString(new Date(-1e15))).toBe(new Date(-1e15).toISOString());
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
