// A read-only transaction straight on the driver (node-postgres's pool, or PGlite), for the few flat
// statements of the most frequent read, the matches read (docs/decisions/275-matches-read-on-the-driver.md).
// Through Prisma's interactive transaction and `$queryRawUnsafe`, the same BEGIN, two statements and
// COMMIT cost about a seventh of the gateway's CPU per computed read (its transaction manager and
// result mapping); every other query keeps Prisma. Everything here is the driver's own machinery:
// named prepared statements, its row objects and its type parsers. Same pool, same timeouts, same
// errors: a lost connection or a statement timeout is the raw driver error that unavailable.ts
// already answers 503.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement with positional parameters ($1, $2, …) inside the transaction; its rows. */
export type SqlQuery = <Row>(sql: string, params: readonly unknown[]) => Promise<Row[]>;

/** Runs `work` in one read-only transaction (BEGIN … COMMIT on one connection). */
export type ReadTransaction = <T>(work: (query: SqlQuery) => Promise<T>) => Promise<T>;

/**
 * Prisma keeps `DateTime` columns as `timestamp(3)` holding UTC; both drivers would read a `timestamp`
 * (no zone) as the process's local time. Each gets the zone and reads it as PGlite reads a
 * `timestamptz`: JavaScript's own Date parser (~0.16 µs, against ~0.5 µs for node-postgres's
 * postgres-date; a read parses ~200: ADR 290).
 */
const TIMESTAMP_OID = 1114;
const utcTimestamp = (text: string) => new Date(`${text}+00`);
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP_OID
      ? utcTimestamp
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Each statement of the read is prepared once per connection, under a name of its text: PostgreSQL then
 * parses it once, not on every read (an unnamed statement was ~1.2 KB of SQL sent and parsed per
 * statement per read), and plans it once (below). Needs session-level prepared statements:
 * PostgreSQL itself, or a pooler that keeps them (PgBouncer 1.21+ with max_prepared_statements).
 */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `campus_swap_read_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

export function poolReadTransaction(pool: pg.Pool): ReadTransaction {
  return async (work) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    // A checked-out client has no listener of the pool's: PostgreSQL ending the connection between two
    // statements (a restart, `pg_terminate_backend`) would be an 'error' event nobody hears, which
    // ends the process. Heard here, it marks the connection lost; the next statement fails (503).
    const onError = (error: Error) => {
      lost = error;
    };
    client.on('error', onError);
    try {
      // PostgreSQL plans each prepared statement for a read's own values five times, then keeps one plan
      // for any values (its generic plan) unless that looks costlier: no planning on a read. The read's
      // statements are written so that a plan kept while the tables were small stays right as they grow
      // (candidate-rows.ts); autovacuum's ANALYZE makes PostgreSQL plan them afresh as they do.
      await client.query('BEGIN READ ONLY');
      const result = await work(async <Row>(sql: string, params: readonly unknown[]) => {
        const answer = await client.query({
          name: statementName(sql),
          text: sql,
          values: params as unknown[],
          types: pgTypes,
        });
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
      client.off('error', onError);
      client.release(lost); // the pool hears its late errors again from here on
    }
  };
}

export function pgliteReadTransaction(pglite: PGlite): ReadTransaction {
  const options = { parsers: { [TIMESTAMP_OID]: utcTimestamp } };
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
