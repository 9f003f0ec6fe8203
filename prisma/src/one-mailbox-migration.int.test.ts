// Migration 0021 (docs/decisions/283-one-mailbox-one-account-and-reports-that-flag.md) on a database
// that already holds accounts under +tag addresses, as a database that existed before issue 34 may:
// the oldest of each inbox takes the base address when it is free, every other one is closed as a
// deletion closes an account, and addresses with dots are left alone. On PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, listMigrations, type SqlConnection } from './migrations.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from './testing/throwaway-postgres.ts';

const MIGRATION = '0021_one_mailbox_one_account';
const DAY = 24 * 60 * 60 * 1000;
const CREATED = Date.UTC(2026, 8, 1);

let db: SqlConnection;
let close: () => Promise<void>;

async function connect(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    const pglite = new PGlite();
    db = pglite;
    close = () => pglite.close();
    return;
  }
  const throwaway: ThrowawayPostgres = await createThrowawayPostgres();
  const client = new pg.Client({ connectionString: throwaway.url });
  await client.connect();
  db = {
    exec: (sql) => client.query(sql),
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await client.query(sql, params)).rows as T[],
    }),
  };
  close = async () => {
    await client.end();
    await throwaway.drop();
  };
}

type Made = { id: string; listingId: string };

/** A user (`days` after CREATED), with an active listing, a session and an API token. */
async function user(email: string, days: number, extra: { deleted?: boolean; suspended?: boolean } = {}) {
  const id = randomUUID();
  const listingId = randomUUID();
  const at = new Date(CREATED + days * DAY);
  await db.query(
    `INSERT INTO "User" ("id", "email", "createdAt", "updatedAt", "deletedAt", "suspendedAt")
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [id, email, at, extra.deleted ? at : null, extra.suspended ? at : null],
  );
  await db.query(
    `INSERT INTO "Listing" ("id", "userId", "type", "permitNow", "permitWant", "active", "updatedAt")
     VALUES ($1, $2, 'PARKING', 'Busch - Commuter', 'Livingston - Commuter', $3, $4)`,
    [listingId, id, !extra.deleted, at],
  );
  await db.query(
    `INSERT INTO "Session" ("id", "tokenHash", "userId", "kind", "expiresAt") VALUES ($1, $2, $3, 'OTP', $4)`,
    [randomUUID(), `s-${id}`, id, new Date(Date.now() + DAY)],
  );
  await db.query(
    `INSERT INTO "ApiToken" ("id", "userId", "name", "scope", "tokenHash", "prefix", "expiresAt")
     VALUES ($1, $2, 'tool', 'READ', $3, 'cs_x', $4)`,
    [randomUUID(), id, `t-${id}`, new Date(Date.now() + DAY)],
  );
  return { id, listingId } satisfies Made;
}

type Row = { email: string; deleted: boolean; active: boolean; sessions: number; tokens: number };

async function row(made: Made): Promise<Row | null> {
  const { rows } = await db.query<Row>(
    `SELECT u."email", u."deletedAt" IS NOT NULL AS "deleted", l."active",
            (SELECT count(*)::int FROM "Session" s WHERE s."userId" = u."id") AS "sessions",
            (SELECT count(*)::int FROM "ApiToken" a WHERE a."userId" = u."id") AS "tokens"
     FROM "User" u JOIN "Listing" l ON l."userId" = u."id" WHERE u."id" = $1`,
    [made.id],
  );
  return rows[0] ?? null;
}

const kept = (email: string): Row => ({ email, deleted: false, active: true, sessions: 1, tokens: 1 });
const closed = (email: string): Row => ({ email, deleted: true, active: false, sessions: 0, tokens: 0 });

const made: Record<string, Made> = {};

beforeAll(async () => {
  await connect();
  const migrations = listMigrations();
  expect(migrations.map((m) => m.name)).toContain(MIGRATION);
  await applyMigrations(
    db,
    // the database as it was before the migration: the ones after it come after it, as on a real install
    migrations.slice(
      0,
      migrations.findIndex((m) => m.name === MIGRATION),
    ),
  );
  made.ann = await user('ann+swap@rutgers.edu', 0);
  made.bob = await user('bob@rutgers.edu', 0);
  made.bob1 = await user('bob+1@rutgers.edu', 1);
  made.bob2 = await user('bob+2@rutgers.edu', 2);
  made.catOld = await user('cat+a@rutgers.edu', 3);
  made.catNew = await user('cat+b@rutgers.edu', 4);
  made.danGone = await user('dan@rutgers.edu', 0, { deleted: true });
  made.dan = await user('dan+x@rutgers.edu', 5);
  made.dotted = await user('eve.smith@rutgers.edu', 0);
  made.plain = await user('evesmith@rutgers.edu', 1);
  made.fayGone = await user('fay+old@rutgers.edu', 0, { deleted: true });
  made.gus = await user('gus@rutgers.edu', 0, { suspended: true });
  made.gus2 = await user('gus+2@rutgers.edu', 6);
  expect(await applyMigrations(db, migrations)).toEqual(
    migrations.slice(migrations.findIndex((m) => m.name === MIGRATION)).map((m) => m.name),
  );
});
afterAll(async () => {
  await close?.();
});

describe(`migration 0021 on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a lone +tag account takes its base address and keeps listing, session and API token', async () => {
    expect(await row(made.ann!)).toEqual(kept('ann@rutgers.edu'));
  });

  it('beside a live account of the base address, every +tag account is closed; the base is untouched', async () => {
    expect(await row(made.bob!)).toEqual(kept('bob@rutgers.edu'));
    expect(await row(made.bob1!)).toEqual(closed('bob+1@rutgers.edu'));
    expect(await row(made.bob2!)).toEqual(closed('bob+2@rutgers.edu'));
  });

  it('of two +tag accounts of one inbox, the older takes the base address and the younger is closed', async () => {
    expect(await row(made.catOld!)).toEqual(kept('cat@rutgers.edu'));
    expect(await row(made.catNew!)).toEqual(closed('cat+b@rutgers.edu'));
  });

  it('a deleted account holding the base address is purged, as signing in to it again would', async () => {
    expect(await row(made.danGone!)).toBeNull();
    expect(await row(made.dan!)).toEqual(kept('dan@rutgers.edu'));
  });

  it('a suspended account of the base address keeps its +tag account from coming back: closed', async () => {
    expect((await row(made.gus!))?.email).toBe('gus@rutgers.edu');
    expect(await row(made.gus2!)).toEqual(closed('gus+2@rutgers.edu'));
  });

  it('leaves addresses with dots and already deleted accounts alone', async () => {
    expect(await row(made.dotted!)).toEqual(kept('eve.smith@rutgers.edu'));
    expect(await row(made.plain!)).toEqual(kept('evesmith@rutgers.edu'));
    expect(await row(made.fayGone!)).toMatchObject({ email: 'fay+old@rutgers.edu', deleted: true });
  });

  it('no live account keeps a +tag address, and the temporary tables are gone', async () => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "User" WHERE "deletedAt" IS NULL AND split_part("email", '@', 1) LIKE '%+%'`,
    );
    expect(rows[0]!.n).toBe(0);
    const temp = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class WHERE relname IN ('_tagged', '_keeper', '_closed')`,
    );
    expect(temp.rows[0]!.n).toBe(0);
  });
});
