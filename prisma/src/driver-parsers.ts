// The text of the column types the matches read's statements return, parsed faster than the general
// parsers do it (ADR 275): each read parses ~200 timestamps and ~300 small text arrays.
import pg from 'pg';

/**
 * Prisma keeps `DateTime` columns as `timestamp(3)` in UTC; both drivers would read a `timestamp` as
 * local time (a server outside UTC would shift every date). Read it as UTC, as Prisma does.
 */
export const TIMESTAMP_OID = 1114;
export const TEXT_ARRAY_OID = 1009;
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
