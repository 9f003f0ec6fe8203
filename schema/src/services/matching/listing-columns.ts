// Every column of Listing, for the matches read's flat SQL statements (ADR 153): taken from Prisma's own
// list of the model's fields, so a column added to prisma/listing.prisma is read (and reaches the
// listing rules and the cards) without an edit here (issue 26: a new attribute in four files, ADR 244).
import { Prisma } from '@campus-swap/prisma/client';

/** uuid and enum columns are read as text; a new uuid or enum column of Listing belongs here. */
const AS_TEXT: ReadonlySet<string> = new Set<Prisma.ListingScalarFieldEnum>(['id', 'userId', 'type']);

export const LISTING_KEYS: readonly Prisma.ListingScalarFieldEnum[] = Object.values(
  Prisma.ListingScalarFieldEnum,
);

/**
 * The select list of every Listing column of the table aliased `alias`, each under its field's name
 * (after `prefix`, when the row holds other tables' columns of the same names).
 */
export function listingColumns(alias: string, prefix = ''): string {
  return selectList(alias, LISTING_KEYS, AS_TEXT, prefix);
}

/** The columns `keys` (each after `prefix`) of a flat row, as one object under their own names. */
export function part<T>(row: Record<string, unknown>, prefix: string, keys: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = row[`${prefix}${key}`];
  return out as T;
}

/** `keys` of the table aliased `alias`, those in `asText` (uuid and enum columns) read as text. */
export function selectList(
  alias: string,
  keys: readonly string[],
  asText: ReadonlySet<string>,
  prefix: string,
): string {
  return keys
    .map((key) => `${alias}."${key}"${asText.has(key) ? '::text' : ''} AS "${prefix}${key}"`)
    .join(', ');
}
