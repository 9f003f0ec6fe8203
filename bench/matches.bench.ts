// `npm run bench`: latency of GET /api/matches and POST /api/listings over real HTTP against a real
// gateway on 127.0.0.1, with 1,000 / 20,000 / 100,000 synthetic active listings in PostgreSQL.
//
// Uses a database of its own (`campus_swap_bench_matches_<pid>_<random>`) on the server of BENCH_DATABASE_URL (default
// postgresql://postgres@127.0.0.1:5432/test), created at the start and dropped at the end, so it never
// touches other data. Bounded loops only. Prints one table.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '@campus-swap/gateway/config';
import { createLogger } from '@campus-swap/gateway/logger';
import { startServer } from '@campus-swap/gateway/server';
import { percentile } from './lib/load.ts';
import { createSeeder, type ListingBody } from './lib/seed.ts';
import { createThrowawayDatabase, pgSql, sleep } from './lib/stack.ts';
import { SYNC_OVERLAP_MS } from '@campus-swap/schema/services/matching-index/index-sync';
import { getMatches } from '@campus-swap/schema/services/matching/matches';
import { createSession } from '@campus-swap/schema/services/sessions';

// BENCH_QUICK=1: a small version that runs in seconds
const SIZES = process.env.BENCH_QUICK === '1' ? [1_000, 5_000] : [1_000, 20_000, 100_000];
const VIEWERS = 20;
const WARMUP = 20;
const MATCH_REQUESTS = 300;
const SAVE_REQUESTS = 200;
const SCAN_ITERATIONS = 300;

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

let peakRss = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};

type Row = {
  size: number;
  reloadMs: number;
  scan: { median: number; p99: number };
  service: { median: number; p99: number };
  matches: { median: number; p99: number };
  save: { median: number; p99: number };
  cards: number;
  preferenceCount: number;
  otherCount: number;
  rssMb: number;
};

async function main(): Promise<void> {
  const database = await createThrowawayDatabase('matches');
  const sampler = setInterval(sampleRss, 25);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: database.url,
    RUN_JOBS: 'false',
    // each request claims its own client address, so the per-IP tier does not throttle the benchmark
    // (its database counter is still written on every request, as in production)
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
  });
  const server = await startServer(config, createLogger('silent'));
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const rows: Row[] = [];
  try {
    // the students whose requests are measured
    const seed = createSeeder(pgSql(pool));
    const viewerIds = await seed(VIEWERS);
    const viewerBodies = new Map<string, ListingBody>();
    const viewers: { token: string; body: ListingBody }[] = [];
    for (const id of viewerIds) {
      const token = await createSession(server.db.prisma, id, 'OTP');
      const listing = await server.db.prisma.listing.findUniqueOrThrow({ where: { userId: id } });
      const body: ListingBody = {
        type: listing.type,
        campusNow: listing.campusNow,
        dormNow: listing.dormNow,
        roomTypeNow: listing.roomTypeNow,
        campusWant: listing.campusWant,
        dormWant: listing.dormWant,
        roomTypeWant: listing.roomTypeWant,
        permitNow: listing.permitNow,
        permitWant: listing.permitWant,
        moveWhen: listing.moveWhen,
        flexible: listing.flexible,
      };
      viewerBodies.set(id, body);
      viewers.push({ token, body });
    }

    let request = 0;
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      request++;
      const started = performance.now();
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as Record<string, unknown>;
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return { elapsed, json };
    };

    let seeded = VIEWERS;
    for (const size of SIZES) {
      const seedStarted = performance.now();
      await seed(size - seeded);
      seeded = size;
      await pool.query('ANALYZE');
      const seedMs = performance.now() - seedStarted;
      // a bulk seed is not steady state: let the incremental sync's overlap window pass it by, so each
      // request re-reads only what changed since the previous one (as in production)
      await sleep(SYNC_OVERLAP_MS + 1_000);

      // what start-up and the 10-minute job do
      const reloadStarted = performance.now();
      await server.services.matchingIndex.reload();
      const reloadMs = performance.now() - reloadStarted;
      sampleRss();

      for (let i = 0; i < WARMUP; i++) await call('GET', '/matches', viewers[i % VIEWERS]!.token);

      // the in-memory scan alone (what grows with N)
      const index = server.services.matchingIndex;
      const viewerListings = await server.db.prisma.listing.findMany({
        where: { userId: { in: viewerIds } },
      });
      const scanTimes: number[] = [];
      for (let i = 0; i < SCAN_ITERATIONS; i++) {
        const started = performance.now();
        index.scan(viewerListings[i % viewerListings.length]!, 100);
        scanTimes.push(performance.now() - started);
      }

      // the service alone, in-process (index sync + scan + the card queries), without HTTP and GraphQL
      const serviceTimes: number[] = [];
      for (let i = 0; i < SCAN_ITERATIONS; i++) {
        const started = performance.now();
        await getMatches(server.services, viewerIds[i % VIEWERS]!);
        serviceTimes.push(performance.now() - started);
      }

      const matchTimes: number[] = [];
      let cards = 0;
      let preferenceCount = 0;
      let otherCount = 0;
      for (let i = 0; i < MATCH_REQUESTS; i++) {
        const { elapsed, json } = await call('GET', '/matches', viewers[i % VIEWERS]!.token);
        matchTimes.push(elapsed);
        if (i < VIEWERS) {
          cards += (json.cards as unknown[]).length;
          preferenceCount += json.preferenceCount as number;
          otherCount += json.otherCount as number;
        }
      }
      sampleRss();

      const saveTimes: number[] = [];
      for (let i = 0; i < SAVE_REQUESTS; i++) {
        const viewer = viewers[i % VIEWERS]!;
        const { elapsed } = await call('POST', '/listings', viewer.token, {
          ...viewer.body,
          notes: `save ${i}`,
        });
        saveTimes.push(elapsed);
      }
      sampleRss();

      rows.push({
        size,
        reloadMs,
        scan: stats(scanTimes),
        service: stats(serviceTimes),
        matches: stats(matchTimes),
        save: stats(saveTimes),
        cards: cards / VIEWERS,
        preferenceCount: preferenceCount / VIEWERS,
        otherCount: otherCount / VIEWERS,
        rssMb: peakRss / 1024 / 1024,
      });
      console.info(`seeded ${size} listings in ${(seedMs / 1000).toFixed(1)} s; index holds ${index.size}`);
    }
  } finally {
    clearInterval(sampler);
    await pool.end();
    await server.close();
    await database.drop();
  }

  const f = (n: number) => n.toFixed(2);
  const lines = [
    `Matching at scale, Node.js ${process.version}:`,
    '| listings | GET /api/matches median | p99 | POST /api/listings median | p99 | service only median | p99 | scan only median | p99 | full reload | cards / pref / other (avg) | peak RSS |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.size.toLocaleString('en-US')} | ${f(r.matches.median)} ms | ${f(r.matches.p99)} ms | ${f(r.save.median)} ms | ${f(r.save.p99)} ms | ${f(r.service.median)} ms | ${f(r.service.p99)} ms | ${f(r.scan.median)} ms | ${f(r.scan.p99)} ms | ${r.reloadMs.toFixed(0)} ms | ${r.cards.toFixed(0)} / ${r.preferenceCount.toFixed(0)} / ${r.otherCount.toFixed(0)} | ${r.rssMb.toFixed(0)} MB |`,
    ),
  ];
  const first = rows[0]!;
  const last = rows.at(-1)!;
  lines.push(
    '',
    `ratio ${last.size.toLocaleString('en-US')} / ${first.size.toLocaleString('en-US')}: matches median ${(last.matches.median / first.matches.median).toFixed(2)}, p99 ${(last.matches.p99 / first.matches.p99).toFixed(2)}; save median ${(last.save.median / first.save.median).toFixed(2)}, p99 ${(last.save.p99 / first.save.p99).toFixed(2)}`,
    `peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB; requests sequential over HTTP on 127.0.0.1 (${MATCH_REQUESTS} matches, ${SAVE_REQUESTS} saves per size, ${VIEWERS} viewers, limit 100 per category)`,
  );
  console.info(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
