// A fresh, migrated database for one test file: embedded PGlite in memory by default, or, when
// TEST_DATABASE_URL points at a PostgreSQL server, a throwaway database created on it (so test
// files can run in parallel) and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../database.ts';

export type TestDatabase = Database & { url: string | null; drop(): Promise<void> };

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { ...db, url: null, drop: db.close };
  }
  const name = `campus_swap_t_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgresql', url: url.toString(), poolSize: 5 });
  return {
    ...db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
