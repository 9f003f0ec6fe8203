// The matching rule of decisions.md §5, as pure functions over plain listing values. The in-memory
// index (./index.ts) evaluates the same rule over integer-encoded columns; score.test.ts and the
// index's own test keep the two in agreement.
import { PREFERENCE_SCORE_THRESHOLD } from '../../constants.ts';
import { parsePermit } from '../../catalog.ts';

export type MatchableListing = {
  type: 'DORM' | 'PARKING';
  campusNow: string | null;
  dormNow: string | null;
  roomTypeNow: string | null;
  campusWant: readonly string[];
  dormWant: readonly string[];
  roomTypeWant: readonly string[];
  permitNow: string | null;
  permitWant: string | null;
  moveWhen: string | null;
  flexible: boolean;
};

export type Why = { exactReverse: boolean; sameDormOrLot: boolean; sameCampus: boolean };
export type MatchCategory = 'PREFERENCE' | 'OTHER';

/** The timing penalty when move timings differ and neither side is flexible. */
export const TIMING_PENALTY = 10;
export const FLEXIBLE_TIMING = 'Flexible';

/**
 * fit(A, B) in tenths (0..10), so that the score is exact integer arithmetic:
 * DORM 4·[B.campusNow ∈ A.campusWant] + 4·[B.dormNow ∈ A.dormWant] + 2·[B.roomTypeNow ∈ A.roomTypeWant];
 * PARKING 6·[campus of B.permitNow = campus of A.permitWant] + 4·[type of B.permitNow = type of A.permitWant].
 */
export function fitTenths(a: MatchableListing, b: MatchableListing): number {
  if (a.type !== b.type) return 0;
  if (a.type === 'DORM') {
    return (
      (b.campusNow !== null && a.campusWant.includes(b.campusNow) ? 4 : 0) +
      (b.dormNow !== null && a.dormWant.includes(b.dormNow) ? 4 : 0) +
      (b.roomTypeNow !== null && a.roomTypeWant.includes(b.roomTypeNow) ? 2 : 0)
    );
  }
  const have = b.permitNow ? parsePermit(b.permitNow) : null;
  const want = a.permitWant ? parsePermit(a.permitWant) : null;
  if (!have || !want) return 0;
  return (have.campus === want.campus ? 6 : 0) + (have.permitType === want.permitType ? 4 : 0);
}

/** fit(A, B) as decisions.md writes it, 0..1. */
export function fit(a: MatchableListing, b: MatchableListing): number {
  return fitTenths(a, b) / 10;
}

export function isFlexible(listing: Pick<MatchableListing, 'moveWhen' | 'flexible'>): boolean {
  return listing.flexible || listing.moveWhen === FLEXIBLE_TIMING;
}

export function timingPenalty(a: MatchableListing, b: MatchableListing): number {
  return a.moveWhen !== b.moveWhen && !isFlexible(a) && !isFlexible(b) ? TIMING_PENALTY : 0;
}

/**
 * round(100·(fit(A,B) + fit(B,A))/2) − penalty, never below 0. With fits in tenths this is
 * 5·(tenthsAB + tenthsBA), an integer, so no rounding is ever needed (and the score is symmetric).
 */
export function scoreFromTenths(fitAB: number, fitBA: number, penalty: number): number {
  return Math.max(0, 5 * (fitAB + fitBA) - penalty);
}

export function score(a: MatchableListing, b: MatchableListing): number {
  return scoreFromTenths(fitTenths(a, b), fitTenths(b, a), timingPenalty(a, b));
}

function campusOfNow(listing: MatchableListing): string | null {
  if (listing.type === 'DORM') return listing.campusNow;
  return listing.permitNow ? (parsePermit(listing.permitNow)?.campus ?? null) : null;
}

export function why(a: MatchableListing, b: MatchableListing): Why {
  const sameCampusNow = campusOfNow(a);
  return {
    exactReverse: fitTenths(a, b) === 10 && fitTenths(b, a) === 10,
    sameDormOrLot:
      a.type === 'DORM'
        ? a.dormNow !== null && a.dormNow === b.dormNow
        : a.permitNow !== null && a.permitNow === b.permitNow,
    sameCampus: sameCampusNow !== null && sameCampusNow === campusOfNow(b),
  };
}

/** "My Preference" at 70 and above, "Other" above 0, no card at all at 0. */
export function category(value: number): MatchCategory | null {
  if (value >= PREFERENCE_SCORE_THRESHOLD) return 'PREFERENCE';
  if (value > 0) return 'OTHER';
  return null;
}

export type Ranked = {
  id: string;
  score: number;
  category: MatchCategory;
  exactReverse: boolean;
  createdAt: Date | number;
};

/**
 * The card order of decisions.md §5: preference first, exact reverse first, score descending, newest
 * first; the listing id breaks the remaining ties so the order is total and stable across requests.
 */
export function compareCards(x: Ranked, y: Ranked): number {
  if (x.category !== y.category) return x.category === 'PREFERENCE' ? -1 : 1;
  if (x.exactReverse !== y.exactReverse) return x.exactReverse ? -1 : 1;
  if (x.score !== y.score) return y.score - x.score;
  const tx = +x.createdAt;
  const ty = +y.createdAt;
  if (tx !== ty) return ty - tx;
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

export type Evaluation = { score: number; category: MatchCategory; why: Why };

/** The whole rule for one pair: null when B is no match for A (different type or score 0). */
export function evaluate(a: MatchableListing, b: MatchableListing): Evaluation | null {
  if (a.type !== b.type) return null;
  const value = score(a, b);
  const cat = category(value);
  if (!cat) return null;
  return { score: value, category: cat, why: why(a, b) };
}
