// The swap graph of docs/decisions/040-three-way-swaps.md over the matching index's integer columns:
// an edge A -> B when B's have is fully wanted by A (the pairwise fit of decisions.md §5 from A's side
// is 1) and the move timings are compatible (equal, or either flexible). The same predicates serve
// the full search (search.ts), the search through one listing (through.ts) and the tests.
import { ColumnStore, type EncodedColumns } from '../matching-index/column-store.ts';
import { encode } from '../matching-index/encoding.ts';
import { FIT_WEIGHTS, type MatchableListing } from '../matching-index/score.ts';

export type { ListingType } from '@campus-swap/prisma/client';
import type { ListingType } from '@campus-swap/prisma/client';

/** Does row i fully want row j's have? (fit(i, j) = 1 of decisions.md §5; PARKING has no hall part.) */
export function fullyWants(cols: EncodedColumns, type: ListingType, i: number, j: number): boolean {
  const c = cols.campus[j]!;
  const r = cols.room[j]!;
  if (c < 0 || r < 0 || !((cols.wantCampus[i]! >> c) & 1) || !((cols.wantRoom[i]! >> r) & 1)) return false;
  if (type === 'PARKING') return true;
  const h = cols.hall[j]!;
  if (h < 0) return false;
  return h < 32 ? ((cols.wantHallLo[i]! >>> h) & 1) === 1 : ((cols.wantHallHi[i]! >>> (h - 32)) & 1) === 1;
}

/** Move timings compatible: equal, or either side flexible (Flexible timing or `flexible: true`). */
export function timingsCompatible(cols: EncodedColumns, i: number, j: number): boolean {
  return cols.flexible[i] === 1 || cols.flexible[j] === 1 || cols.move[i] === cols.move[j];
}

/** Edge i -> j of the swap graph: i would take j's room. */
export function isEdge(cols: EncodedColumns, type: ListingType, i: number, j: number): boolean {
  return i !== j && fullyWants(cols, type, i, j) && timingsCompatible(cols, i, j);
}

/** Exact reverse of decisions.md §5 (both fits 1, timing aside). */
export function exactReverse(cols: EncodedColumns, type: ListingType, i: number, j: number): boolean {
  return fullyWants(cols, type, i, j) && fullyWants(cols, type, j, i);
}

/**
 * Freshness order of rows: newer createdAt first, then listing id ascending. Negative when row i
 * ranks before row j.
 */
export function fresherFirst(cols: EncodedColumns, i: number, j: number): number {
  const d = cols.created[j]! - cols.created[i]!;
  if (d !== 0) return d;
  const a = cols.ids[i]!;
  const b = cols.ids[j]!;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The set key of a cycle: its three listing ids sorted (one direction at most is ever valid). */
export function cycleKey(a: string, b: string, c: string): string {
  return [a, b, c].sort().join(',');
}

/**
 * Columns built from plain listings, exactly as the index stores them (tests and the benchmark, which
 * have no index): the index's own store, filled row by row.
 */
export function columnsFromListings(
  listings: readonly (MatchableListing & { id: string; createdAt: Date | number })[],
): EncodedColumns {
  const store = new ColumnStore(FIT_WEIGHTS[listings[0]?.type ?? 'DORM']);
  for (const listing of listings) store.upsert(listing.id, encode(listing), +listing.createdAt);
  return store;
}
