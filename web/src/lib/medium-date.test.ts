import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediumDate } from './medium-date.ts';

const src = path.resolve(import.meta.dirname, '..');

describe('dates without an Intl formatter at load', () => {
  it("spells the campus's medium date the way Intl's en-US in America/New_York does", () => {
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });
    const instants = ['2026-01-05T09:00:00Z', '2026-11-20T23:59:00Z', '2027-12-31T00:00:00Z'].map(Date.parse);
    // every hour around this year's and next year's changes of daylight time, and a year of noons and midnights
    for (const change of [
      '2026-03-08T07:00:00Z',
      '2026-11-01T06:00:00Z',
      '2027-03-14T07:00:00Z',
      '2027-11-07T06:00:00Z',
    ])
      for (let h = -30; h <= 30; h++)
        instants.push(Date.parse(change) + h * 3_600_000 - 60_000, Date.parse(change) + h * 3_600_000);
    for (let d = 0; d < 366; d++)
      instants.push(Date.UTC(2026, 0, 1 + d, 4, 30), Date.UTC(2026, 0, 1 + d, 3, 59));
    for (const time of instants)
      expect(mediumDate(new Date(time)), new Date(time).toISOString()).toBe(medium.format(time));
  });

  it('writes the same day whatever time zone the reader (or the server) is in', () => {
    // 03:30 UTC on Nov 21 is still Nov 20 on campus (EST, UTC-5)
    expect(mediumDate(new Date('2026-11-21T03:30:00Z'))).toBe('Nov 20, 2026');
  });

  // A formatter made at a module's top level loads the locale data while the module evaluates: twice it
  // was most of the signed-in chunk's evaluation on a phone (ADR 162, ADR 255). Make it in the
  // function that formats, or write the format out (mediumDate).
  it('no module of the web app makes an Intl object at its top level', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(src, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(path.join(src, file), 'utf8');
      if (/^(?:export )?(?:const|let|var) [^\n]*new Intl\./m.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
