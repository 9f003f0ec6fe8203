// A plain, slow statement of the 3-way swap rule (docs/decisions/040-three-way-swaps.md), written from
// the pure pairwise rule of score.ts with no encoding and no pruning: every 3-cycle, sorted by rank,
// taken greedily. The tests hold the fast search to it, and `npm run bench` times it as the baseline.
import type { MatchableListing } from '@campus-swap/schema/services/matching-index/score';
import { fitTenths, isFlexible } from '@campus-swap/schema/services/matching-index/score';

export type ReferenceListing = MatchableListing & { id: string; createdAt: Date | number };

export function referenceEdge(a: ReferenceListing, b: ReferenceListing): boolean {
  return (
    a !== b &&
    a.type === b.type &&
    fitTenths(a, b) === 10 &&
    (a.moveWhen === b.moveWhen || isFlexible(a) || isFlexible(b))
  );
}

function exactReverse(a: ReferenceListing, b: ReferenceListing): boolean {
  return fitTenths(a, b) === 10 && fitTenths(b, a) === 10;
}

/** Every valid cycle as [x, b, c] indices (x takes b's, b takes c's, c takes x's), each set once. */
export function allCycles(listings: readonly ReferenceListing[]): [number, number, number][] {
  const out = listings.map((a) => listings.flatMap((b, j) => (referenceEdge(a, b) ? [j] : [])));
  const seen = new Set<string>();
  const cycles: [number, number, number][] = [];
  listings.forEach((_, a) => {
    for (const b of out[a]!) {
      for (const c of out[b]!) {
        if (c === a || !out[c]!.includes(a)) continue;
        const [la, lb, lc] = [listings[a]!, listings[b]!, listings[c]!];
        if (exactReverse(la, lb) || exactReverse(lb, lc) || exactReverse(lc, la)) continue;
        const key = [la.id, lb.id, lc.id].sort().join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        cycles.push([a, b, c]);
      }
    }
  });
  return cycles;
}

/** Positions in freshness order: newest createdAt first, then id ascending. */
export function freshnessPositions(listings: readonly ReferenceListing[]): number[] {
  const order = listings.map((_, i) => i);
  order.sort((i, j) => {
    const d = +listings[j]!.createdAt - +listings[i]!.createdAt;
    if (d !== 0) return d;
    return listings[i]!.id < listings[j]!.id ? -1 : 1;
  });
  const pos = new Array<number>(listings.length);
  order.forEach((i, p) => {
    pos[i] = p;
  });
  return pos;
}

/** Rank key of a cycle: its members' positions, stalest first (compare ascending). */
export function rankKey(pos: readonly number[], cycle: readonly number[]): [number, number, number] {
  const p = cycle.map((i) => pos[i]!).sort((a, b) => b - a);
  return [p[0]!, p[1]!, p[2]!];
}

export function compareRank(a: readonly number[], b: readonly number[]): number {
  return a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
}

/** The greedy selection: cycles in rank order, each taken while all three members have room. */
export function referenceSelection(
  listings: readonly ReferenceListing[],
  options: { perListing?: number; used?: ReadonlyMap<string, number>; excluded?: ReadonlySet<string> } = {},
): { ids: [string, string, string]; key: string }[] {
  const perListing = options.perListing ?? 3;
  const pos = freshnessPositions(listings);
  const ranked = allCycles(listings)
    .map((cycle) => ({ cycle, rank: rankKey(pos, cycle) }))
    .sort((a, b) => compareRank(a.rank, b.rank));
  const used = listings.map((l) => options.used?.get(l.id) ?? 0);
  const chosen: { ids: [string, string, string]; key: string }[] = [];
  for (const { cycle } of ranked) {
    const ids = cycle.map((i) => listings[i]!.id) as [string, string, string];
    const key = [...ids].sort().join(',');
    if (options.excluded?.has(key) || cycle.some((i) => used[i]! >= perListing)) continue;
    for (const i of cycle) used[i]!++;
    chosen.push({ ids, key });
  }
  return chosen;
}
