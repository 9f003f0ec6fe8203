// Database work per request (ADR 030, issue 22): PostgreSQL's own counters for the benchmark's
// database (pg_stat_database: transactions committed, rows updated, inserted and deleted) around N
// sequential requests of one gateway, with nothing else connected to that database doing work but
// the gateway's two LISTEN connections (a heartbeat every 15 s). Each request kind is measured with
// the gateway's memory on (sessions and unchanged answers cached, ADR 150) and, as the baseline in
// the same run, with it off, which is how every request ran before.
import pg from 'pg';
import { loadConfig } from '@campus-swap/gateway/config';
import { createLogger } from '@campus-swap/gateway/logger';
import { startServer } from '@campus-swap/gateway/server';
import { createSession } from '@campus-swap/schema/services/sessions';
import { CARDS_ONLY_MATCHES_DOCUMENT } from '../lib/documents.ts';
import { type Call, createClient } from '../lib/load.ts';
import { countStatements } from '../lib/statement-counter.ts';
import { ADMIN_URL, QUICK, sleep, untilLive } from '../lib/stack.ts';

const REQUESTS = QUICK ? 50 : 200;
/** PostgreSQL 15 backends flush their statistics when idle for 10 s. */
const FLUSH_MS = 11_500;

export type Cost = {
  name: string;
  aim: string;
  transactions: number;
  rowsWritten: number;
  /** counted at the driver in the gateway's process, memory on: exact, no flush delay */
  driver: { statements: number; transactions: number };
  /** transactions per request with the memory off (before ADR 150), same run */
  baseline: number;
};

/** `call` and `before` for the run's viewer: each run has its own student, so that no run meets the
 * signed-in rate limit (600 a minute per student, ADR 031) that 2 × 7 runs of one student would. */
type Viewer = { id: string; auth: Record<string, string> };
type Kind = { name: string; aim: string; call: (viewer: Viewer) => Call; before?: (viewer: Viewer) => void };

export async function measureCosts(databaseUrl: string, viewerIds: readonly string[]): Promise<Cost[]> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const stats = new pg.Client({ connectionString: ADMIN_URL });
  await stats.connect();
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
    }),
    createLogger('silent'),
  );
  const { freshness } = server.services;
  const client = createClient(server.url, 1);
  try {
    await untilLive(freshness);
    const viewers: Viewer[] = [];
    for (const id of viewerIds) {
      viewers.push({
        id,
        auth: { authorization: `Bearer ${await createSession(server.db.prisma, id, 'OTP')}` },
      });
    }
    const graphql =
      (query: string) =>
      (viewer: Viewer): Call => ({
        method: 'POST',
        path: '/graphql',
        headers: viewer.auth,
        body: JSON.stringify({ query }),
      });
    const matchesByRest = (viewer: Viewer): Call => ({ path: '/api/matches', headers: viewer.auth });
    // a change of the viewer's own (a reveal to them, their own write) before each read: the answer
    // and the cached session go, so both are read again
    const changed = (viewer: Viewer) => freshness.viewerChanged(viewer.id);
    // another student's change (as a listing edit moves the index's version): only the answer goes
    const othersChanged = () => server.answers.clear();
    const kinds: Kind[] = [
      {
        name: 'signed-out { __typename }',
        aim: '0',
        call: () => ({ method: 'POST', path: '/graphql', body: '{"query":"{ __typename }"}' }),
      },
      { name: 'authenticated { __typename } (trivial)', aim: '0', call: graphql('{ __typename }') },
      {
        name: 'GraphQL matches, full card (the outside harness), unchanged',
        aim: '0',
        call: graphql(CARDS_ONLY_MATCHES_DOCUMENT),
      },
      {
        name: 'GET /api/matches (full documented answer), unchanged',
        aim: '0',
        call: matchesByRest,
      },
      {
        name: "GraphQL matches, full card, after another student's change",
        aim: '≤ 1',
        call: graphql(CARDS_ONLY_MATCHES_DOCUMENT),
        before: othersChanged,
      },
      {
        name: "GET /api/matches, after another student's change",
        aim: '≤ 1',
        call: matchesByRest,
        before: othersChanged,
      },
      {
        name: "GET /api/matches, after a change of the viewer's own (their session is read again too)",
        aim: '≤ 1 + 1',
        call: matchesByRest,
        before: changed,
      },
    ];
    // memory on, then off (every request reads the database, as before ADR 150), for each kind
    const runs = kinds.flatMap((kind) => [true, false].map((memory) => ({ kind, memory })));
    const results: { transactions: number; rowsWritten: number }[] = [];
    const driver: { statements: number; transactions: number }[] = [];
    const counter = countStatements();
    let started: { x: number; w: number } | null = null;
    for (const [index, run] of [...runs, null].entries()) {
      const viewer = viewers[index % viewers.length]!;
      // the next run's warm-up request falls into the previous window: at most 1/REQUESTS of noise
      if (run) {
        freshness.setLive(run.memory);
        await client.send(run.kind.call(viewer));
      }
      await sleep(FLUSH_MS);
      const now = await read(stats, database);
      if (started) {
        results.push({
          transactions: (now.x - started.x) / REQUESTS,
          rowsWritten: (now.w - started.w) / REQUESTS,
        });
      }
      if (!run) break;
      started = now;
      const counted = await counter.during(async () => {
        for (let i = 0; i < REQUESTS; i++) {
          run.kind.before?.(viewer);
          const answer = await client.send(run.kind.call(viewer));
          if (answer.status !== 200) throw new Error(`${run.kind.name}: ${answer.status} ${answer.body}`);
        }
      });
      driver.push({
        statements: counted.statements / REQUESTS,
        transactions: counted.transactions / REQUESTS,
      });
    }
    counter.restore();
    freshness.setLive(true);
    const costs: Cost[] = kinds.map((kind, k) => ({
      name: kind.name,
      aim: kind.aim,
      ...results[2 * k]!,
      driver: driver[2 * k]!,
      baseline: results[2 * k + 1]!.transactions,
    }));
    return costs;
  } finally {
    client.close();
    await server.close();
    await stats.end();
  }
}

async function read(stats: pg.Client, database: string): Promise<{ x: number; w: number }> {
  await stats.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await stats.query<{ x: string; w: string }>(
    'SELECT xact_commit AS x, tup_updated + tup_inserted + tup_deleted AS w FROM pg_stat_database WHERE datname = $1',
    [database],
  );
  if (!rows[0]) {
    const all = await stats.query('SELECT datname FROM pg_stat_database');
    throw new Error(`no statistics for ${database}: ${JSON.stringify(all.rows)}`);
  }
  return { x: Number(rows[0].x), w: Number(rows[0].w) };
}
