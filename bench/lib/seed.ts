// Synthetic students with complete profiles and one active listing each (the mix of bench/lib/market.ts),
// inserted in multi-row batches through any SQL runner, so the same seed fills a PostgreSQL server
// (pg) and an embedded PGlite (Prisma raw queries). Deterministic: every run seeds the same data.
import { YEARS } from '@campus-swap/schema/catalog';
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { BENCH_MIX, randomListing, rng } from './market.ts';

export type ListingBody = Record<string, unknown>;
/** Runs one parameterized statement and answers its rows. */
export type Sql = <T>(sql: string, params: unknown[]) => Promise<T[]>;

const BATCH = 5_000;

const arrayLiteral = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

// one stream for the whole process, so sizes grown step by step continue the same market
const random = rng(12345);

/** Numbers emails from `prefix`1 upwards across calls, so sizes can be grown step by step. */
export function createSeeder(sql: Sql, prefix = 'bench') {
  let userCounter = 0;
  /** Inserts `count` students with a listing each and answers their user ids. */
  return async function seed(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let done = 0; done < count; done += BATCH) {
      const n = Math.min(BATCH, count - done);
      const emails: string[] = [];
      const names: string[] = [];
      const ages: number[] = [];
      const years: string[] = [];
      const listings: ListingBody[] = [];
      for (let i = 0; i < n; i++) {
        const k = ++userCounter;
        emails.push(`${prefix}${k}@rutgers.edu`);
        names.push(`Bench Student ${k}`);
        ages.push(18 + (k % 8));
        years.push(YEARS[k % YEARS.length]!);
        listings.push(randomListing(random, BENCH_MIX));
      }
      const users = await sql<{ id: string }>(
        `INSERT INTO "User" ("id", "email", "name", "age", "year", "termsVersion", "termsAcceptedAt", "updatedAt")
         SELECT gen_random_uuid(), e, nm, a, y, $5, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
         FROM unnest($1::text[], $2::text[], $3::int[], $4::text[]) AS t(e, nm, a, y)
         RETURNING "id"::text AS "id"`,
        [emails, names, ages, years, TERMS_VERSION],
      );
      const userIds = users.map((r) => r.id);
      const col = (key: string) => listings.map((l) => (l[key] as string | undefined) ?? null);
      const arr = (key: string) => listings.map((l) => arrayLiteral((l[key] as string[] | undefined) ?? []));
      await sql(
        `INSERT INTO "Listing" ("id", "userId", "type", "campusNow", "dormNow", "roomTypeNow", "campusWant", "dormWant",
           "roomTypeWant", "permitNow", "permitWant", "moveWhen", "flexible", "active", "createdAt", "updatedAt")
         SELECT gen_random_uuid(), u::uuid, t::"ListingType", cn, dn, rn, cw::text[], dw::text[], rw::text[], pn, pw, mw, fl, true,
                (now() AT TIME ZONE 'UTC') - (random() * interval '30 days'), now() AT TIME ZONE 'UTC'
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::text[], $12::bool[])
           AS x(u, t, cn, dn, rn, cw, dw, rw, pn, pw, mw, fl)
         RETURNING 1 AS "one"`,
        [
          userIds,
          col('type'),
          col('campusNow'),
          col('dormNow'),
          col('roomTypeNow'),
          arr('campusWant'),
          arr('dormWant'),
          arr('roomTypeWant'),
          col('permitNow'),
          col('permitWant'),
          col('moveWhen'),
          listings.map((l) => l.flexible === true),
        ],
      );
      ids.push(...userIds);
    }
    return ids;
  };
}
