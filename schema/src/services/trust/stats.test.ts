// The campus week of the weekly figures (ADR 184): Monday to Sunday on the campus clock.
import { describe, expect, it } from 'vitest';
import { campusWeek } from './stats.ts';

describe('campusWeek', () => {
  it('is the Monday of the campus week', () => {
    expect(campusWeek(new Date('2026-11-25T15:00:00Z'))).toBe('2026-11-23'); // a Wednesday
    expect(campusWeek(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23'); // Monday 00:00 EST
  });

  it('counts by the campus clock, not UTC', () => {
    // Sunday 23:30 in New Brunswick is Monday 04:30 UTC: still the week before
    expect(campusWeek(new Date('2026-11-30T04:30:00Z'))).toBe('2026-11-23');
    expect(campusWeek(new Date('2026-11-30T05:30:00Z'))).toBe('2026-11-30');
  });
});
