import { describe, expect, it } from 'vitest';
import { backoffMs, campusDay, campusHour, nextCampusDayStart } from './policy.ts';

describe('campus day', () => {
  it('is the New Brunswick calendar day, not the UTC one', () => {
    // 03:30 UTC on 10 March 2026 is still 9 March in New Jersey (UTC-5 before the switch)
    expect(campusDay(new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-09');
    expect(campusDay(new Date('2026-03-10T05:30:00Z'))).toBe('2026-03-10');
    expect(campusHour(new Date('2026-07-01T21:00:00Z'))).toBe(17);
  });

  it('the next day starts at campus midnight, across daylight saving changes too', () => {
    expect(nextCampusDayStart(new Date('2026-01-15T18:00:00Z')).toISOString()).toBe(
      '2026-01-16T05:00:00.000Z',
    );
    expect(nextCampusDayStart(new Date('2026-07-15T18:00:00Z')).toISOString()).toBe(
      '2026-07-16T04:00:00.000Z',
    );
    // 8 March 2026: clocks go forward at 02:00; the next midnight is EDT
    expect(nextCampusDayStart(new Date('2026-03-08T06:00:00Z')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});

describe('backoff', () => {
  it('doubles from one minute and stops at six hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(20)).toBe(6 * 60 * 60 * 1000);
  });
});
