// The migrations build the schema on both back ends, apply once, and refuse an edited migration.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { applyMigrations, listMigrations } from './migrations.ts';
import { openTestDatabase } from './testing/test-database.ts';

describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates every table of schema.prisma and lets Prisma use them', async () => {
    const db = await openTestDatabase();
    try {
      const user = await db.prisma.user.create({ data: { email: 'a@rutgers.edu' } });
      const listing = await db.prisma.listing.create({
        data: { userId: user.id, type: 'DORM', campusWant: ['Busch', 'Livingston'], dormWant: [] },
      });
      expect(listing.campusWant).toEqual(['Busch', 'Livingston']);
      await expect(
        db.prisma.listing.create({ data: { userId: user.id, type: 'PARKING' } }),
      ).rejects.toThrow();
      expect(await db.prisma.rateLimitBucket.count()).toBe(0);
    } finally {
      await db.drop();
    }
  });
});

describe('migration runner', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps embedded data across a restart and applies nothing twice', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-pglite-'));
    dirs.push(dir);
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.prisma.user.create({ data: { email: 'kept@rutgers.edu' } });
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(await second.prisma.user.findUnique({ where: { email: 'kept@rutgers.edu' } })).not.toBeNull();
    } finally {
      await second.close();
    }
  });

  it('applies pending migrations in order, once, and refuses a migration edited after it ran', async () => {
    const db = new PGlite();
    try {
      const migrations = listMigrations();
      expect(migrations.length).toBeGreaterThan(0);
      expect(await applyMigrations(db, migrations)).toEqual(migrations.map((m) => m.name));
      expect(await applyMigrations(db, migrations)).toEqual([]);
      const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
      await expect(applyMigrations(db, edited)).rejects.toThrow(/was changed after it was applied/);
    } finally {
      await db.close();
    }
  });

  it('rolls back a failing migration entirely', async () => {
    const db = new PGlite();
    try {
      const broken = [
        { name: '0001_broken', checksum: 'x', sql: 'CREATE TABLE "T" (id int); SELECT nope();' },
      ];
      await expect(applyMigrations(db, broken)).rejects.toThrow(/0001_broken failed/);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'T'`,
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});
