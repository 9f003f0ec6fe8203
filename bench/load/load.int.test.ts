// The short version of `npm run load` (issue 9), run in CI: 40 students for 10 s against one gateway,
// then two, on PostgreSQL; every answer 200, and afterwards every acknowledged write present and
// consistent (verify.ts). The figures themselves are printed, not asserted (speed is for the bench).
import { describe, expect, it } from 'vitest';
import { loadRunsInThisFile } from './in-test.ts';

const runLoad = loadRunsInThisFile('load-test');

describe('npm run load, short', () => {
  it('serves 40 students on one and on two gateways without an error and loses no acknowledged write', async () => {
    const report = await runLoad({
      students: 40,
      seconds: 10,
      warmupSeconds: 2,
      phases: [1, 2],
    });
    expect(report.verdict.problems).toEqual([]);
    for (const phase of report.phases) {
      expect(phase.errorsByCode).toEqual({});
      for (const kind of ['login', 'matches', 'save', 'edit', 'logout'] as const) {
        expect(phase.kinds[kind].count).toBeGreaterThan(0);
      }
    }
    expect(report.verdict.checked.listings).toBe(40);
    expect(report.verdict.checked.reveals).toBeGreaterThan(0);
    expect(report.pass).toBe(true);
  }, 300_000);
});
