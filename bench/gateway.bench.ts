// `npm run bench` (gateway part, issues 9 and 22): the cost of a request and the aims of issue 9, each ratio
// beside the baseline it was measured against in this same run, on a throwaway PostgreSQL database
// (BENCH_DATABASE_URL's server) and on an embedded PGlite. BENCH_QUICK=1 runs a smaller version.
// Prints the ratios first, then the database work per request. Bounded loops only.
import os from 'node:os';
import { openDatabase } from '@campus-swap/prisma/database';
import { createSeeder } from './lib/seed.ts';
import { createThrowawayDatabase, pgSql, QUICK } from './lib/stack.ts';
import pg from 'pg';
import { measureCosts } from './parts/costs.ts';
import { measureLoginStorm } from './parts/logins.ts';
import { measureOverhead } from './parts/overhead.ts';
import { measureComputedP99 } from './parts/p99.ts';
import { measureScale, SMALL } from './parts/scale.ts';
import type { Figure } from './parts/types.ts';

const VIEWERS = 20;
/** BENCH_PARTS=costs,overhead,p99,logins,scale runs only those (all by default). */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'costs,overhead,p99,logins,scale').split(','));
/** the machine's load average (1 min) now: every figure is printed with the load it was measured at */
const load = () => os.loadavg()[0]!.toFixed(1);

async function main(): Promise<void> {
  const started = Date.now();
  const database = await createThrowawayDatabase('gateway');
  const db = await openDatabase({ kind: 'postgresql', url: database.url, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => {}); // the database is dropped with FORCE at the end
  const figures: Figure[] = [];
  let costs: Awaited<ReturnType<typeof measureCosts>> = [];
  try {
    const seed = createSeeder(pgSql(pool));
    const viewerIds = await seed(VIEWERS);
    const studentIds = [...viewerIds, ...(await seed(SMALL - VIEWERS))];
    await pool.query('ANALYZE');
    const shared = { databaseUrl: database.url, prisma: db.prisma, viewerIds, studentIds, listings: SMALL };
    console.info(`bench: ${QUICK ? 'quick' : 'full'} run; PostgreSQL database seeded with ${SMALL} listings`);

    if (PARTS.has('costs')) {
      costs = await measureCosts(database.url, viewerIds);
      console.info('bench: database work per request measured');
    }
    if (PARTS.has('overhead')) {
      figures.push(...(await measureOverhead(shared)));
      console.info(`bench: gateway and REST overhead measured (load ${load()})`);
    }
    if (PARTS.has('p99')) {
      const loadBefore = load();
      figures.push(...(await measureComputedP99(shared)));
      console.info(`bench: computed matches p99 measured (load ${loadBefore} before, ${load()} after)`);
    }
    if (PARTS.has('logins')) {
      figures.push(...(await measureLoginStorm(shared)));
      console.info('bench: login storm measured');
    }
    if (PARTS.has('scale')) {
      const grow = async (n: number) => void (await seed(n));
      figures.push(...(await measureScale({ url: database.url, viewerIds, grow })));
    }
  } finally {
    await pool.end();
    await db.close();
    await database.drop();
  }

  const f = (n: number) => (Math.abs(n) >= 10 ? n.toFixed(0) : n.toFixed(2));
  console.info(
    [
      '',
      `## Gateway (issues 9, 22) — ${QUICK ? 'BENCH_QUICK' : 'full'} run, ${((Date.now() - started) / 1000).toFixed(0)} s, Node.js ${process.version}, load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')} at the end`,
      '',
      '| ratio / figure | aim | met | what | measured | baseline in the same run |',
      '|---:|---|---|---|---|---|',
      ...figures.map(
        (x) =>
          `| **${f(x.ratio)}** | ${x.aim} | ${x.met ? 'yes' : 'NO'} | ${x.name} | ${x.figure} | ${x.baseline} |`,
      ),
      '',
      '| request | aim (transactions) | transactions per request (pg_stat_database) | at the driver: transactions / statements | rows written per request | transactions with memory off (baseline, same run) |',
      '|---|---|---:|---:|---:|---:|',
      ...costs.map(
        (c) =>
          `| ${c.name} | ${c.aim} | ${c.transactions.toFixed(2)} | ${c.driver.transactions.toFixed(2)} / ${c.driver.statements.toFixed(2)} | ${c.rowsWritten.toFixed(2)} | ${c.baseline.toFixed(2)} |`,
      ),
      '',
      'Transactions are counted by PostgreSQL (pg_stat_database.xact_commit). On e53c848 (issue 22) they were 1 (trivial), 4 (GraphQL matches), 7 (GET /api/matches).',
      '',
      'Figures are from one 2-core machine shared with other work: compare the ratios, not absolute numbers.',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
