// Databases that existed while 0009 and 0010 landed applied the migrations in landing order (0011
// and 0012 first, prisma/migrations/landing-order.txt); new databases apply them by number. Both
// orders must build the same schema: tables, columns, defaults, constraints, indexes, enums,
// functions and triggers (docs/decisions/192).
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { landingOrder } from './migration-order.ts';
import { applyMigrations, listMigrations, type Migration } from './migrations.ts';

const CATALOG = {
  columns: `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`,
  constraints: `SELECT conrelid::regclass::text AS t, conname, pg_get_constraintdef(oid) AS def
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`,
  enums: `SELECT t.typname, e.enumlabel, e.enumsortorder FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
    ORDER BY 1, 3`,
  functions: `SELECT proname, prosrc FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1`,
  triggers: `SELECT tgrelid::regclass::text AS t, tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger
    WHERE NOT tgisinternal ORDER BY 1, 2`,
};

async function schemaAfter(migrations: Migration[]): Promise<Record<string, unknown[]>> {
  const db = new PGlite();
  try {
    expect(await applyMigrations(db, migrations)).toEqual(migrations.map((m) => m.name));
    const out: Record<string, unknown[]> = {};
    for (const [part, sql] of Object.entries(CATALOG)) {
      // the runner's own bookkeeping table records the order itself, so it is left out
      out[part] = (await db.query<Record<string, unknown>>(sql)).rows.filter(
        (row) => !Object.values(row).some((value) => String(value).includes('_campus_swap_migrations')),
      );
    }
    return out;
  } finally {
    await db.close();
  }
}

describe('migration order', () => {
  // two empty databases, every migration applied to each: longer than one test's usual minute when
  // the machine is busy
  it('landing order and number order build the same schema', { timeout: 180_000 }, async () => {
    const byNumber = listMigrations();
    const byName = new Map(byNumber.map((m) => [m.name, m]));
    const byLanding = landingOrder().map((name) => byName.get(name)!);
    expect(byLanding.map((m) => m.name)).not.toEqual(byNumber.map((m) => m.name));
    const [numbered, landed] = [await schemaAfter(byNumber), await schemaAfter(byLanding)];
    expect(numbered.columns!.length).toBeGreaterThan(50);
    expect(numbered.triggers!.length).toBeGreaterThan(0);
    expect(landed).toEqual(numbered);
  });
});
