// The documented answer bodies (decisions.md §3) the specs expect, written once.
import { expect } from 'vitest';

/** The keys of an answer, sorted, to compare with a documented key list. */
export const sorted = (o: object) => Object.keys(o).sort();

/** 400 VALIDATION_FAILED: `error` is the first field's message and `fields` holds one per field. */
export function validationFailed(fields: Record<string, string>) {
  return { error: Object.values(fields)[0], code: 'VALIDATION_FAILED', fields };
}

/** Retry-After must be a whole number of seconds within (0, max]. */
export function expectRetryAfter(value: string | null | undefined, max: number): number {
  expect(value).toMatch(/^\d+$/);
  const seconds = Number(value);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(max);
  return seconds;
}

/** The other student on a match card, a swap request and a 3-way swap member (decisions.md §3). */
export const OTHER_STUDENT_KEYS = [
  'userAcademicYear',
  'userAge',
  'userEmail',
  'userInstagram',
  'userLinkedin',
  'userName',
];
