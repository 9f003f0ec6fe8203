import { describe, expect, it } from 'vitest';
import { parseUtcTimestamp } from './read-transaction.ts';

describe('parseUtcTimestamp', () => {
  it("reads a timestamp column's text as UTC, whatever the process's time zone", () => {
    expect(parseUtcTimestamp('2027-03-01 15:04:05.678').toISOString()).toBe('2027-03-01T15:04:05.678Z');
    expect(parseUtcTimestamp('2027-03-01 15:04:05').toISOString()).toBe('2027-03-01T15:04:05.000Z');
  });
});
