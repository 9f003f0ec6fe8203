// What the short load tests in CI share (issue 9): a throwaway database on the test PostgreSQL server
// and a folder for the gateways' logs, made before the file's tests and removed after them, and a run
// that prints its report before the test asserts on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { formatReport, type LoadOptions, type LoadReport, runLoad } from './run.ts';

/** Registers the file's setup; the function it returns runs one load with the given options. */
export function loadRunsInThisFile(
  label: string,
): (options: Omit<LoadOptions, 'databaseUrl' | 'logDir'>) => Promise<LoadReport> {
  let database: ThrowawayPostgres;
  let logDir: string;
  beforeAll(async () => {
    database = await createThrowawayPostgres();
    logDir = mkdtempSync(path.join(tmpdir(), `campus-swap-${label}-`));
  });
  afterAll(async () => {
    await database?.drop();
    if (logDir) rmSync(logDir, { recursive: true, force: true });
  });
  return async (options) => {
    const full: LoadOptions = { ...options, databaseUrl: database.url, logDir };
    const report = await runLoad(full);
    console.info(formatReport(report, full));
    return report;
  };
}
