import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { parseTextArray, parseUtcTimestamp } from './driver-parsers.ts';

describe('parseUtcTimestamp', () => {
  it("reads a timestamp column's text as UTC, whatever the process's time zone", () => {
    expect(parseUtcTimestamp('2027-03-01 15:04:05.678').toISOString()).toBe('2027-03-01T15:04:05.678Z');
    expect(parseUtcTimestamp('2027-03-01 15:04:05').toISOString()).toBe('2027-03-01T15:04:05.000Z');
    expect(parseUtcTimestamp('2027-12-31 23:59:59.5').toISOString()).toBe('2027-12-31T23:59:59.500Z');
    expect(parseUtcTimestamp('2024-02-29 00:00:00.07').toISOString()).toBe('2024-02-29T00:00:00.070Z');
  });

  it('keeps the milliseconds of a timestamp(3); digits past them (never written by the app) are cut', () => {
    expect(parseUtcTimestamp('2027-03-01 15:04:05.123456').toISOString()).toBe('2027-03-01T15:04:05.123Z');
    expect(parseUtcTimestamp('2027-03-01 15:04:05.001').getTime()).toBe(Date.UTC(2027, 2, 1, 15, 4, 5, 1));
  });

  it('reads the years Date.UTC would shift, and falls back to the ISO parser for other text', () => {
    expect(parseUtcTimestamp('0050-01-01 00:00:00').toISOString()).toBe('0050-01-01T00:00:00.000Z');
    expect(Number.isNaN(parseUtcTimestamp('infinity').getTime())).toBe(true);
  });
});

describe('parseUtcTimestamp against the ISO parser', () => {
  it("reads PostgreSQL's text of 10,000 instants (fractions trimmed as PostgreSQL trims them)", () => {
    let seed = 11;
    for (let i = 0; i < 10_000; i++) {
      seed = (seed * 48271) % 2147483647;
      const iso = new Date(Date.UTC(1000, 0, 1) + Math.floor((seed / 2147483647) * 3e13)).toISOString();
      const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`.replace(/\.?0+$/, (m) =>
        m.startsWith('.') ? '' : m.replace(/0+$/, ''),
      );
      expect(parseUtcTimestamp(text).toISOString(), text).toBe(iso);
    }
  });
});

describe('parseTextArray', () => {
  const general = (text: string) =>
    (pg.types.getTypeParser(1009 as never) as (text: string) => unknown)(text);
  it("reads a text[] as node-postgres's general parser does", () => {
    for (const text of [
      '{}',
      '{a}',
      '{a,b,c}',
      '{"Allen Hall","Quad I"}',
      '{Busch,"College Avenue",Livingston}',
      '{"with \\"quote\\"","back\\\\slash","a,b",""}',
      '{NULL,"NULL",x}',
      '{"Café","日本"}',
      '{"{braces}"}',
      '[0:1]={a,b}',
      '{{a,b},{c,d}}',
    ])
      expect(parseTextArray(text), text).toEqual(general(text));
  });
});
