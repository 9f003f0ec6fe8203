// The candidates statement is prepared once per connection, and PostgreSQL keeps one plan of it for
// every read (its generic plan, prisma/src/read-transaction.ts). A plan kept while the tables were
// small must stay right once they are large (ADR 275): no plan of it may read Listing or User whole.
// As plain joins, the plan PostgreSQL kept at 1,000 listings hashed every student, and a read at
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

/** The statement candidateRows sends, and its parameters for a viewer and 60 wanted listings. */
async function candidatesStatement(): Promise<{ sql: string; params: readonly unknown[] }> {
  const { rows: users } = await client.query<{ id: string }>('SELECT "id"::text AS id FROM "User" LIMIT 1');
  const { rows: listings } = await client.query<{ id: string }>(
    'SELECT "id"::text AS id FROM "Listing" ORDER BY "id" DESC LIMIT 60',
  );
  let sent: { sql: string; params: readonly unknown[] } | undefined;
  const capture: SqlQuery = async <Row>(sql: string, params: readonly unknown[]) => {
    sent = { sql, params };
    return [] as Row[];
  };
  await candidateRows(
    capture,
    users[0]!.id,
    listings.map((l) => l.id),
  );
  return sent!;
}

describe('the plan PostgreSQL keeps for the candidates statement', () => {
  it('looks every wanted listing and its student up by index, at 1,000 listings already', async () => {
    const { sql, params } = await candidatesStatement();
    await client.query(`PREPARE candidates AS ${sql}`);
    await client.query('SET plan_cache_mode = force_generic_plan');
    const values = params.map((p) => client.escapeLiteral(Array.isArray(p) ? `{${p.join(',')}}` : String(p)));
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) EXECUTE candidates(${values.join(', ')})`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using "Listing_pkey"/);
    expect(plan).toMatch(/Index Scan using "User_pkey"/);
    expect(plan).not.toMatch(/Seq Scan on "(Listing|User)"/);
    // and it answers every wanted listing
    expect(plan).toMatch(/Nested Loop Left Join \(actual rows=60 loops=1\)/);
  });
});
