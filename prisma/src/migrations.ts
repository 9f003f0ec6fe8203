// Applies prisma/migrations/*/migration.sql in order, once each, on PGlite and PostgreSQL alike.
// Every gateway process runs this at start-up; an advisory lock makes concurrent starts take turns.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const LOCK_ID = 482_119_003; // arbitrary, constant: the advisory lock that serializes migrators

/** The least a migration needs from a connection: run a script, run a parameterized query. */
export type SqlConnection = {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

export type Migration = { name: string; sql: string; checksum: string };

export function listMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{4}_/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Returns the names of the migrations it applied. */
export async function applyMigrations(db: SqlConnection, migrations = listMigrations()): Promise<string[]> {
  await db.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_campus_swap_migrations" (
      "name" TEXT PRIMARY KEY, "checksum" TEXT NOT NULL, "appliedAt" TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const { rows } = await db.query<{ name: string; checksum: string }>(
      'SELECT "name", "checksum" FROM "_campus_swap_migrations"',
    );
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        // An edited migration would leave databases that ran the old text silently different.
        if (checksum !== migration.checksum) {
          throw new Error(
            `migration ${migration.name} was changed after it was applied; add a new one instead`,
          );
        }
        continue;
      }
      await db.exec('BEGIN');
      try {
        await db.exec(migration.sql);
        await db.query('INSERT INTO "_campus_swap_migrations" ("name", "checksum") VALUES ($1, $2)', [
          migration.name,
          migration.checksum,
        ]);
        await db.exec('COMMIT');
      } catch (error) {
        await db.exec('ROLLBACK');
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
}
