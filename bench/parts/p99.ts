// The p99 of a computed matches answer at 5 clients on 1,000 listings (issue 22, ADR 153): every read is
// of a student whose answer this gateway has not kept, so it queries PostgreSQL and computes the cards.
// The same-run baseline: with BENCH_BASELINE=<another checkout, with its own node_modules>, that
// checkout's gateway on the same database, measured in alternate rounds (each round the order flips, so
// neither always meets the warmer machine); without it, the trivial authenticated request at 5 clients
// on this gateway.
import { readFileSync } from 'node:fs';
import { createSession } from '@campus-swap/schema/services/sessions';
import { type ChildServer, startChild } from '../lib/child.ts';
import { type Call, createClient, type LoadResult, percentile, runLoad } from '../lib/load.ts';
import { PRODUCTION, QUICK, sleep } from '../lib/stack.ts';
import { againstAim, type Figure, type Shared } from './types.ts';

const CLIENTS = 5;
const ROUNDS = QUICK ? 2 : 4;
/** the first students warm each server up (JIT, pools, the index); the rest are each read once per server */
const WARM_STUDENTS = 100;

type Side = { name: string; server: ChildServer; runs: LoadResult[]; cpuMs: number };

/**
 * CPU time (user + system) a process has used, in ms, from /proc (Linux; NaN elsewhere): the gateway's
 * own work per read, which the machine's other load changes far less than it changes latency.
 */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const merge = (runs: LoadResult[]) => {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    count: latencies.length,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
};

const fmt = (r: ReturnType<typeof merge>, cpu: number) =>
  `CPU ${(cpu / r.count).toFixed(2)} ms per read, p99 ${r.p99.toFixed(1)} ms, p50 ${r.p50.toFixed(1)} ms, max ${r.max.toFixed(0)} ms, ${r.rps.toFixed(0)} req/s (${r.count} reads, ${r.errors} errors)`;

export async function measureComputedP99(shared: Shared): Promise<Figure[]> {
  const ids = shared.studentIds;
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 20) {
    const chunk = ids.slice(i, i + 20);
    tokens.push(...(await Promise.all(chunk.map((id) => createSession(shared.prisma, id, 'OTP')))));
  }
  const perRound = Math.floor((ids.length - WARM_STUDENTS) / ROUNDS);
  const matches = (student: number): Call => ({
    path: '/api/matches',
    headers: { authorization: `Bearer ${tokens[student]!}` },
  });
  const trivial = (student: number): Call => ({
    method: 'POST',
    path: '/graphql',
    headers: { authorization: `Bearer ${tokens[student]!}` },
    body: '{"query":"{ __typename }"}',
  });
  const env = { ...PRODUCTION, DATABASE_URL: shared.databaseUrl, RUN_JOBS: 'false', LOG_LEVEL: 'silent' };
  const baselineRoot = process.env.BENCH_BASELINE;
  const sides: Side[] = [
    { name: 'this build', server: await startChild('gateway', env), runs: [], cpuMs: 0 },
  ];
  if (baselineRoot)
    sides.push({
      name: `baseline ${baselineRoot}`,
      server: await startChild('gateway', env, baselineRoot),
      runs: [],
      cpuMs: 0,
    });
  const trivialRuns: LoadResult[] = [];
  try {
    for (const side of sides) {
      const warm = createClient(side.server.url, CLIENTS);
      try {
        for (let i = 0; i < WARM_STUDENTS; i += CLIENTS) {
          await Promise.all(
            Array.from({ length: CLIENTS }, (_, k) => warm.send(matches((i + k) % WARM_STUDENTS))),
          );
        }
      } finally {
        warm.close();
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      const first = WARM_STUDENTS + round * perRound;
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        // the round's students' sessions cached (as for a student whose answer another's change
        // invalidated): the timed read is the answer's computation, not the session lookup
        const sessions = createClient(side.server.url, CLIENTS);
        try {
          for (let i = 0; i < perRound; i += CLIENTS)
            await Promise.all(
              Array.from({ length: Math.min(CLIENTS, perRound - i) }, (_, k) =>
                sessions.send(trivial(first + i + k)),
              ),
            );
        } finally {
          sessions.close();
        }
        await sleep(200);
        const cpuBefore = cpuMs(side.server.pid);
        side.runs.push(
          await runLoad(side.server.url, {
            connections: CLIENTS,
            seconds: 60,
            maxRequests: perRound,
            next: (i) => matches(first + i),
          }),
        );
        side.cpuMs += cpuMs(side.server.pid) - cpuBefore;
      }
      if (!baselineRoot)
        trivialRuns.push(
          await runLoad(sides[0]!.server.url, {
            connections: CLIENTS,
            seconds: 60,
            maxRequests: perRound,
            next: (i) => trivial(first + i),
          }),
        );
    }
  } finally {
    for (const side of sides) await side.server.stop();
  }
  const mine = merge(sides[0]!.runs);
  const baseline = baselineRoot ? merge(sides[1]!.runs) : merge(trivialRuns);
  const what = `${shared.listings.toLocaleString('en-US')} listings, ${CLIENTS} clients, ${ROUNDS} alternate rounds`;
  return [
    againstAim(
      {
        name: `GET /api/matches p99 (computed answers: each read a student this gateway has not kept), ${what} (ms)`,
        ratio: mine.p99,
        figure: fmt(mine, sides[0]!.cpuMs),
        baseline: baselineRoot
          ? `${sides[1]!.name}: ${fmt(baseline, sides[1]!.cpuMs)}`
          : `authenticated { __typename }: ${fmt(baseline, Number.NaN)}`,
      },
      '≤',
      50,
    ),
    ...(baselineRoot
      ? [
          {
            name: 'computed matches p50, this build ÷ baseline build (same run, alternate rounds)',
            ratio: mine.p50 / baseline.p50,
            aim: '(lower is better)',
            met: true,
            figure: `p50 ${mine.p50.toFixed(1)} ms; p99 ratio ${(mine.p99 / baseline.p99).toFixed(2)}; CPU per read ratio ${(sides[0]!.cpuMs / mine.count / (sides[1]!.cpuMs / baseline.count)).toFixed(2)}`,
            baseline: `p50 ${baseline.p50.toFixed(1)} ms`,
          },
        ]
      : []),
  ];
}
