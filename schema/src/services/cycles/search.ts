// The full search for 3-way swaps (docs/decisions/040-three-way-swaps.md): every 3-cycle
// A -> B -> C -> A of the swap graph (columns.ts) in which no two members are an exact reverse,
// ranked, and taken greedily so that no listing is in more than `perListing` cycles.
//
// Rank: every member's fit is full by the edge rule, so cycles are ranked by freshness: the cycle
// whose stalest listing is newest first, then by its middle listing, then its newest (createdAt
// descending, listing id ascending as the final tie-break). The greedy walks listings from newest
// to oldest; at listing X it offers the best cycles whose other two members are newer than X, which
// is exactly the greedy over that order (every cycle is met at its stalest member).
//
// Edges depend only on a listing's "have class" (DORM: hall and room type, the hall fixing the
// campus; PARKING: the permit) and its timing, so the search indexes the listings by
// (have class, wanted class) cell. At X (have hX, wanting W) a C is a listing in a cell (hC, hX) with
// hC not in W (else C and X are an exact reverse), and a B a listing in a cell (hB, hC) with hB in W.
// Cells hold positions in freshness order, so the first valid entry of a cell is its best and the
// scans stop as soon as they cannot beat the best candidate found. Memory: a few typed arrays of n
// entries plus two of Σ|wanted classes| entries; nothing is allocated per candidate.
import { CAMPUSES, HALL_CAMPUS, ROOM_TYPES } from '../../catalog.ts';
import type { EncodedColumns } from '../matching-index/column-store.ts';
import { cycleKey, fresherFirst, type ListingType } from './columns.ts';

/** At most this many offered cycles per listing at once. */
export const CYCLES_PER_LISTING = 3;
/** Work bound for one listing's search (candidate inspections); the report counts listings that hit it. */
export const DEFAULT_SEARCH_BUDGET = 200_000;

const HALLS = HALL_CAMPUS.size;
const ROOMS = ROOM_TYPES.length;
/** campus id of each hall id, numbered as the matching index numbers them (catalog order) */
const HALL_CAMPUS_ID = Int8Array.from([...HALL_CAMPUS.values()].map((c) => CAMPUSES.indexOf(c)));

export type FoundCycle = {
  /** rows of the input columns; members[i] takes the room (or permit) of members[(i + 1) % 3] */
  rows: [number, number, number];
  ids: [string, string, string];
  key: string;
};

export type SearchOptions = {
  perListing?: number;
  /** cycles already offered per listing id (they use up part of `perListing`) */
  used?: ReadonlyMap<string, number>;
  /** cycle keys (columns.ts cycleKey) never to offer, e.g. existing or declined ones */
  excluded?: ReadonlySet<string>;
  budget?: number;
};

export type SearchResult = { cycles: FoundCycle[]; budgetExhausted: number };

function classCount(type: ListingType): number {
  return type === 'DORM' ? HALLS * ROOMS : CAMPUSES.length * 2;
}

/** The have class of row j, or -1 (a row without a complete have is no one's target). */
function haveClass(cols: EncodedColumns, type: ListingType, j: number): number {
  const c = cols.campus[j]!;
  const r = cols.room[j]!;
  if (c < 0 || r < 0) return -1;
  if (type === 'PARKING') return c * 2 + r;
  const h = cols.hall[j]!;
  return h < 0 ? -1 : h * ROOMS + r;
}

/** Calls `visit` with every class row i fully wants. */
function forWanted(cols: EncodedColumns, type: ListingType, i: number, visit: (cls: number) => void): void {
  const campuses = cols.wantCampus[i]!;
  const rooms = cols.wantRoom[i]!;
  if (type === 'PARKING') {
    for (let c = 0; c < CAMPUSES.length; c++) {
      if (!((campuses >> c) & 1)) continue;
      for (let r = 0; r < 2; r++) if ((rooms >> r) & 1) visit(c * 2 + r);
    }
    return;
  }
  for (let h = 0; h < HALLS; h++) {
    const bit = h < 32 ? (cols.wantHallLo[i]! >>> h) & 1 : (cols.wantHallHi[i]! >>> (h - 32)) & 1;
    if (!bit || !((campuses >> HALL_CAMPUS_ID[h]!) & 1)) continue;
    for (let r = 0; r < ROOMS; r++) if ((rooms >> r) & 1) visit(h * ROOMS + r);
  }
}

/** The graph in freshness positions (0 = newest), indexed by cell. */
type Graph = {
  n: number;
  classes: number;
  words: number;
  /** row of each position */
  row: Int32Array;
  have: Int32Array;
  move: Int8Array;
  flexible: Uint8Array;
  wantBits: Uint32Array;
  wantStart: Int32Array;
  wantList: Int32Array;
  cellStart: Int32Array;
  cellNodes: Int32Array;
  /** the cell entry of each wantList item (so a full listing's entries can be skipped from then on) */
  entryOf: Int32Array;
};

function buildGraph(cols: EncodedColumns, type: ListingType): Graph {
  const n = cols.size;
  const classes = classCount(type);
  const words = (classes + 31) >>> 5;
  const row = Int32Array.from({ length: n }, (_, i) => i).sort((i, j) => fresherFirst(cols, i, j));
  const have = new Int32Array(n);
  const move = new Int8Array(n);
  const flexible = new Uint8Array(n);
  const wantBits = new Uint32Array(n * words);
  const wantStart = new Int32Array(n + 1);
  const scratch: number[] = [];
  for (let p = 0; p < n; p++) {
    const i = row[p]!;
    have[p] = haveClass(cols, type, i);
    move[p] = cols.move[i]!;
    flexible[p] = cols.flexible[i]!;
    forWanted(cols, type, i, (cls) => {
      wantBits[p * words + (cls >>> 5)]! |= 1 << (cls & 31);
      scratch.push(cls);
    });
    wantStart[p + 1] = scratch.length;
  }
  const wantList = Int32Array.from(scratch);
  scratch.length = 0;
  // cell (have, wanted) -> positions, ascending: counting sort over positions in order
  const cellStart = new Int32Array(classes * classes + 1);
  for (let p = 0; p < n; p++) {
    if (have[p]! < 0) continue;
    for (let k = wantStart[p]!; k < wantStart[p + 1]!; k++)
      cellStart[have[p]! * classes + wantList[k]! + 1]!++;
  }
  for (let k = 0; k < classes * classes; k++) cellStart[k + 1]! += cellStart[k]!;
  const fill = cellStart.slice(0, classes * classes);
  const cellNodes = new Int32Array(wantList.length);
  const entryOf = new Int32Array(wantList.length).fill(-1);
  for (let p = 0; p < n; p++) {
    if (have[p]! < 0) continue;
    for (let k = wantStart[p]!; k < wantStart[p + 1]!; k++) {
      const e = fill[have[p]! * classes + wantList[k]!]!++;
      cellNodes[e] = p;
      entryOf[k] = e;
    }
  }
  return {
    n,
    classes,
    words,
    row,
    have,
    move,
    flexible,
    wantBits,
    wantStart,
    wantList,
    cellStart,
    cellNodes,
    entryOf,
  };
}

/**
 * The full search over one listing type. Deterministic: the same columns and options give the same
 * cycles in the same (rank) order.
 */
export function findCycles(
  cols: EncodedColumns,
  type: ListingType,
  options: SearchOptions = {},
): SearchResult {
  const perListing = options.perListing ?? CYCLES_PER_LISTING;
  const budget = options.budget ?? DEFAULT_SEARCH_BUDGET;
  // the graph's node arrays and its cell index, as locals for the hot loops below
  const g = buildGraph(cols, type);
  const { n, classes, words, row, have, move, flexible, wantBits } = g;
  const { wantStart, wantList, cellStart, cellNodes, entryOf } = g;
  // Entries of listings that are full are skipped through `skip` (a "next live entry" forest with path
  // halving), so a dense market does not rescan them for every later listing.
  const skip = Int32Array.from({ length: cellNodes.length + 1 }, (_, e) => e);
  const live = (from: number): number => {
    let e = from;
    while (skip[e] !== e) {
      skip[e] = skip[skip[e]!]!;
      e = skip[e]!;
    }
    return e;
  };
  const used = new Uint8Array(n);
  const take = (p: number) => {
    if (++used[p]! < perListing) return;
    for (let k = wantStart[p]!; k < wantStart[p + 1]!; k++)
      if (entryOf[k]! >= 0) skip[entryOf[k]!] = entryOf[k]! + 1;
  };
  if (options.used) {
    for (let p = 0; p < n; p++) {
      const count = Math.min(perListing, options.used.get(cols.ids[row[p]!]!) ?? 0);
      for (let k = 0; k < count; k++) take(p);
    }
  }
  const excluded = new Set(options.excluded ?? []);
  const wants = (p: number, cls: number) => (wantBits[p * words + (cls >>> 5)]! >>> (cls & 31)) & 1;
  const compatible = (i: number, j: number) => flexible[i] === 1 || flexible[j] === 1 || move[i] === move[j];
  const keyOf = (x: number, b: number, c: number) =>
    cycleKey(cols.ids[row[x]!]!, cols.ids[row[b]!]!, cols.ids[row[c]!]!);

  const cycles: FoundCycle[] = [];
  let budgetExhausted = 0;
  let bestB = -1;
  let bestC = -1;

  /** The best cycle X -> B -> C -> X with B and C newer than X (positions below x), or false. */
  const findBest = (x: number): boolean => {
    const hX = have[x]!;
    let left = budget;
    let k1 = n;
    let k2 = n;
    bestB = -1;
    bestC = -1;
    for (let hC = 0; hC < classes; hC++) {
      if (wants(x, hC)) continue; // X would want C's room back: an exact reverse
      const cellC = hC * classes + hX;
      const endC = cellStart[cellC + 1]!;
      for (let ic = live(cellStart[cellC]!); ic < endC; ic = live(ic + 1)) {
        const c = cellNodes[ic]!;
        if (c >= x || c > k1) break;
        if (--left < 0) return exhausted();
        if (used[c]! >= perListing || !compatible(c, x)) continue;
        for (let w = wantStart[x]!; w < wantStart[x + 1]!; w++) {
          const hB = wantList[w]!;
          if (wants(c, hB)) continue; // C would want B's room: B and C an exact reverse
          const cellB = hB * classes + hC;
          const endB = cellStart[cellB + 1]!;
          for (let ib = live(cellStart[cellB]!); ib < endB; ib = live(ib + 1)) {
            const b = cellNodes[ib]!;
            if (b >= x || b > k1) break;
            if (--left < 0) return exhausted();
            if (b === c || used[b]! >= perListing || !compatible(b, x) || !compatible(b, c) || wants(b, hX))
              continue;
            const hi = b > c ? b : c;
            const lo = b > c ? c : b;
            if (hi > k1 || (hi === k1 && lo >= k2)) break; // later entries of this cell rank lower still
            if (excluded.has(keyOf(x, b, c))) continue;
            k1 = hi;
            k2 = lo;
            bestB = b;
            bestC = c;
            break;
          }
        }
      }
    }
    return bestB >= 0;
  };
  let hitBudget = false;
  const exhausted = (): boolean => {
    hitBudget = true;
    return bestB >= 0;
  };

  for (let x = 0; x < n; x++) {
    if (have[x]! < 0) continue;
    hitBudget = false;
    while (used[x]! < perListing && findBest(x)) {
      const b = bestB;
      const c = bestC;
      take(x);
      take(b);
      take(c);
      const key = keyOf(x, b, c);
      excluded.add(key);
      const rows: [number, number, number] = [row[x]!, row[b]!, row[c]!];
      cycles.push({ rows, ids: [cols.ids[rows[0]]!, cols.ids[rows[1]]!, cols.ids[rows[2]]!], key });
    }
    if (hitBudget) budgetExhausted++;
  }
  return { cycles, budgetExhausted };
}
