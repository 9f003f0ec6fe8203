// The matches read's statements are prepared once per connection, and PostgreSQL keeps one plan of each
// for every read (its generic plan, prisma/src/read-transaction.ts). A plan kept while the tables were
// small must stay right once they are large (ADR 275): no plan of them may read Listing or User whole.
// With the candidates as plain joins, the plan kept at 1,000 listings hashed every student, and a read at
// 100,000 listings took 7 ms in the database instead of 1. On a throwaway PostgreSQL database
// (a private server on the PGlite layer), never the shared one.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@campus-swap/prisma/database';
import type { SqlQuery } from '@campus-swap/prisma/read-transaction';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { candidateRows } from './candidate-rows.ts';
import { seatRows } from './seat-rows.ts';
import { viewerSide } from './viewer-row.ts';

let database: ThrowawayPostgres;
let client: pg.Client;

beforeAll(async () => {
  database = await createThrowawayPostgres();
  const migrated = await openDatabase({ kind: 'postgresql', url: database.url });
  await migrated.close();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // 1,000 students with a parking listing each: small enough that reading a table whole looks cheap
  await client.query(`
    INSERT INTO "User" ("id", "email", "updatedAt")
    SELECT gen_random_uuid(), 'plan' || n || '@rutgers.edu', now() FROM generate_series(1, 1000) AS n`);
  await client.query(`
    INSERT INTO "Listing" ("id", "userId", "type", "permitNow", "permitWant", "updatedAt")
    SELECT gen_random_uuid(), "id", 'PARKING', 'Lot 48', ARRAY['Lot 67'], now() FROM "User"`);
  await client.query('ANALYZE');
}, 120_000);
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

type Statement = { sql: string; params: readonly unknown[] };

/** The statement `read` sends (its rows are not needed: PostgreSQL's plan of it is the subject). */
async function sentBy(read: (query: SqlQuery) => Promise<unknown>): Promise<Statement> {
  let sent: Statement | undefined;
  await read(async <Row>(sql: string, params: readonly unknown[]) => {
    sent ??= { sql, params };
    return [] as Row[];
  });
  return sent!;
}

/** The plan PostgreSQL keeps for any values (its generic plan), run with `statement`'s values. */
async function keptPlan(name: string, { sql, params }: Statement): Promise<string> {
  await client.query(`PREPARE ${name} AS ${sql}`);
  await client.query('SET plan_cache_mode = force_generic_plan');
  const values = params.map((p) => client.escapeLiteral(Array.isArray(p) ? `{${p.join(',')}}` : String(p)));
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) EXECUTE ${name}(${values.join(', ')})`,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const READS_A_TABLE_WHOLE = /Seq Scan on "(Listing|User)"/;

describe('the plans PostgreSQL keeps for the matches read, made at 1,000 listings', () => {
  let viewerId: string;
  let wanted: string[];
  beforeAll(async () => {
    viewerId = (await client.query<{ id: string }>('SELECT "id"::text AS id FROM "User" LIMIT 1')).rows[0]!
      .id;
    const { rows } = await client.query<{ id: string }>(
      'SELECT "id"::text AS id FROM "Listing" ORDER BY "id" DESC LIMIT 60',
    );
    wanted = rows.map((r) => r.id);
  });

  it('the candidates: every wanted listing and its student looked up by index', async () => {
    const plan = await keptPlan(
      'candidates',
      await sentBy((query) => candidateRows(query, viewerId, wanted)),
    );
    expect(plan).toMatch(/Index Scan using "Listing_pkey"/);
    expect(plan).toMatch(/Index Scan using "User_pkey"/);
    expect(plan).not.toMatch(READS_A_TABLE_WHOLE);
    // and it answers every wanted listing
    expect(plan).toMatch(/Nested Loop Left Join \(actual rows=60 loops=1\)/);
  });

  it("the viewer's row and the 3-way swap seats: the student and their listing by index", async () => {
    const viewer = await keptPlan('viewer', await sentBy((query) => viewerSide(query, viewerId)));
    expect(viewer).toMatch(/Index (Only )?Scan using "User_pkey"/);
    expect(viewer).toMatch(/Index Scan using "Listing_userId_key"/);
    expect(viewer).not.toMatch(READS_A_TABLE_WHOLE);
    const seats = await keptPlan('seats', await sentBy((query) => seatRows(query, viewerId)));
    expect(seats).not.toMatch(READS_A_TABLE_WHOLE);
  });
});
