// Fault under load (issue 9): kill -9 one of two gateways halfway through a short load. The other
// keeps serving every request sent to it (students whose gateway died move to it, as behind a load
// balancer), and afterwards every acknowledged write is present, and every listing is exactly one
// version a student sent (the write in flight on the killed process either committed whole or not
// at all: no partial writes).
import { describe, expect, it } from 'vitest';
import { loadRunsInThisFile } from './in-test.ts';

const runLoad = loadRunsInThisFile('kill-test');

describe('kill -9 of one gateway under load', () => {
  it('leaves the other serving and no partial or lost acknowledged write', async () => {
    const report = await runLoad({
      students: 40,
      seconds: 12,
      warmupSeconds: 2,
      phases: [2],
      killSecondAt: 5,
    });
    expect(report.verdict.problems).toEqual([]);
    expect(report.survivorAnswersAfterKill).toBeGreaterThan(0);
    expect(report.survivorErrors).toBe(0);
    // the kill was felt: some requests to the killed gateway failed
    expect(Object.keys(report.phases[0]!.errorsByCode).some((code) => code.startsWith('0 CONNECTION'))).toBe(
      true,
    );
    expect(report.pass).toBe(true);
  }, 300_000);
});
