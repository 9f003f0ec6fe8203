// Pages of the support desk's lists (docs/decisions/297-a-support-desk-without-dead-ends.md): at most
// PAGE_MAX items a request, and an opaque cursor for the next page. The cursor is the last item's
// sort key (its time and id), not an offset: a listing restored or a student unsuspended between two
// pages leaves the list without making the next page skip or repeat anyone.
import { validationError } from '../../errors.ts';

export const PAGE_DEFAULT = 20;
export const PAGE_MAX = 50;

/** One page: its items, the cursor of the next one (null on the last page), the list's length. */
export type Page<T> = { items: T[]; nextCursor: string | null; total: number };

/**
 * Where a page starts: after the item of this time and id (the list runs newest first); the report
 * queue, which runs most reported first, adds the item's count of reports (`n`).
 */
export type PageKey = { at: Date; id: string; n?: number };

export type PageArgs = { first?: number | null; after?: string | null };

/** How many items a page holds: `first`, 1 to PAGE_MAX (PAGE_DEFAULT when not given). */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX)
    throw validationError({ first: `Ask for 1 to ${PAGE_MAX} items a page.` });
  return first;
}

const badCursor = () => validationError({ after: 'This is not a cursor the list gave (use nextCursor).' });

export function encodeCursor(key: PageKey): string {
  const parts = [key.at.toISOString(), key.id, ...(key.n === undefined ? [] : [key.n])];
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The key a cursor names, or null for the first page; a cursor the list did not give is refused. */
export function decodeCursor(after: string | null | undefined): PageKey | null {
  if (after === null || after === undefined || after === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length < 2 || parsed.length > 3) throw badCursor();
  const [iso, id, n] = parsed as unknown[];
  const at = typeof iso === 'string' ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime()) || typeof id !== 'string' || id.length > 64) throw badCursor();
  if (n !== undefined && !Number.isInteger(n)) throw badCursor();
  return n === undefined ? { at, id } : { at, id, n: n as number };
}

/**
 * The Prisma `where` of "after this key" for a list ordered by `field` descending, then id ascending
 * (the order every desk list uses, so that equal times still page in one fixed order).
 */
export function afterKey<F extends string>(field: F, key: PageKey | null) {
  if (!key) return {};
  return {
    OR: [{ [field]: { lt: key.at } }, { [field]: key.at, id: { gt: key.id } }],
  } as { OR: Record<string, unknown>[] };
}

/** The page of rows read with `take: size + 1`: the extra row only says whether there is a next page. */
export function pageOf<R, T>(
  rows: R[],
  size: number,
  total: number,
  keyOf: (row: R) => PageKey,
  item: (row: R) => T,
): Page<T> {
  const shown = rows.slice(0, size);
  const last = shown[shown.length - 1];
  return {
    items: shown.map(item),
    nextCursor: rows.length > size && last ? encodeCursor(keyOf(last)) : null,
    total,
  };
}
