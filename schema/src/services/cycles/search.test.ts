// The fast searches (search.ts, through.ts) against the plain statement of the rule
// (test-support/src/cycle-reference.ts) on random small markets, dense enough to have many cycles.
import type { ListingType } from '@campus-swap/prisma/client';
import { describe, expect, it } from 'vitest';
import { PERMITS } from '../../catalog.ts';
import {
  allCycles,
  compareRank,
  freshnessPositions,
  type ReferenceListing,
  rankKey,
  referenceEdge,
  referenceSelection,
} from '@campus-swap/test-support/cycle-reference';
import { parkingColumns } from '@campus-swap/test-support/listings';
import { picker, randomDormColumns, seededRandom } from '@campus-swap/test-support/random-listings';
import { fitTenths } from '../matching-index/score.ts';
import { columnsFromListings } from './columns.ts';
import { findCycles } from './search.ts';
import { cyclesThrough } from './through.ts';

// A small corner of the catalog, so that random wants often line up.
const HALLS = { Busch: ['Allen Hall', 'Barr Hall'], Livingston: ['Quad I', 'Lynton Towers North'] } as const;
const ROOMS = ['Single', 'Double'];
const TIMINGS = ['ASAP', 'End of Semester', 'Flexible'];

function market(n: number, seed: number, type: ListingType = 'DORM'): ReferenceListing[] {
  const r = seededRandom(seed);
  const { pick } = picker(r);
  return Array.from({ length: n }, (_, i) => {
    const base = {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      moveWhen: pick(TIMINGS),
      flexible: r() < 0.1,
      // few distinct timestamps, so the id tie-break matters
      createdAt: 1_700_000_000_000 + Math.floor(r() * 6) * 1000,
      notes: null,
    };
    if (type === 'PARKING') {
      return { ...base, ...parkingColumns(pick(PERMITS.slice(0, 4)), pick(PERMITS.slice(0, 4))) };
    }
    return { ...base, ...randomDormColumns(r, { halls: HALLS, rooms: ROOMS, maxHalls: 3, maxRooms: 2 }) };
  });
}

/** A cycle written from its stalest member, so two searches' answers compare as plain values. */
function normalized(listings: ReferenceListing[], ids: readonly string[]): string {
  const pos = freshnessPositions(listings);
  const at = ids.map((id) => pos[listings.findIndex((l) => l.id === id)]!);
  const stalest = at.indexOf(Math.max(...at));
  return [0, 1, 2].map((k) => ids[(stalest + k) % 3]).join('>');
}

describe('findCycles', () => {
  it('equals the greedy over every ranked cycle (DORM and PARKING, many seeds)', () => {
    let total = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const type = seed % 4 === 0 ? 'PARKING' : 'DORM';
      const listings = market(20 + (seed % 5) * 10, seed, type);
      const expected = referenceSelection(listings).map((c) => normalized(listings, c.ids));
      const actual = findCycles(columnsFromListings(listings), type).cycles.map((c) =>
        normalized(listings, c.ids),
      );
      expect(actual).toEqual(expected);
      total += actual.length;
    }
    // the markets are dense enough for the comparison to mean something
    expect(total).toBeGreaterThan(200);
  });

  it('every cycle it offers is valid: edges, timings, no exact reverse, at most 3 per listing', () => {
    const listings = market(80, 7);
    const byId = new Map(listings.map((l) => [l.id, l]));
    const { cycles } = findCycles(columnsFromListings(listings), 'DORM');
    expect(cycles.length).toBeGreaterThan(10);
    const count = new Map<string, number>();
    for (const cycle of cycles) {
      const [a, b, c] = cycle.ids.map((id) => byId.get(id)!);
      expect(referenceEdge(a!, b!) && referenceEdge(b!, c!) && referenceEdge(c!, a!)).toBe(true);
      for (const [p, q] of [
        [a, b],
        [b, c],
        [c, a],
      ] as const)
        expect(fitTenths(p!, q!) === 10 && fitTenths(q!, p!) === 10).toBe(false);
      for (const id of cycle.ids) count.set(id, (count.get(id) ?? 0) + 1);
    }
    expect(Math.max(...count.values())).toBeLessThanOrEqual(3);
    expect(new Set(cycles.map((c) => c.key)).size).toBe(cycles.length);
  });

  it('counts cycles already offered against the limit and never offers an excluded set', () => {
    for (let seed = 50; seed < 60; seed++) {
      const listings = market(40, seed);
      const all = referenceSelection(listings);
      expect(all.length).toBeGreaterThan(2);
      const used = new Map([
        [all[0]!.ids[0], 3],
        [all[1]!.ids[1], 2],
      ]);
      const excluded = new Set([all[2]!.key]);
      const expected = referenceSelection(listings, { used, excluded }).map((c) =>
        normalized(listings, c.ids),
      );
      const actual = findCycles(columnsFromListings(listings), 'DORM', { used, excluded }).cycles;
      expect(actual.map((c) => normalized(listings, c.ids))).toEqual(expected);
      expect(actual.some((c) => c.key === all[2]!.key)).toBe(false);
      expect(actual.some((c) => c.ids.includes(all[0]!.ids[0]))).toBe(false);
    }
  });

  it('a perfect 3-cycle is found; the same three with one exact-reverse pair is not', () => {
    const dorm = (id: number, hall: string, campus: string, wantHall: string, wantCampus: string) => ({
      id: `00000000-0000-4000-8000-00000000000${id}`,
      type: 'DORM' as const,
      campusNow: campus,
      dormNow: hall,
      roomTypeNow: 'Single',
      campusWant: [wantCampus],
      dormWant: [wantHall],
      roomTypeWant: ['Single'],
      permitNow: null,
      permitWant: null,
      moveWhen: 'ASAP',
      flexible: false,
      createdAt: 1_700_000_000_000 + id,
    });
    const a = dorm(1, 'Allen Hall', 'Busch', 'Quad I', 'Livingston');
    const b = dorm(2, 'Quad I', 'Livingston', 'Brett Hall', 'College Avenue');
    const c = dorm(3, 'Brett Hall', 'College Avenue', 'Allen Hall', 'Busch');
    const found = findCycles(columnsFromListings([a, b, c]), 'DORM').cycles;
    expect(found).toHaveLength(1);
    // the stalest (a) first: a takes b's room, b takes c's, c takes a's
    expect(found[0]!.ids).toEqual([a.id, b.id, c.id]);
    // b also wants a's hall: a and b become an exact reverse, so the cycle is not offered
    const b2 = { ...b, campusWant: ['College Avenue', 'Busch'], dormWant: ['Brett Hall', 'Allen Hall'] };
    expect(findCycles(columnsFromListings([a, b2, c]), 'DORM').cycles).toHaveLength(0);
    // incompatible timing on one edge breaks it too
    const c2 = { ...c, moveWhen: 'Next Semester' };
    expect(findCycles(columnsFromListings([a, b, c2]), 'DORM').cycles).toHaveLength(0);
    expect(findCycles(columnsFromListings([a, b, { ...c2, flexible: true }]), 'DORM').cycles).toHaveLength(1);
  });

  it('with a tiny budget it stops early and says how many listings hit it', () => {
    const listings = market(60, 3);
    const full = findCycles(columnsFromListings(listings), 'DORM');
    const cut = findCycles(columnsFromListings(listings), 'DORM', { budget: 2 });
    expect(full.budgetExhausted).toBe(0);
    expect(cut.budgetExhausted).toBeGreaterThan(0);
    expect(cut.cycles.length).toBeLessThan(full.cycles.length);
  });
});

describe('cyclesThrough', () => {
  it('finds exactly the cycles through a listing, in rank order', () => {
    let checked = 0;
    for (let seed = 100; seed < 120; seed++) {
      const listings = market(30, seed);
      const cols = columnsFromListings(listings);
      const pos = freshnessPositions(listings);
      const cycles = allCycles(listings);
      for (let x = 0; x < listings.length; x += 3) {
        const expected = cycles
          .filter((c) => c.includes(x))
          .sort((p, q) => compareRank(rankKey(pos, p), rankKey(pos, q)))
          .slice(0, 5)
          .map((c) =>
            normalized(
              listings,
              c.map((i) => listings[i]!.id),
            ),
          );
        const actual = cyclesThrough(cols, 'DORM', x, { limit: 5 });
        expect(actual.map((c) => normalized(listings, c.ids))).toEqual(expected);
        for (const c of actual) expect(c.rows[0]).toBe(x);
        checked += expected.length;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
