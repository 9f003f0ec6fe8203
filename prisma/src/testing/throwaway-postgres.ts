// An empty PostgreSQL database for a test that runs gateway processes of its own: a throwaway
// database on the server of TEST_DATABASE_URL when it is set (the PostgreSQL test layer), else a
// private server started for the test (the PGlite layer has no server to borrow).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';

export type ThrowawayPostgres = { url: string; drop(): Promise<void> };

/** `adminUrl`: a server to create the database on (default TEST_DATABASE_URL, else a private one). */
export async function createThrowawayPostgres(
  adminUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<ThrowawayPostgres> {
  const server: PrivatePostgres | null = adminUrl ? null : await startPrivatePostgres();
  const admin = adminUrl ?? server!.url;
  const name = `campus_swap_t_${randomBytes(6).toString('hex')}`;
  await run(admin, `CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      if (server) server.destroy();
      else await run(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
