// Database work per request (ADR 030): PostgreSQL's own counters for the benchmark's database
// (pg_stat_database: transactions committed, rows updated and inserted) around N sequential requests
// of one gateway, with nothing else connected to that database doing work.
import pg from 'pg';
import { loadConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { startServer } from '../../gateway/src/server.ts';
import { createSession } from '../../schema/src/services/sessions.ts';
import { type Call, createClient } from '../lib/load.ts';
import { ADMIN_URL, QUICK, sleep } from '../lib/stack.ts';

const REQUESTS = QUICK ? 50 : 200;
/** PostgreSQL 15 backends flush their statistics when idle for 10 s. */
const FLUSH_MS = 11_500;

export type Cost = { name: string; transactions: number; rowsWritten: number };

export async function measureCosts(databaseUrl: string, viewerId: string): Promise<Cost[]> {
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
  const client = createClient(server.url, 1);
  try {
    const token = await createSession(server.db.prisma, viewerId, 'OTP');
    const read = async () => {
      await sleep(FLUSH_MS);
      await stats.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await stats.query<{ x: string; w: string }>(
        'SELECT xact_commit AS x, tup_updated + tup_inserted + tup_deleted AS w FROM pg_stat_database WHERE datname = $1',
        [database],
      );
      return { x: Number(rows[0]!.x), w: Number(rows[0]!.w) };
    };
    const kinds: [string, (i: number) => Call][] = [
      [
        'signed-out { __typename }',
        () => ({ method: 'POST', path: '/graphql', body: '{"query":"{ __typename }"}' }),
      ],
      [
        'authenticated { __typename }',
        () => ({
          method: 'POST',
          path: '/graphql',
          headers: { authorization: `Bearer ${token}` },
          body: '{"query":"{ __typename }"}',
        }),
      ],
      [
        'authenticated GET /api/matches',
        () => ({ path: '/api/matches', headers: { authorization: `Bearer ${token}` } }),
      ],
    ];
    const costs: Cost[] = [];
    for (const [name, call] of kinds) {
      await client.send(call(0)); // warm
      const before = await read();
      for (let i = 0; i < REQUESTS; i++) {
        const answer = await client.send(call(i));
        if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.body}`);
      }
      const after = await read();
      costs.push({
        name,
        transactions: (after.x - before.x) / REQUESTS,
        rowsWritten: (after.w - before.w) / REQUESTS,
      });
    }
    return costs;
  } finally {
    client.close();
    await server.close();
    await stats.end();
  }
}
