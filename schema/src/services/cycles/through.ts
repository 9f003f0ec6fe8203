// The incremental search: the best 3-way swaps through one listing X, over every other listing of its
// type (docs/decisions/040-three-way-swaps.md). One pass over the columns finds the listings that
// could take X's room (C: C -> X) and those X would take (B: X -> B), none an exact reverse of X; then
// each pair (B, C) with B -> C, compatible timings and B, C no exact reverse closes a cycle
// X -> B -> C -> X. Ranked like the full search (stalest member newest first, then the middle one,
// then the newest). Work is bounded by `budget` pair checks.
import type { EncodedColumns } from '../matching-index/column-store.ts';
import { exactReverse, fresherFirst, fullyWants, isEdge, type ListingType } from './columns.ts';
import { DEFAULT_SEARCH_BUDGET } from './search.ts';

export type ThroughCycle = {
  /** members[0] is X; members[i] takes the room of members[(i + 1) % 3] */
  rows: [number, number, number];
  ids: [string, string, string];
};

/** Rank order of two cycles (negative when `a` ranks first); see search.ts. */
export function compareCycles(cols: EncodedColumns, a: readonly number[], b: readonly number[]): number {
  const sa = [...a].sort((i, j) => fresherFirst(cols, i, j));
  const sb = [...b].sort((i, j) => fresherFirst(cols, i, j));
  for (let k = 2; k >= 0; k--) {
    const d = fresherFirst(cols, sa[k]!, sb[k]!);
    if (d !== 0) return d;
  }
  return 0;
}

/** Up to `limit` best cycles through row x, best first (capacity is the caller's to check). */
export function cyclesThrough(
  cols: EncodedColumns,
  type: ListingType,
  x: number,
  options: { limit?: number; budget?: number } = {},
): ThroughCycle[] {
  const limit = options.limit ?? 10;
  let left = options.budget ?? DEFAULT_SEARCH_BUDGET;
  const takers: number[] = [];
  const givers: number[] = [];
  for (let i = 0; i < cols.size; i++) {
    if (i === x || exactReverse(cols, type, x, i)) continue;
    if (isEdge(cols, type, i, x)) takers.push(i);
    else if (isEdge(cols, type, x, i)) givers.push(i);
  }
  const fresher = (i: number, j: number) => fresherFirst(cols, i, j);
  takers.sort(fresher);
  givers.sort(fresher);
  const found: ThroughCycle[] = [];
  outer: for (const c of takers) {
    for (const b of givers) {
      if (--left < 0) break outer;
      if (!isEdge(cols, type, b, c) || fullyWants(cols, type, c, b)) continue;
      found.push({ rows: [x, b, c], ids: [cols.ids[x]!, cols.ids[b]!, cols.ids[c]!] });
    }
  }
  found.sort((p, q) => compareCycles(cols, p.rows, q.rows));
  return found.slice(0, limit);
}
