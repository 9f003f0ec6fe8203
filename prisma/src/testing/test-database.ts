// A fresh, migrated database for one test file: embedded PGlite in memory by default, or, when
// TEST_DATABASE_URL points at a PostgreSQL server, a throwaway database created on it (so test
// files can run in parallel) and dropped afterwards.
import { type Database, openDatabase } from '../database.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

export type TestDatabase = Database & { url: string | null; drop(): Promise<void> };

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { ...db, url: null, drop: db.close };
  }
  const throwaway = await createThrowawayPostgres(adminUrl);
  const db = await openDatabase({ kind: 'postgresql', url: throwaway.url, poolSize: 5 });
  return {
    ...db,
    url: throwaway.url,
    drop: async () => {
      await db.close();
      await throwaway.drop();
    },
  };
}
