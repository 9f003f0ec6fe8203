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
const TEXT_ARRAY_OID = 1009;
// node-postgres's own parser of text[] (its types name only the scalar type ids, hence the cast)
const generalTextArray = pg.types.getTypeParser(TEXT_ARRAY_OID as never) as (
  text: string,
) => (string | null)[];
/** PostgreSQL's text of a `timestamp` (ISO DateStyle): `2027-03-01 15:04:05[.678]`, years 1-9999. */
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?$/;
const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const two = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/**
 * A `timestamp`'s text as the UTC instant it holds. The fields are read by position: a matches read
 * parses ~200, and Date's own ISO parser (1.1 µs each here), then a regular expression (0.7 µs), were
 * each a few per cent of the gateway's CPU per read; by position it is ~0.2 µs.
 */
export function parseUtcTimestamp(text: string): Date {
  const length = text.length;
  const year = digit(text, 0) * 1000 + two(text, 1) * 10 + digit(text, 3);
  // `YYYY-MM-DD HH:MM:SS` then nothing or `.` and 1-6 digits; years before 1000, BC and infinity go
  // the long way (never written by the app)
  if (
    length >= 19 &&
    length !== 20 &&
    length <= 26 &&
    year >= 1000 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    (length === 19 || text.charCodeAt(19) === 46)
  ) {
    let ms = 0;
    if (length > 20) ms += digit(text, 20) * 100;
    if (length > 21) ms += digit(text, 21) * 10;
    if (length > 22) ms += digit(text, 22);
    const utc = Date.UTC(
      year,
      two(text, 5) - 1,
      two(text, 8),
      two(text, 11),
      two(text, 14),
      two(text, 17),
      ms,
    );
    return new Date(utc);
  }
  const m = TIMESTAMP.exec(text);
  if (!m) return new Date(`${text.replace(' ', 'T')}Z`); // infinity, BC dates
  const date = new Date(
    Date.UTC(
      2000,
      +m[2]! - 1,
      +m[3]!,
      +m[4]!,
      +m[5]!,
      +m[6]!,
      Math.floor(Number(`0.${m[7] ?? 0}`) * 1000 + 1e-6),
    ),
  );
  date.setUTCFullYear(+m[1]!);
  return date;
}

/**
 * A one-dimensional `text[]` (Listing's wants): `{}`, `{a,b}`, `{"Allen Hall","Quad I"}`, with `\\`
 * escapes inside quotes and an unquoted NULL for a null element. The general parser (postgres-array)
 * was ~2 % of the gateway's CPU per read for three small arrays a row; anything else (bounds, several
 * dimensions) still goes to it.
 */
export function parseTextArray(text: string): (string | null)[] {
  if (text === '{}') return [];
  const end = text.length - 1;
  if (text.charCodeAt(0) !== 123 || text.charCodeAt(end) !== 125 || text.indexOf('{', 1) !== -1)
    return generalTextArray(text);
  const out: (string | null)[] = [];
  let at = 1;
  while (at < end) {
    if (text.charCodeAt(at) === 34) {
      let value = '';
      let from = at + 1;
      let i = from;
      for (;;) {
        const c = text.charCodeAt(i);
        if (c === 92) {
          value += text.slice(from, i);
          from = i + 1;
          i += 2;
        } else if (c === 34) break;
        else i++;
      }
      out.push(value + text.slice(from, i));
      at = i + 2; // past the closing quote and the comma
    } else {
      let i = text.indexOf(',', at);
      if (i === -1 || i > end) i = end;
      const value = text.slice(at, i);
      out.push(value === 'NULL' ? null : value);
      at = i + 1;
    }
  }
  return out;
}

/**
 * Each statement of the read is prepared once per connection, under a name of its text: PostgreSQL then
 * parses and plans it once, not on every read (an unnamed statement was ~1.2 KB of SQL sent, parsed and
 * planned per statement per read, on the same two cores as the gateway). Needs session-level prepared
 * statements: PostgreSQL itself, or a pooler that keeps them (PgBouncer 1.21+, max_prepared_statements).
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
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === TIMESTAMP_OID
        ? parseUtcTimestamp
        : oid === TEXT_ARRAY_OID
          ? parseTextArray
          : pg.types.getTypeParser(oid, format)) as never,
  };
  return async (work) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      await client.query('BEGIN READ ONLY');
      const result = await work(async <Row>(sql: string, params: readonly unknown[]) => {
        const answer = await client.query({
          name: statementName(sql),
          text: sql,
          values: params as unknown[],
          types,
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
