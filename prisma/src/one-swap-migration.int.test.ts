// Migration 0022 (docs/decisions/294-one-swap-after-the-match.md) on a database made before it: every
// "we swapped" claim, every other connected pair and every connected 3-way swap carries over into one
// Swap row with its members, in the state the old rows meant; a swap that could no longer happen is
// called off, with the reason; and SwapClaim goes. On PGlite, and on PostgreSQL when TEST_DATABASE_URL
// is set.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, listMigrations, type SqlConnection } from './migrations.ts';
import { createThrowawayPostgres } from './testing/throwaway-postgres.ts';

const MIGRATION = '0022_one_swap';
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 9, 1);
const at = (days: number) => new Date(T0 + days * DAY);

let db: SqlConnection;
let close: () => Promise<void>;

async function connect(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    const pglite = new PGlite();
    db = pglite;
    close = () => pglite.close();
    return;
  }
  const throwaway = await createThrowawayPostgres();
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

type U = { id: string; listingId: string };
const q = (sql: string, params: unknown[] = []) => db.query(sql, params);

async function student(permit: string, extra: { deleted?: boolean; suspended?: boolean } = {}): Promise<U> {
  const id = randomUUID();
  const listingId = randomUUID();
  await q(
    `INSERT INTO "User" ("id", "email", "updatedAt", "deletedAt", "suspendedAt") VALUES ($1, $2, $3, $4, $5)`,
    [
      id,
      `${id.slice(0, 8)}@rutgers.edu`,
      at(0),
      extra.deleted ? at(1) : null,
      extra.suspended ? at(1) : null,
    ],
  );
  await q(
    `INSERT INTO "Listing" ("id", "userId", "type", "permitNow", "permitWant", "updatedAt")
     VALUES ($1, $2, 'PARKING', $3, 'Cook - Commuter', $4)`,
    [listingId, id, permit, at(0)],
  );
  return { id, listingId };
}

async function connectPair(a: U, b: U, day: number): Promise<void> {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const)
    await q(
      `INSERT INTO "Reveal" ("id", "userId", "targetUserId", "listingId", "createdAt") VALUES ($1, $2, $3, $4, $5)`,
      [randomUUID(), x.id, y.id, y.listingId, at(day)],
    );
}

async function claim(a: U, b: U, fields: { confirmed?: number; disputed?: number; closed?: number }) {
  const id = randomUUID();
  const d = (n?: number) => (n === undefined ? null : at(n));
  await q(
    `INSERT INTO "SwapClaim" ("id", "pairKey", "claimerId", "otherId", "type", "campus", "claimedAt",
       "confirmedAt", "disputedAt", "closedAt") VALUES ($1, $2, $3, $4, 'PARKING', 'Busch', $5, $6, $7, $8)`,
    [
      id,
      [a.id, b.id].sort().join(':'),
      a.id,
      b.id,
      at(3),
      d(fields.confirmed),
      d(fields.disputed),
      d(fields.closed),
    ],
  );
  return id;
}

async function cycle(members: U[], day: number): Promise<string> {
  const id = randomUUID();
  await q(
    `INSERT INTO "SwapCycle" ("id", "type", "memberKey", "status", "createdAt", "connectedAt")
     VALUES ($1, 'PARKING', $2, 'CONNECTED', $3, $3)`,
    [
      id,
      members
        .map((m) => m.listingId)
        .sort()
        .join(','),
      at(day),
    ],
  );
  for (const [position, m] of members.entries())
    await q(
      `INSERT INTO "SwapCycleMember" ("cycleId", "position", "listingId", "userId", "listingUpdatedAt", "joinedAt")
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [id, position, m.listingId, m.id, at(day)],
    );
  return id;
}

type Row = { id: string; kind: string; state: string; callOffReason: string | null; confirmed: boolean };
async function swapOf(userId: string, kind: 'PAIR' | 'THREE_WAY') {
  const { rows } = await q(
    `SELECT s."id", s."kind", s."state", s."callOffReason", s."confirmed", s."campus", s."disputedAt",
            json_agg(json_build_object('userId', m."userId", 'have', m."have", 'done', m."doneAt" IS NOT NULL)
                     ORDER BY m."position") AS members
     FROM "Swap" s JOIN "SwapMember" m ON m."swapId" = s."id"
     WHERE s."kind" = $2 AND s."id" IN (SELECT "swapId" FROM "SwapMember" WHERE "userId" = $1)
     GROUP BY s."id"`,
    [userId, kind],
  );
  return rows as (Row & {
    campus: string | null;
    disputedAt: Date | null;
    members: { userId: string; have: string; done: boolean }[];
  })[];
}

const s: Record<string, U> = {};
const ids: Record<string, string> = {};

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
  for (const name of ['alice', 'ben', 'dana', 'eli', 'cat', 'dan', 'fay', 'gus', 'hal', 'ivy', 'jo', 'kim'])
    s[name] = await student(name === 'ben' ? 'Livingston - Commuter' : 'Busch - Commuter');
  s.gone = await student('Busch - Commuter', { deleted: true });
  s.held = await student('Busch - Commuter', { suspended: true });
  // the story: Alice, Dana and Eli connected on day 1; Alice and Ben confirmed on day 5
  ids.trio = await cycle([s.alice!, s.dana!, s.eli!], 1);
  await connectPair(s.alice!, s.ben!, 2);
  ids.aliceBen = await claim(s.alice!, s.ben!, { confirmed: 5, closed: 5 });
  await connectPair(s.cat!, s.dan!, 2); // connected, nobody claimed
  await connectPair(s.fay!, s.gus!, 2);
  ids.open = await claim(s.fay!, s.gus!, {});
  await connectPair(s.hal!, s.ivy!, 2);
  await claim(s.hal!, s.ivy!, { disputed: 4 });
  await connectPair(s.jo!, s.gone!, 2);
  await connectPair(s.kim!, s.held!, 2);
  ids.quiet = await cycle([s.cat!, s.fay!, s.hal!], 6);
  expect(await applyMigrations(db, migrations)).toEqual(
    migrations.slice(migrations.findIndex((m) => m.name === MIGRATION)).map((m) => m.name),
  );
});
afterAll(async () => {
  await close?.();
});

describe('migration 0022', () => {
  it('a confirmed claim becomes a done pair swap with its id, both members and what each gave', async () => {
    const [swap] = await swapOf(s.alice!.id, 'PAIR');
    expect(swap).toMatchObject({ id: ids.aliceBen, state: 'DONE', confirmed: true, campus: 'Busch' });
    expect(swap!.members).toEqual([
      { userId: s.alice!.id, have: 'Busch - Commuter', done: true },
      { userId: s.ben!.id, have: 'Livingston - Commuter', done: true },
    ]);
  });

  it('an open claim is CLAIMED by its claimer; a disputed one is CONNECTED; a plain connection is CONNECTED', async () => {
    const [open] = await swapOf(s.fay!.id, 'PAIR');
    expect([open!.id, open!.state, open!.members.map((m) => m.done)]).toEqual([
      ids.open,
      'CLAIMED',
      [true, false],
    ]);
    const [disputed] = await swapOf(s.hal!.id, 'PAIR');
    expect([disputed!.state, disputed!.disputedAt !== null, disputed!.members.map((m) => m.done)]).toEqual([
      'CONNECTED',
      true,
      [false, false],
    ]);
    const [plain] = await swapOf(s.cat!.id, 'PAIR');
    expect([plain!.state, plain!.members.map((m) => m.userId).sort()]).toEqual([
      'CONNECTED',
      [s.cat!.id, s.dan!.id].sort(),
    ]);
  });

  it("Alice's 3-way, connected before her done swap with Ben, is called off (SWAPPED_ELSEWHERE) and leaves matches", async () => {
    const [trio] = await swapOf(s.dana!.id, 'THREE_WAY');
    expect([trio!.state, trio!.callOffReason, trio!.members.map((m) => m.userId)]).toEqual([
      'CALLED_OFF',
      'SWAPPED_ELSEWHERE',
      [s.alice!.id, s.dana!.id, s.eli!.id],
    ]);
    const { rows } = await q(`SELECT "status" FROM "SwapCycle" WHERE "id" = $1`, [ids.trio]);
    expect(rows).toEqual([{ status: 'DECLINED' }]);
  });

  it('a 3-way nothing ended stays connected; a deleted or suspended partner calls the pair off', async () => {
    const [quiet] = await swapOf(s.cat!.id, 'THREE_WAY');
    expect(quiet!.state).toBe('CONNECTED');
    expect((await q(`SELECT "status" FROM "SwapCycle" WHERE "id" = $1`, [ids.quiet])).rows).toEqual([
      { status: 'CONNECTED' },
    ]);
    expect((await swapOf(s.jo!.id, 'PAIR')).map((x) => [x.state, x.callOffReason])).toEqual([
      ['CALLED_OFF', 'DELETED'],
    ]);
    expect((await swapOf(s.kim!.id, 'PAIR')).map((x) => [x.state, x.callOffReason])).toEqual([
      ['CALLED_OFF', 'SUSPENDED'],
    ]);
  });

  it('drops SwapClaim and its helper functions', async () => {
    const { rows } = await q(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'SwapClaim'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
    const fns = await q(`SELECT count(*)::int AS n FROM pg_proc WHERE proname LIKE 'campus_swap_tmp_%'`);
    expect(fns.rows).toEqual([{ n: 0 }]);
  });
});
