// The short version of `npm run load` (issue 9), run in CI: 40 students for 10 s against one gateway,
// then two, on PostgreSQL; every answer 200, and afterwards every acknowledged write present and
// consistent (verify.ts). The figures themselves are printed, not asserted (speed is for the bench).
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
  logDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-load-test-'));
});
afterAll(async () => {
  await database?.drop();
  if (logDir) rmSync(logDir, { recursive: true, force: true });
});

describe('npm run load, short', () => {
  it('serves 40 students on one and on two gateways without an error and loses no acknowledged write', async () => {
    const options: LoadOptions = {
      databaseUrl: database.url,
      students: 40,
      seconds: 10,
      warmupSeconds: 2,
      phases: [1, 2],
      logDir,
    };
    const report = await runLoad(options);
    console.info(formatReport(report, options));
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
