// `npm run bench` (cycles part): the 3-way swap search of docs/decisions/040-three-way-swaps.md at
// 1,000 / 20,000 / 100,000 synthetic active listings (the mix of matches.bench.ts, BENCH_MIX of
// lib/market.ts: 70 % DORM, up to 2 wanted campuses, 3 halls and 2 room types, 15 % flexible), in
// memory, on the columns the matching index holds. Reports the full search time (both listing types, graph build included),
// the cycles found, the students who gain an offer although no exact reverse exists for them, the
// search through one listing (what a matches request does) and, as the baseline of the same run, the
// plain statement of the rule (test-support/src/cycle-reference.ts) at 1,000 listings. Bounded loops only.
import { performance } from 'node:perf_hooks';
import type { ListingType } from '@campus-swap/prisma/client';
import { HALL_CAMPUS } from '@campus-swap/schema/catalog';
import { columnsFromListings } from '@campus-swap/schema/services/cycles/columns';
import type { EncodedColumns } from '@campus-swap/schema/services/matching-index/column-store';
import { findCycles } from '@campus-swap/schema/services/cycles/search';
import { cyclesThrough } from '@campus-swap/schema/services/cycles/through';
import { type ReferenceListing, referenceSelection } from '@campus-swap/test-support/cycle-reference';
import { BENCH_MIX, randomListing, rng } from './lib/market.ts';

// BENCH_QUICK=1: a small version that runs in seconds
const SIZES = process.env.BENCH_QUICK === '1' ? [1_000, 5_000] : [1_000, 20_000, 100_000];
const RUNS = new Map([
  [1_000, 9],
  [5_000, 5],
  [20_000, 5],
  [100_000, 3],
]);
const THROUGH_SAMPLES = 200;
const BASELINE_RUNS = 3;

const random = rng(12345);
const NOW = Date.UTC(2026, 10, 1);

function randomReferenceListing(i: number): ReferenceListing {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    ...randomListing(random, BENCH_MIX),
    createdAt: NOW - Math.floor(random() * 30 * 24 * 3600 * 1000),
  };
}

/** What a listing offers and every have it fully wants, as comparable strings (the pure rule). */
function haveKey(l: ReferenceListing): string {
  return l.type === 'DORM' ? `${l.dormNow}|${l.roomTypeNow}` : l.permitNow!;
}
function wantedKeys(l: ReferenceListing): string[] {
  if (l.type === 'PARKING') return [l.permitWant!];
  return l.dormWant
    .filter((hall) => l.campusWant.includes(HALL_CAMPUS.get(hall)!))
    .flatMap((hall) => l.roomTypeWant.map((room) => `${hall}|${room}`));
}

/** Listings for which some other listing is an exact reverse (decisions.md §5), by counting classes. */
function withExactReverse(listings: ReferenceListing[]): Set<string> {
  const wanting = new Map<string, number>(); // "have>wanted" -> listings
  for (const l of listings)
    for (const w of wantedKeys(l))
      wanting.set(`${haveKey(l)}>${w}`, (wanting.get(`${haveKey(l)}>${w}`) ?? 0) + 1);
  const out = new Set<string>();
  for (const l of listings) {
    const mine = haveKey(l);
    let partners = 0;
    for (const w of wantedKeys(l)) partners += wanting.get(`${w}>${mine}`) ?? 0;
    if (wantedKeys(l).includes(mine)) partners--; // itself
    if (partners > 0) out.add(l.id);
  }
  return out;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type Row = {
  size: number;
  searchMs: number;
  searchMaxMs: number;
  cycles: number;
  inCycle: number;
  gained: number;
  exactReverse: number;
  budgetHits: number;
  throughMs: number;
  heapMb: number;
};

function main(): void {
  const rows: Row[] = [];
  let baseline = { ms: 0, cycles: 0, fastMs: 0, fastCycles: 0 };
  const listings: ReferenceListing[] = [];
  for (const size of SIZES) {
    while (listings.length < size) listings.push(randomReferenceListing(listings.length));
    const byType = {
      DORM: listings.filter((l) => l.type === 'DORM'),
      PARKING: listings.filter((l) => l.type === 'PARKING'),
    };
    const cols: Record<ListingType, EncodedColumns> = {
      DORM: columnsFromListings(byType.DORM),
      PARKING: columnsFromListings(byType.PARKING),
    };
    const times: number[] = [];
    let result = { DORM: findCycles(cols.DORM, 'DORM'), PARKING: findCycles(cols.PARKING, 'PARKING') };
    const heapBefore = process.memoryUsage().heapUsed;
    for (let run = 0; run < RUNS.get(size)!; run++) {
      const started = performance.now();
      result = { DORM: findCycles(cols.DORM, 'DORM'), PARKING: findCycles(cols.PARKING, 'PARKING') };
      times.push(performance.now() - started);
    }
    const heapMb = Math.max(0, process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    const members = new Set<string>();
    for (const t of ['DORM', 'PARKING'] as const)
      for (const c of result[t].cycles) for (const id of c.ids) members.add(id);
    const reverse = withExactReverse(listings);
    let gained = 0;
    for (const id of members) if (!reverse.has(id)) gained++;

    const throughTimes: number[] = [];
    for (let s = 0; s < THROUGH_SAMPLES; s++) {
      const type = s % 10 < 7 ? 'DORM' : 'PARKING';
      const x = Math.floor(random() * cols[type].size);
      const started = performance.now();
      cyclesThrough(cols[type], type, x);
      throughTimes.push(performance.now() - started);
    }

    rows.push({
      size,
      searchMs: median(times),
      searchMaxMs: Math.max(...times),
      cycles: result.DORM.cycles.length + result.PARKING.cycles.length,
      inCycle: members.size,
      gained,
      exactReverse: reverse.size,
      budgetHits: result.DORM.budgetExhausted + result.PARKING.budgetExhausted,
      throughMs: median(throughTimes),
      heapMb,
    });

    if (size === SIZES[0]) {
      const base: number[] = [];
      let count = 0;
      for (let run = 0; run < BASELINE_RUNS; run++) {
        const started = performance.now();
        count = referenceSelection(byType.DORM).length + referenceSelection(byType.PARKING).length;
        base.push(performance.now() - started);
      }
      baseline = { ms: median(base), cycles: count, fastMs: median(times), fastCycles: rows[0]!.cycles };
    }
  }

  const f = (n: number) => n.toFixed(2);
  const n = (v: number) => v.toLocaleString('en-US');
  const lines = [
    '',
    `3-way swaps (docs/decisions/040-three-way-swaps.md), in memory on index columns, both listing types, Node.js ${process.version}:`,
    '| listings | full search median | max | cycles | students offered a cycle | of them without any exact reverse | students with an exact reverse | listings over budget | search through one listing (median) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${n(r.size)} | ${f(r.searchMs)} ms | ${f(r.searchMaxMs)} ms | ${n(r.cycles)} | ${n(r.inCycle)} | ${n(r.gained)} | ${n(r.exactReverse)} | ${r.budgetHits} | ${f(r.throughMs)} ms |`,
    ),
    '',
    `baseline (same run, ${n(SIZES[0]!)} listings): plain rule over every 3-cycle (test-support/src/cycle-reference.ts) ${f(baseline.ms)} ms for ${n(baseline.cycles)} cycles; fast search ${f(baseline.fastMs)} ms for ${n(baseline.fastCycles)} cycles (${(baseline.ms / baseline.fastMs).toFixed(0)}x faster, ${baseline.cycles === baseline.fastCycles ? 'same' : 'DIFFERENT'} selection size)`,
    `ratio ${n(SIZES.at(-1)!)} / ${n(SIZES[0]!)}: full search ${(rows.at(-1)!.searchMs / rows[0]!.searchMs).toFixed(1)}x for ${SIZES.at(-1)! / SIZES[0]!}x the listings; heap growth during the timed runs at ${n(SIZES.at(-1)!)}: ${rows.at(-1)!.heapMb.toFixed(0)} MB`,
  ];
  console.info(lines.join('\n'));
}

main();
