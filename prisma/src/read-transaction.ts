// A read-only transaction straight on the driver (node-postgres's pool, or PGlite), for the few flat
// statements of the most frequent read, the matches read (docs/decisions/275-matches-read-on-the-driver.md).
// Through Prisma's interactive transaction and `$queryRawUnsafe`, the same BEGIN, two statements and
// COMMIT cost about a seventh of the gateway's CPU per computed read (its transaction manager and
// result mapping); every other query keeps Prisma. Same pool, same timeouts, same errors: a lost
// connection or a statement timeout is the raw `pg` error that unavailable.ts already answers 503.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement with positional parameters ($1, $2, …) inside the transaction; its rows. */
export type SqlQuery = <Row>(sql: string, params: readonly unknown[]) => Promise<Row[]>;

/** Runs `work` in one read-only transaction (BEGIN … COMMIT on one connection). */
export type ReadTransaction = <T>(work: (query: SqlQuery) => Promise<T>) => Promise<T>;

/**
 * Prisma keeps `DateTime` columns as `timestamp(3)` in UTC; both drivers would read a `timestamp` as
 * local time (a server outside UTC would shift every date). Read it as UTC, as Prisma does.
 */
const TIMESTAMP_OID = 1114;
/** PostgreSQL's text of a `timestamp` (ISO DateStyle): `2027-03-01 15:04:05[.678]`, years 1-9999. */
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?$/;
export function parseUtcTimestamp(text: string): Date {
  // the fields by hand: Date's own parser of the ISO text cost more than the rest of the row (profile)
  const m = TIMESTAMP.exec(text);
  if (!m) return new Date(`${text.replace(' ', 'T')}Z`); // infinity, BC dates: never written by the app
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000 + 1e-6) : 0;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, ms));
  // Date.UTC maps years 0-99 to 1900-1999
  if (+m[1]! < 100) date.setUTCFullYear(+m[1]!);
  return date;
}

export function poolReadTransaction(pool: pg.Pool): ReadTransaction {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === TIMESTAMP_OID ? parseUtcTimestamp : pg.types.getTypeParser(oid, format)) as never,
  };
  return async (work) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      await client.query('BEGIN READ ONLY');
      const result = await work(async <Row>(sql: string, params: readonly unknown[]) => {
        const answer = await client.query({ text: sql, values: params as unknown[], types });
        return answer.rows as Row[];
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // a connection whose ROLLBACK fails is not given back to the pool (it is closed instead)
      await client.query('ROLLBACK').catch((rollback: unknown) => {
        lost = rollback instanceof Error ? rollback : new Error(String(rollback));
      });
      throw error;
    } finally {
      client.release(lost);
    }
  };
}

export function pgliteReadTransaction(pglite: PGlite): ReadTransaction {
  const options = { parsers: { [TIMESTAMP_OID]: parseUtcTimestamp } };
  // PGlite's transaction takes the lock Prisma's adapter takes for its own, so the two take turns
  return (work) =>
    pglite.transaction(async (tx) => {
      await tx.query('SET TRANSACTION READ ONLY');
      return work(async <Row>(sql: string, params: readonly unknown[]) => {
        const answer = await tx.query<Row>(sql, params as unknown[], options);
        return answer.rows;
      });
    });
}
