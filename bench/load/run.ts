// The load run behind `npm run load` and its CI test: N simulated students (mix.ts) against one
// gateway process, then against two, on one throwaway PostgreSQL database; optionally with a fault
// (kill -9 of the second gateway mid-phase). Returns the figures and the verdict of verify.ts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';
import { closeAgents } from './http.ts';
import { KINDS, type Kind, newRecord, runStudent, type Sample } from './mix.ts';
import { seedStudents } from './students.ts';
import { type Verdict, verify } from './verify.ts';

export type LoadOptions = {
  databaseUrl: string;
  students: number;
  seconds: number;
  /** not measured: JIT, pools and the matching index warm up on both gateways */
  warmupSeconds: number;
  /** phases to run, each `seconds` long: 1 gateway, then 2 */
  phases: (1 | 2)[];
  /** kill -9 the second gateway this many seconds into the last phase */
  killSecondAt?: number;
  logDir: string;
  /** extra environment for the gateways (e.g. REDIS_URL) */
  env?: Record<string, string>;
};

export type KindFigures = { count: number; errors: number; p50: number; p99: number };
export type PhaseFigures = {
  gateways: number;
  seconds: number;
  requests: number;
  perSecond: number;
  kinds: Record<Kind, KindFigures>;
  errorsByCode: Record<string, number>;
};
export type LoadReport = {
  phases: PhaseFigures[];
  ratio: number | null;
  verdict: Verdict;
  /** after a kill: answers from the surviving gateway that were not 200 */
  survivorErrors: number;
  survivorAnswersAfterKill: number;
  pass: boolean;
};

const MAX_ITERATIONS = 100_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function figures(samples: Sample[], gateways: number, seconds: number): PhaseFigures {
  const kinds = {} as Record<Kind, KindFigures>;
  for (const kind of KINDS) {
    const mine = samples.filter((s) => s.kind === kind);
    const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
    kinds[kind] = {
      count: mine.length,
      errors: mine.filter((s) => s.status !== 200).length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
    };
  }
  const errorsByCode: Record<string, number> = {};
  for (const s of samples)
    if (s.status !== 200)
      errorsByCode[`${s.status} ${s.code}`] = (errorsByCode[`${s.status} ${s.code}`] ?? 0) + 1;
  return {
    gateways,
    seconds,
    requests: samples.length,
    perSecond: samples.length / seconds,
    kinds,
    errorsByCode,
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  mkdirSync(options.logDir, { recursive: true });
  const env = {
    DATABASE_URL: options.databaseUrl,
    // every simulated student has its own address, as a campus proxy reports them (X-Forwarded-For)
    TRUST_PROXY: 'loopback',
    WORKERS: '2',
    DATABASE_POOL_SIZE: '10',
    RUN_JOBS: 'true',
    ...options.env,
  };
  const gateways: GatewayProcess[] = [];
  try {
    gateways.push(await startGateway(env, { logFile: path.join(options.logDir, 'gateway-1.log') }));
    gateways.push(await startGateway(env, { logFile: path.join(options.logDir, 'gateway-2.log') }));
    const students = await seedStudents(options.databaseUrl, options.students, 'LoadTest123');
    const records = students.map(newRecord);

    const runPhase = async (count: number, seconds: number, samples: Sample[], onStart?: () => void) => {
      const urls = gateways.slice(0, count).map((g) => g.url);
      const until = Date.now() + seconds * 1000;
      onStart?.();
      await Promise.all(
        records.map((record, i) =>
          runStudent({
            gateways: () => urls,
            home: i % count,
            until,
            maxIterations: MAX_ITERATIONS,
            samples,
            record,
            seed: i + 1 + samples.length,
          }),
        ),
      );
    };

    if (options.warmupSeconds > 0) await runPhase(2, options.warmupSeconds, []);

    const phases: PhaseFigures[] = [];
    let killedAt: number | null = null;
    let lastSamples: Sample[] = [];
    for (const [index, count] of options.phases.entries()) {
      const samples: Sample[] = [];
      const started = Date.now();
      let timer: NodeJS.Timeout | null = null;
      const isLast = index === options.phases.length - 1;
      await runPhase(count, options.seconds, samples, () => {
        if (isLast && options.killSecondAt !== undefined && count === 2) {
          timer = setTimeout(() => {
            killedAt = Date.now();
            void gateways[1]!.kill9();
          }, options.killSecondAt * 1000);
        }
      });
      if (timer) clearTimeout(timer);
      phases.push(figures(samples, count, (Date.now() - started) / 1000));
      lastSamples = samples;
    }
    const single = phases.find((p) => p.gateways === 1);
    const double = phases.find((p) => p.gateways === 2);
    const ratio = single && double && killedAt === null ? double.perSecond / single.perSecond : null;

    const afterKill =
      killedAt === null ? [] : lastSamples.filter((s) => s.gateway === 0 && s.at > killedAt! + 100);
    const survivorErrors = afterKill.filter((s) => s.status !== 200).length;
    const verdict = await verify(options.databaseUrl, records, gateways[0]!.url);
    // without a fault every answer must be 200; with one, only the killed gateway may fail
    const unexpected = lastSamples.filter((s) => s.status !== 200 && !(killedAt !== null && s.gateway === 1));
    const earlier = phases
      .slice(0, -1)
      .reduce(
        (sum, p) => sum + p.requests - Object.values(p.kinds).reduce((ok, k) => ok + (k.count - k.errors), 0),
        0,
      );
    const pass =
      verdict.ok &&
      unexpected.length === 0 &&
      earlier === 0 &&
      (killedAt === null || (afterKill.length > 0 && survivorErrors === 0));
    return {
      phases,
      ratio,
      verdict,
      survivorErrors,
      survivorAnswersAfterKill: afterKill.length,
      pass,
    };
  } finally {
    for (const gateway of gateways) await gateway.stop();
    closeAgents();
  }
}

export function formatReport(report: LoadReport, options: LoadOptions): string {
  const lines: string[] = [];
  lines.push(
    `load: ${options.students} students, ${options.seconds} s per phase, PostgreSQL, bearer sessions, one X-Forwarded-For address per student`,
  );
  for (const phase of report.phases) {
    lines.push('');
    lines.push(
      `${phase.gateways} gateway${phase.gateways > 1 ? 's' : ''}: ${phase.requests} requests in ${phase.seconds.toFixed(1)} s = ${phase.perSecond.toFixed(1)} req/s`,
    );
    lines.push('  kind       count   errors   p50 ms   p99 ms');
    for (const kind of KINDS) {
      const k = phase.kinds[kind];
      lines.push(
        `  ${kind.padEnd(9)} ${String(k.count).padStart(6)} ${String(k.errors).padStart(8)} ${k.p50.toFixed(1).padStart(8)} ${k.p99.toFixed(1).padStart(8)}`,
      );
    }
    const errors = Object.entries(phase.errorsByCode);
    lines.push(
      `  errors: ${errors.length === 0 ? 'none' : errors.map(([code, n]) => `${code} ×${n}`).join(', ')}`,
    );
  }
  lines.push('');
  if (report.ratio !== null)
    lines.push(`throughput 2 gateways ÷ 1 gateway: ${report.ratio.toFixed(2)} (aim ≥ 1.6)`);
  if (report.survivorAnswersAfterKill > 0 || options.killSecondAt !== undefined) {
    lines.push(
      `after kill -9 of gateway 2: the other answered ${report.survivorAnswersAfterKill} requests, ${report.survivorErrors} not 200`,
    );
  }
  const c = report.verdict.checked;
  lines.push(
    `checked: ${c.listings} listings, ${c.reveals} acknowledged reveals, ${c.connections} connections, ${c.contactsShown} contacts shown`,
  );
  for (const problem of report.verdict.problems.slice(0, 20)) lines.push(`  problem: ${problem}`);
  lines.push(
    `${report.pass ? 'PASS' : 'FAIL'}: every acknowledged write present and consistent, ${report.pass ? 'no' : 'some'} unexpected errors`,
  );
  return lines.join('\n');
}
