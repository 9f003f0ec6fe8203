// `LOAD_FAULT=smtp|slowdb|redis|oidc|push npm run load` (issue 28): one gateway process under the
// student mix (mix.ts) for LOAD_SECONDS; the fault starts a third of the way in and ends at two thirds.
// Prints the answers by status before, during and after the fault (the mix's and the fault's own
// traffic beside it), the time to recover (from the fault's end to the last answer that was not a
// success), and lost and doubled writes (verify.ts for the listings and reveals, plus what the fault
// adds: code mails, Google sessions, pushes). What each fault does: fault-plans.ts, fault-oidc.ts,
// fault-push.ts. Bounded: every loop stops by count and by time; every server is on 127.0.0.1.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startGateway } from '@campus-swap/test-support/gateway-process';
import { closeAgents } from './http.ts';
import { newRecord, runStudent, type Sample } from './mix.ts';
import { oidcPlan } from './fault-oidc.ts';
import { redisPlan, slowDbPlan, smtpPlan } from './fault-plans.ts';
import { pushPlan } from './fault-push.ts';
import { seedStudents } from './students.ts';
import { verify } from './verify.ts';

export const FAULTS = ['smtp', 'slowdb', 'redis', 'oidc', 'push'] as const;
export type Fault = (typeof FAULTS)[number];
export type FaultOptions = { databaseUrl: string; students: number; seconds: number; logDir: string };

export type Window = 'before' | 'during' | 'after';
export const WINDOWS: readonly Window[] = ['before', 'during', 'after'];

/**
 * One answer of the fault's own traffic (a code request, a Google sign-in leg, a push service's
 * answer): `status` is the gateway's HTTP status (0: no answer), null when it is not a gateway answer.
 */
export type SideSample = { label: string; ok: boolean; at: number; status: number | null };

export type RunContext = {
  options: FaultOptions;
  gatewayUrl: string;
  /** the end of the run (the mix and the side traffic stop starting work then); 0 until it starts */
  until: number;
  faultStart: number;
  /** when the fault ended (the run's end until then) */
  faultEnd: number;
  side: SideSample[];
  studentIds: string[];
};

export type Settled = {
  lines: string[];
  /** what the fault itself adds to the lost and doubled counts, and what it calls them */
  lost: number;
  doubled: number;
  what: string;
  /** anything else that must not happen (printed with the lines; any fails the run) */
  problems?: string[];
};

/** What a fault does around the common run. */
export type FaultPlan = {
  /** the gateway's environment beside the database's */
  env: Record<string, string>;
  /** the gateway's port, when the plan must know it first (a sign-in redirect URI) */
  port?: number;
  /** the fault holds at most this long (default: the middle third) */
  maxHoldMs?: number;
  /** after the students are seeded, before the mix */
  prepare?(run: RunContext): Promise<void>;
  begin(run: RunContext): Promise<void>;
  end(run: RunContext): Promise<void>;
  /** the fault's own traffic beside the mix, until run.until */
  beside?(run: RunContext): Promise<void>;
  /** after the mix (may wait, bounded, for retries): its lines and its lost and doubled writes */
  settle?(run: RunContext, windowOf: (at: number) => Window): Promise<Settled>;
  close(): Promise<void>;
};

const MAX_ITERATIONS = 100_000;
const PLANS: Record<Fault, (options: FaultOptions) => Promise<FaultPlan>> = {
  smtp: smtpPlan,
  slowdb: slowDbPlan,
  redis: redisPlan,
  oidc: oidcPlan,
  push: pushPlan,
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runFault(
  fault: Fault,
  options: FaultOptions,
): Promise<{ report: string; pass: boolean }> {
  mkdirSync(options.logDir, { recursive: true });
  const third = (options.seconds * 1000) / 3;
  const plan = await PLANS[fault](options);
  const gateway = await startGateway(
    {
      DATABASE_URL: options.databaseUrl,
      TRUST_PROXY: 'loopback',
      DATABASE_POOL_SIZE: '10',
      RUN_JOBS: 'true',
      ...plan.env,
    },
    { logFile: path.join(options.logDir, 'gateway-fault.log'), ...(plan.port ? { port: plan.port } : {}) },
  ).catch(async (error: unknown) => {
    await plan.close();
    throw error;
  });
  try {
    const students = await seedStudents(options.databaseUrl, options.students, 'LoadTest123');
    const records = students.map(newRecord);
    const samples: Sample[] = [];
    const run: RunContext = {
      options,
      gatewayUrl: gateway.url,
      until: 0,
      faultStart: 0,
      faultEnd: 0,
      side: [],
      studentIds: students.map((s) => s.id),
    };
    // before the clock starts: preparing (a second gateway) must not eat the window before the fault
    await plan.prepare?.(run);
    const started = Date.now();
    run.until = started + options.seconds * 1000;
    run.faultStart = started + third;
    run.faultEnd = run.until;
    const faultLoop = async () => {
      await sleep(run.faultStart - Date.now());
      await plan.begin(run);
      await sleep(Math.min(third, plan.maxHoldMs ?? third));
      await plan.end(run);
      run.faultEnd = Date.now();
    };
    await Promise.all([
      faultLoop(),
      plan.beside?.(run),
      ...records.map((record, i) =>
        runStudent({
          gateways: () => [gateway.url],
          home: 0,
          until: run.until,
          maxIterations: MAX_ITERATIONS,
          samples,
          record,
          seed: i + 1,
        }),
      ),
    ]);
    const faultEnd = run.faultEnd;
    const windowOf = (at: number): Window =>
      at < run.faultStart ? 'before' : at < faultEnd ? 'during' : 'after';
    // first: it may wait (bounded) for retries, and add the fault's own answers
    const settled = (await plan.settle?.(run, windowOf)) ?? { lines: [], lost: 0, doubled: 0, what: '' };
    const counts: Record<Window, Record<string, number>> = { before: {}, during: {}, after: {} };
    const all = [
      ...samples.map((s) => ({
        key: `${s.status}${s.code ? ` ${s.code}` : ''}`,
        ok: s.status === 200,
        ...s,
      })),
      ...run.side.map((s) => ({ key: s.label, ...s })),
    ];
    for (const s of all) {
      const w = counts[windowOf(s.at)];
      w[s.key] = (w[s.key] ?? 0) + 1;
    }
    const lastBad = all.filter((s) => !s.ok && s.at >= faultEnd).map((s) => s.at);
    const recoveryMs = lastBad.length === 0 ? 0 : Math.max(...lastBad) - faultEnd;
    const verdict = await verify(options.databaseUrl, records, gateway.url);
    const internal = all.filter((s) => s.status === 500 || s.status === 0).length;
    const lines = [
      `fault ${fault}: ${options.students} students + ${run.side.length} answers of the fault's own traffic, ${options.seconds} s, fault from ${(third / 1000).toFixed(1)} s to ${((faultEnd - started) / 1000).toFixed(1)} s`,
      ...WINDOWS.map(
        (w) =>
          `  ${w.padEnd(6)} ${Object.entries(counts[w])
            .map(([k, n]) => `${k} ×${n}`)
            .join(', ')}`,
      ),
      ...settled.lines.map((line) => `  ${line}`),
      `  recovered ${(recoveryMs / 1000).toFixed(1)} s after the fault ended (last answer that was not a success)`,
      `  lost writes ${verdict.problems.length + settled.lost} (listings/reveals ${verdict.problems.length}${settled.what ? `, ${settled.what} ${settled.lost}` : ''}), doubled ${settled.doubled}`,
      ...verdict.problems.slice(0, 10).map((p) => `  problem: ${p}`),
    ];
    const pass =
      verdict.ok &&
      settled.lost === 0 &&
      settled.doubled === 0 &&
      (settled.problems ?? []).length === 0 &&
      internal === 0;
    lines.push(
      `${pass ? 'PASS' : 'FAIL'}: no lost or doubled writes, no 500 or dropped answer (${internal})`,
    );
    return { report: lines.join('\n'), pass };
  } finally {
    await gateway.stop();
    await plan.close();
    closeAgents();
  }
}
