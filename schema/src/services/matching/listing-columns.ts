// Every column of Listing, for the matches read's flat SQL statements (ADR 153): taken from Prisma's own
// list of the model's fields, so a column added to prisma/listing.prisma is read (and reaches the
// listing rules and the cards) without an edit here (issue 26: a new attribute in four files, ADR 244).
import { Prisma } from '@campus-swap/prisma/client';

/** uuid and enum columns are read as text; a new uuid or enum column of Listing belongs here. */
const AS_TEXT: ReadonlySet<string> = new Set<Prisma.ListingScalarFieldEnum>(['id', 'userId', 'type']);
/**
 * text[] columns are read as JSON (`to_json`), which the drivers parse with JSON.parse: their text[]
 * parser cost ~0.4 µs an array, three a row (ADR 290). A new list column of Listing belongs here.
 */
const AS_JSON: ReadonlySet<string> = new Set<Prisma.ListingScalarFieldEnum>([
  'campusWant',
  'dormWant',
  'roomTypeWant',
]);

export const LISTING_KEYS: readonly Prisma.ListingScalarFieldEnum[] = Object.values(
  Prisma.ListingScalarFieldEnum,
);

/**
 * The select list of every Listing column of the table aliased `alias`, each under its field's name
 * (after `prefix`, when the row holds other tables' columns of the same names).
 */
export function listingColumns(alias: string, prefix = ''): string {
  return selectList(alias, LISTING_KEYS, AS_TEXT, prefix, AS_JSON);
}

/** The columns `keys` (each after `prefix`) of a flat row, as one object under their own names. */
export function part<T>(row: Record<string, unknown>, prefix: string, keys: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = row[`${prefix}${key}`];
  return out as T;
}

/**
 * `keys` of the table aliased `alias`, those in `asText` (uuid and enum columns) read as text, those in
 * `asJson` (text[] columns) as JSON.
 */
export function selectList(
  alias: string,
  keys: readonly string[],
  asText: ReadonlySet<string>,
  prefix: string,
  asJson: ReadonlySet<string> = new Set(),
): string {
  return keys
    .map((key) => {
      const column = `${alias}."${key}"`;
      const read = asJson.has(key) ? `to_json(${column})` : asText.has(key) ? `${column}::text` : column;
      return `${read} AS "${prefix}${key}"`;
    })
    .join(', ');
}
