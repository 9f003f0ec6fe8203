import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediumDate } from './medium-date.ts';

const src = path.resolve(import.meta.dirname, '..');

describe('dates without an Intl formatter at load', () => {
  it("spells the medium date the way Intl's en-US does", () => {
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    for (const iso of ['2026-01-05T09:00:00', '2026-11-20T23:59:00', '2027-12-31T00:00:00']) {
      const date = new Date(iso);
      expect(mediumDate(date)).toBe(medium.format(date));
    }
  });

  // A formatter made at a module's top level loads the locale data while the module evaluates: twice it
  // was most of the signed-in chunk's evaluation on a phone (ADR 162, ADR 164 step 5). Make it in the
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
