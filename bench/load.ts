// `npm run load`: LOAD_STUDENTS (200) simulated students for LOAD_SECONDS (60) against 1 and then 2
// gateway processes on a throwaway database on LOAD_DATABASE_URL's server (default TEST_DATABASE_URL,
// else the local campus_swap role), dropped afterwards. LOAD_FAULT=kill9 kills the second gateway
// halfway through the two-gateway phase. Prints req/s, p50/p99 per kind, errors, the 2÷1 ratio, the
// consistency checks and a PASS/FAIL line (exit code 1 on FAIL). LOAD_FAULT=smtp|slowdb|redis|oidc|push
// instead runs one gateway with that outage in the middle third (./load/faults.ts): answers by status
// before, during and after, the time to recover, lost and doubled writes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres } from '@campus-swap/prisma/testing/throwaway-postgres';
import { type Fault, FAULTS, runFault } from './load/faults.ts';
import { formatReport, type LoadOptions, runLoad } from './load/run.ts';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const adminUrl =
  process.env.LOAD_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://campus_swap:campus_swap@127.0.0.1:5432/campus_swap';
const fault = process.env.LOAD_FAULT;
if (fault && fault !== 'kill9' && !(FAULTS as readonly string[]).includes(fault)) {
  console.error(`LOAD_FAULT must be kill9 or one of ${FAULTS.join(', ')}`);
  process.exit(2);
}
const database = await createThrowawayPostgres(adminUrl);
const seconds = Math.min(number('LOAD_SECONDS', 60), 600);
const options: LoadOptions = {
  databaseUrl: database.url,
  students: Math.min(number('LOAD_STUDENTS', 200), 2_000),
  seconds,
  warmupSeconds: Math.min(5, seconds / 4),
  phases: process.env.LOAD_FAULT === 'kill9' ? [2] : [1, 2],
  ...(process.env.LOAD_FAULT === 'kill9' ? { killSecondAt: seconds / 2 } : {}),
  logDir: mkdtempSync(path.join(tmpdir(), 'campus-swap-load-')),
  ...(process.env.REDIS_URL ? { env: { REDIS_URL: process.env.REDIS_URL } } : {}),
};
let failed = true;
try {
  if (fault && fault !== 'kill9') {
    // the outage faults of issue 28 (./load/faults.ts): one gateway, the fault in the middle third
    const run = await runFault(fault as Fault, options);
    console.info(run.report);
    failed = !run.pass;
  } else {
    failed = await runPhases();
  }
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);

async function runPhases(): Promise<boolean> {
  const report = await runLoad(options);
  console.info(formatReport(report, options));
  console.info(`gateway logs: ${options.logDir}`);
  return !report.pass;
}
