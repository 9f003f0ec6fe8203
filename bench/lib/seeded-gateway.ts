// One in-process gateway on a throwaway PostgreSQL database of 1,000 listings (or `listings`), with sessions for the
// first 20 listings' students: what the matches profilers (profile-matches.ts, alloc-matches.ts) read.
import pg from 'pg';
import { loadConfig } from '@campus-swap/gateway/config';
import { createLogger } from '@campus-swap/gateway/logger';
import { startServer } from '@campus-swap/gateway/server';
import { createSession } from '@campus-swap/schema/services/sessions';
import { createClient } from './load.ts';
import { createSeeder } from './seed.ts';
import { createThrowawayDatabase, pgSql, untilLive } from './stack.ts';

export type SeededGateway = {
  server: Awaited<ReturnType<typeof startServer>>;
  client: ReturnType<typeof createClient>;
  /** bearer tokens of the 20 viewers */
  tokens: string[];
  close(): Promise<void>;
};

/** `purpose` names the throwaway database (campus_swap_bench_<purpose>_…); `listings`: how many (≥ 20). */
export async function startSeededGateway(purpose: string, listings = 1_000): Promise<SeededGateway> {
  const database = await createThrowawayDatabase(purpose);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      UNSUBSCRIBE_SECRET: 'x'.repeat(40),
      PORT: '0',
      DATABASE_URL: database.url,
      RUN_JOBS: 'false',
      LOG_LEVEL: 'silent',
    }),
    createLogger('silent'),
  );
  const client = createClient(server.url, 1);
  const close = async () => {
    client.close();
    await server.close();
    await pool.end();
    await database.drop();
  };
  try {
    await untilLive(server.services.freshness);
    const seed = createSeeder(pgSql(pool));
    const viewers = await seed(20);
    await seed(listings - 20);
    // as autovacuum would soon after a bulk load: PostgreSQL plans for the tables' real size
    await pool.query('ANALYZE');
    await server.services.matchingIndex.reload();
    const tokens = await Promise.all(viewers.map((id) => createSession(server.db.prisma, id, 'OTP')));
    return { server, client, tokens, close };
  } catch (error) {
    await close();
    throw error;
  }
}
