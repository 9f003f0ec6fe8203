// Gateway and REST overhead on PostgreSQL (issue 9): the real gateway and a bare Apollo Server on
// Express serving the same schema, each in its own process, loaded by the same generator in turn.
import { createSession } from '@campus-swap/schema/services/sessions';
import { startChild } from '../lib/child.ts';
import { CARDS_ONLY_MATCHES_DOCUMENT, REST_MATCHES_DOCUMENT } from '../lib/documents.ts';
import { type Call, createClient, type LoadResult, runLoad } from '../lib/load.ts';
import { PRODUCTION, QUICK, sleep } from '../lib/stack.ts';
import { againstAim, type Figure, type Shared } from './types.ts';

const CONNECTIONS = 20;
const SECONDS = QUICK ? 2 : 6;
const ROUNDS = QUICK ? 1 : 2;
const MAX_REQUESTS = 200_000;
/**
 * A timed matches run stops at this many requests (its throughput is still requests ÷ seconds): the
 * runs re-read RETURNING_READERS students within a minute, and on a quiet machine they outran the
 * per-student limit (600 a minute, ADR 031: 429 before the sequential pairs). Each student's minute:
 * 450 reads over the 2 × ROUNDS timed runs, WARM_UP_READS in each of the two warm-up loads, 3 in the
 * warm loop, 4 in the sequential pairs, and the trivial runs' share (spread over every student): under
 * 600 with room to spare (ADR 153; at 550, and warm-ups bounded only by their second, a quiet machine
 * still reached 429).
 */
const matchesRunCap = () => Math.floor((RETURNING_READERS * 450) / (2 * ROUNDS));
const WARM_UP_READS = 10;
/** the students whose matches the throughput runs re-read (see `reader`) */
const RETURNING_READERS = 100;

/** Sums rounds of the same load (interleaved with the other server's, so both see the same noise). */
function combine(results: LoadResult[]): LoadResult {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const count = latencies.length;
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const statuses: Record<number, number> = {};
  for (const r of results)
    for (const [k, v] of Object.entries(r.statuses)) statuses[+k] = (statuses[+k] ?? 0) + v;
  return {
    count,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    statuses,
    seconds,
    rps: count / seconds,
    p50: latencies[Math.floor(count / 2)] ?? Number.NaN,
    p99: latencies[Math.min(count - 1, Math.ceil(count * 0.99) - 1)] ?? Number.NaN,
    latencies,
  };
}

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s (p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.count} requests, ${r.errors} errors)`;

export async function measureOverhead(shared: Shared): Promise<Figure[]> {
  const tokens: string[] = [];
  for (let i = 0; i < shared.studentIds.length; i += 20) {
    const chunk = shared.studentIds.slice(i, i + 20);
    tokens.push(...(await Promise.all(chunk.map((id) => createSession(shared.prisma, id, 'OTP')))));
  }
  const auth = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]!}` });
  // Matches are re-read by a returning population, as on the day and as by the outside harness' 50
  // students: most reads find an unchanged answer. 100 students keep each under the per-student limit
  // (600 a minute, ADR 031) through all the matches runs; the trivial request, ten times faster,
  // spreads over every student. The p99 at 5 clients reads a student not seen before each time: a
  // computed answer.
  const reader = (i: number) => ({ authorization: `Bearer ${tokens[i % RETURNING_READERS]!}` });
  // the trivial request spreads over the students who are not returning readers: at 9,000+ a second
  // its share on the readers' minute took them past the per-student limit in the sequential pairs
  const others = tokens.length - RETURNING_READERS;
  const trivial = (i: number): Call => ({
    method: 'POST',
    path: '/graphql',
    headers: auth(RETURNING_READERS + (i % others)),
    body: '{"query":"{ __typename }"}',
  });
  const bareTrivial = (): Call => ({ method: 'POST', path: '/graphql', body: '{"query":"{ __typename }"}' });
  const restMatches = (i: number): Call => ({ path: '/api/matches', headers: reader(i) });
  const computedMatches = (i: number): Call => ({
    path: '/api/matches',
    headers: auth(RETURNING_READERS + i),
  });
  const graphqlMatches = (i: number): Call => ({
    method: 'POST',
    path: '/graphql',
    headers: reader(i),
    body: JSON.stringify({ query: REST_MATCHES_DOCUMENT }),
  });
  // what the outside harness of issue 22 sends: the full card, without the listing and the swaps
  const harnessMatches = (i: number): Call => ({
    method: 'POST',
    path: '/graphql',
    headers: reader(i),
    body: JSON.stringify({ query: CARDS_ONLY_MATCHES_DOCUMENT }),
  });

  const gateway = await startChild('gateway', {
    ...PRODUCTION,
    DATABASE_URL: shared.databaseUrl,
    RUN_JOBS: 'false',
    LOG_LEVEL: 'silent',
  });
  const bare = await startChild('bare', { NODE_ENV: 'production' });
  try {
    const load = (
      url: string,
      next: (i: number) => Call,
      connections = CONNECTIONS,
      seconds = SECONDS,
      maxRequests = MAX_REQUESTS,
    ) => runLoad(url, { connections, seconds, maxRequests, next });
    // warm-up: JIT, connection pools, the matching index
    await load(gateway.url, trivial, CONNECTIONS, 1);
    await load(gateway.url, restMatches, CONNECTIONS, 1, RETURNING_READERS * WARM_UP_READS);
    await load(gateway.url, harnessMatches, CONNECTIONS, 1, RETURNING_READERS * WARM_UP_READS);
    // every returning reader's answers computed once, so the timed runs measure re-reads
    const warm = createClient(gateway.url, 1);
    try {
      for (let i = 0; i < RETURNING_READERS; i++) {
        for (const call of [restMatches(i), graphqlMatches(i), harnessMatches(i)]) await warm.send(call);
      }
    } finally {
      warm.close();
    }
    await load(bare.url, bareTrivial, CONNECTIONS, 1);

    const gatewayRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    const matchesRuns: LoadResult[] = [];
    const harnessRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRuns.push(await load(bare.url, bareTrivial));
      gatewayRuns.push(await load(gateway.url, trivial));
      matchesRuns.push(await load(gateway.url, restMatches, CONNECTIONS, SECONDS, matchesRunCap()));
      harnessRuns.push(await load(gateway.url, harnessMatches, CONNECTIONS, SECONDS, matchesRunCap()));
    }
    const gw = combine(gatewayRuns);
    const bareResult = combine(bareRuns);
    const matches = combine(matchesRuns);
    const harness = combine(harnessRuns);

    // REST vs GraphQL: the same operation, one client, alternating which goes first (the second of a
    // pair would otherwise always meet a warmer process), so both see the same conditions
    const sequential = QUICK ? 60 : 200;
    const restTimes: number[] = [];
    const graphqlTimes: number[] = [];
    const one = createClient(gateway.url, 1);
    try {
      for (let i = 0; i < sequential; i++) {
        const restFirst = i % 2 === 0;
        const first = await one.send(restFirst ? restMatches(i) : graphqlMatches(i));
        const second = await one.send(restFirst ? graphqlMatches(i) : restMatches(i));
        const [rest, graphql] = restFirst ? [first, second] : [second, first];
        if (rest.status !== 200 || graphql.status !== 200)
          throw new Error(`matches: ${rest.status} / ${graphql.status}`);
        restTimes.push(rest.ms);
        graphqlTimes.push(graphql.ms);
      }
    } finally {
      one.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

    // 5 clients on a quiet server
    await sleep(500);
    const quiet = await runLoad(gateway.url, {
      connections: 5,
      seconds: 60,
      maxRequests: QUICK ? 150 : 500,
      next: computedMatches,
    });

    const restMedian = median(restTimes);
    const graphqlMedian = median(graphqlTimes);
    return [
      againstAim(
        {
          name: `p50 under load: GET /api/matches (full documented answer) ÷ GraphQL matches with the full card (the outside harness' pair, ${CONNECTIONS} connections)`,
          ratio: matches.p50 / harness.p50,
          figure: fmt(matches),
          baseline: fmt(harness),
        },
        '≤',
        1.1,
      ),
      againstAim(
        {
          name: 'GraphQL matches (full card) ÷ authenticated { __typename }, throughput on the same server',
          ratio: harness.rps / gw.rps,
          figure: fmt(harness),
          baseline: fmt(gw),
        },
        '≥',
        0.5,
      ),
      againstAim(
        {
          name: 'gateway overhead: authenticated { __typename } ÷ bare Apollo on Express',
          ratio: gw.rps / bareResult.rps,
          figure: fmt(gw),
          baseline: fmt(bareResult),
        },
        '≥',
        0.5,
      ),
      againstAim(
        {
          name: 'REST overhead: median GET /api/matches ÷ the same document on /graphql (sequential)',
          ratio: restMedian / graphqlMedian,
          figure: `${restMedian.toFixed(2)} ms (${sequential} sequential)`,
          baseline: `${graphqlMedian.toFixed(2)} ms`,
        },
        '≤',
        1.1,
      ),
      againstAim(
        {
          name: 'authenticated GET /api/matches ÷ { __typename }, throughput on the same server',
          ratio: matches.rps / gw.rps,
          figure: fmt(matches),
          baseline: fmt(gw),
        },
        '≥',
        0.5,
      ),
      againstAim(
        {
          name: `GET /api/matches p99 (computed answers: each read a student not seen before), 5 clients, quiet server, ${shared.listings.toLocaleString('en-US')} listings (ms)`,
          ratio: quiet.p99,
          figure: fmt(quiet),
          baseline: `p50 ${quiet.p50.toFixed(1)} ms`,
        },
        '≤',
        50,
      ),
    ];
  } finally {
    await gateway.stop();
    await bare.stop();
  }
}
