// The matching rule of decisions.md §5, as pure functions over plain listing values. The in-memory
// index (matching-index.ts) evaluates the same rule over integer-encoded columns; score.test.ts and the
// index's own test keep the two in agreement.
import type { Listing } from '@campus-swap/prisma/client';
import { PREFERENCE_SCORE_THRESHOLD } from '../../constants.ts';
import { parsePermit } from '../../catalog.ts';

/**
 * The listing columns the rule reads, as Prisma declares them (so a new column is one edit in
 * prisma/schema.prisma); the index's rows and a validated listing are built on this.
 */
export type MatchableListing = Pick<
  Listing,
  | 'type'
  | 'campusNow'
  | 'dormNow'
  | 'roomTypeNow'
  | 'campusWant'
  | 'dormWant'
  | 'roomTypeWant'
  | 'permitNow'
  | 'permitWant'
  | 'moveWhen'
  | 'flexible'
>;

export type Why = { exactReverse: boolean; sameDormOrLot: boolean; sameCampus: boolean };
export type MatchCategory = 'PREFERENCE' | 'OTHER';

/** The timing penalty when move timings differ and neither side is flexible. */
export const TIMING_PENALTY = 10;
export const FLEXIBLE_TIMING = 'Flexible';

export type FitWeights = { readonly campus: number; readonly hall: number; readonly room: number };

/**
 * The weights of fit(A, B) (decisions.md §5) in tenths, so that the score is exact integer arithmetic:
 * what each of B's "now" values earns when A wants it. PARKING has no hall; its campus and room are
 * the permit's campus and permit type. The in-memory index reads the same table.
 */
export const FIT_WEIGHTS = {
  DORM: { campus: 4, hall: 4, room: 2 },
  PARKING: { campus: 6, hall: 0, room: 4 },
} as const satisfies Record<MatchableListing['type'], FitWeights>;

/** fit = 1 in tenths: every weight of the type earned (an exact reverse needs it both ways). */
export const FULL_FIT_TENTHS = 10;

/** round(100·(fit(A,B) + fit(B,A))/2) with fits in tenths: 100 / 2 / 10 points per tenth. */
export const POINTS_PER_TENTH = 5;

/** fit(A, B) in tenths (0..10). */
export function fitTenths(a: MatchableListing, b: MatchableListing): number {
  if (a.type !== b.type) return 0;
  if (a.type === 'DORM') {
    const w = FIT_WEIGHTS.DORM;
    return (
      (b.campusNow !== null && a.campusWant.includes(b.campusNow) ? w.campus : 0) +
      (b.dormNow !== null && a.dormWant.includes(b.dormNow) ? w.hall : 0) +
      (b.roomTypeNow !== null && a.roomTypeWant.includes(b.roomTypeNow) ? w.room : 0)
    );
  }
  const have = b.permitNow ? parsePermit(b.permitNow) : null;
  const want = a.permitWant ? parsePermit(a.permitWant) : null;
  if (!have || !want) return 0;
  const w = FIT_WEIGHTS.PARKING;
  return (have.campus === want.campus ? w.campus : 0) + (have.permitType === want.permitType ? w.room : 0);
}

/** fit(A, B) as decisions.md writes it, 0..1. */
export function fit(a: MatchableListing, b: MatchableListing): number {
  return fitTenths(a, b) / FULL_FIT_TENTHS;
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
  return Math.max(0, POINTS_PER_TENTH * (fitAB + fitBA) - penalty);
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
    exactReverse: fitTenths(a, b) === FULL_FIT_TENTHS && fitTenths(b, a) === FULL_FIT_TENTHS,
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
  return compareRanked(x, x.exactReverse, y, y.exactReverse);
}

/** `compareCards` with each side's exactReverse given apart (a card holds it in `why`: no copy per call). */
export function compareRanked(
  x: Omit<Ranked, 'exactReverse'>,
  xExactReverse: boolean,
  y: Omit<Ranked, 'exactReverse'>,
  yExactReverse: boolean,
): number {
  if (x.category !== y.category) return x.category === 'PREFERENCE' ? -1 : 1;
  if (xExactReverse !== yExactReverse) return xExactReverse ? -1 : 1;
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
