// Fault under load (issue 9): kill -9 one of two gateways halfway through a short load. The other
// keeps serving every request sent to it (students whose gateway died move to it, as behind a load
// balancer), and afterwards every acknowledged write is present, and every listing is exactly one
// version a student sent (the write in flight on the killed process either committed whole or not
// at all: no partial writes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { formatReport, type LoadOptions, runLoad } from './run.ts';

let database: ThrowawayPostgres;
let logDir: string;

beforeAll(async () => {
  database = await createThrowawayPostgres();
  logDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-kill-test-'));
});
afterAll(async () => {
  await database?.drop();
  if (logDir) rmSync(logDir, { recursive: true, force: true });
});

describe('kill -9 of one gateway under load', () => {
  it('leaves the other serving and no partial or lost acknowledged write', async () => {
    const options: LoadOptions = {
      databaseUrl: database.url,
      students: 40,
      seconds: 12,
      warmupSeconds: 2,
      phases: [2],
      killSecondAt: 5,
      logDir,
    };
    const report = await runLoad(options);
    console.info(formatReport(report, options));
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
