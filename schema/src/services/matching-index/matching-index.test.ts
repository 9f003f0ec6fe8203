// The index's integer scan must agree exactly with the pure rule of score.ts, and its bounded heaps
// with a full sort by compareCards.
import { describe, expect, it } from 'vitest';
import { parkingColumns } from '@campus-swap/test-support/listings';
import { picker, randomDormColumns, seededRandom } from '@campus-swap/test-support/random-listings';
import { MOVE_TIMINGS, PERMITS } from '../../catalog.ts';
import type { IndexRow } from './index-rows.ts';
import { MatchingIndex } from './matching-index.ts';
import { compareCards, evaluate, type MatchableListing } from './score.ts';

function randomRows(n: number, seed: number): IndexRow[] {
  const r = seededRandom(seed);
  const { pick } = picker(r);
  return Array.from({ length: n }, (_, i) => {
    const type = r() < 0.6 ? 'DORM' : 'PARKING';
    const base = {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      userId: `u${i}`,
      moveWhen: pick(MOVE_TIMINGS),
      flexible: r() < 0.2,
      active: true,
      // few distinct timestamps so that ties exercise the id tie-break
      createdAt: new Date(1_700_000_000_000 + Math.floor(r() * 5) * 1000),
      updatedAt: new Date(1_700_000_000_000),
      deletedAt: null,
    };
    return type === 'DORM'
      ? { ...base, ...randomDormColumns(r, { maxHalls: 4, maxRooms: 3 }) }
      : { ...base, ...parkingColumns(pick(PERMITS), pick(PERMITS)) };
  });
}

function bruteForce(rows: IndexRow[], viewer: IndexRow, limit: number) {
  const ranked = rows
    .filter((b) => b.id !== viewer.id && b.active)
    .flatMap((b) => {
      const e = evaluate(viewer as MatchableListing, b as MatchableListing);
      return e
        ? [
            {
              id: b.id,
              score: e.score,
              category: e.category,
              exactReverse: e.why.exactReverse,
              createdAt: b.createdAt.getTime(),
            },
          ]
        : [];
    })
    .sort(compareCards);
  const preference = ranked.filter((c) => c.category === 'PREFERENCE');
  const other = ranked.filter((c) => c.category === 'OTHER');
  return {
    preference: preference.slice(0, limit),
    other: other.slice(0, limit),
    preferenceCount: preference.length,
    otherCount: other.length,
  };
}

describe('MatchingIndex.scan', () => {
  const rows = randomRows(1500, 42);
  const index = new MatchingIndex(null as never);
  index.applyRows(rows);

  it('holds every active row', () => {
    expect(index.size).toBe(1500);
  });

  it('agrees with the pure rule and full sort for many viewers and limits', () => {
    for (const [v, limit] of [
      [0, 100],
      [1, 5],
      [2, 1],
      [3, 1000],
      [10, 20],
      [11, 3],
      [500, 50],
      [999, 7],
    ] as const) {
      const viewer = rows[v]!;
      expect(index.scan(viewer as never, limit)).toEqual(bruteForce(rows, viewer, limit));
    }
  });

  it('a viewer not in the index (inactive) still scans everyone else', () => {
    const viewer = { ...rows[5]!, id: 'not-indexed' };
    const all = bruteForce(rows, viewer, 30);
    expect(index.scan(viewer as never, 30)).toEqual(all);
  });

  it('limit 0 counts without cards', () => {
    const result = index.scan(rows[0] as never, 0);
    expect(result.preference).toEqual([]);
    expect(result.preferenceCount + result.otherCount).toBeGreaterThan(0);
  });

  it('updates, type changes, deactivation and deleted owners are applied', () => {
    const local = new MatchingIndex(null as never);
    const small = randomRows(50, 7);
    local.applyRows(small);
    const changed = small.map((row, i) => {
      if (i % 5 === 0) return { ...row, active: false };
      if (i % 7 === 0) return { ...row, deletedAt: new Date() };
      if (i % 3 === 0) return { ...randomRows(1, i)[0]!, id: row.id, userId: row.userId };
      return row;
    });
    local.applyRows(changed);
    const live = changed.filter((row) => row.active && !row.deletedAt);
    expect(local.size).toBe(live.length);
    for (const viewer of live.slice(0, 10)) {
      expect(local.scan(viewer as never, 100)).toEqual(bruteForce(live, viewer, 100));
    }
    local.forget(live[1]!.id);
    expect(local.size).toBe(live.length - 1);
  });
});
