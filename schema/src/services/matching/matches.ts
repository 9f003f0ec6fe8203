// The matches of the signed-in student (decisions.md §5): the index finds and orders the best
// candidates, then, in one read-only transaction on the driver (ADR 275), one statement loads the viewer's
// listing and blocks (viewer-row.ts; their stored 3-way swaps in one more, seat-rows.ts, when they hold
// a live seat) and one more only those listings with
// their owners and the reveals between them and the viewer (candidate-rows.ts, ADR 153), and each card
// is re-evaluated from the fresh rows (docs/decisions/020-match-pagination.md).
import type { Listing } from '@campus-swap/prisma/client';
import type { SqlQuery } from '@campus-swap/prisma/read-transaction';
import type { Services } from '../../context.ts';
import { validationError } from '../../errors.ts';
import type { StoredCycles } from '../cards/stored-cycles.ts';
import { seatRows } from './seat-rows.ts';
import { isListed } from '../trust/visibility.ts';
import { type CandidateRow, candidateRows } from './candidate-rows.ts';
import { viewerSide } from './viewer-row.ts';
import { cardOf, compareMatchCards, evaluateCandidate, type MatchCard } from './match-card.ts';
import type { MatchingIndex } from '../matching-index/matching-index.ts';

export const DEFAULT_MATCH_LIMIT = 100;
export const MAX_MATCH_LIMIT = 500;

export type MatchResult = {
  /** whose answer this is: fields below it (cycles) are resolved for this student */
  viewerId: string;
  myListing: Listing | null;
  cards: MatchCard[];
  preferenceCount: number;
  otherCount: number;
  /** the viewer's stored 3-way swaps, read in the same transaction when asked for (`withCycles`) */
  storedCycles?: StoredCycles;
};

/** Cards whose student revealed interest in the viewer while the viewer has not revealed back. */
export function interestedCount(cards: Pick<MatchCard, 'revealedByMe' | 'revealedToMe'>[]): number {
  return cards.filter((card) => card.revealedToMe && !card.revealedByMe).length;
}

export function checkLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DEFAULT_MATCH_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MATCH_LIMIT) {
    throw validationError({ limit: `Limit must be a whole number from 1 to ${MAX_MATCH_LIMIT}.` });
  }
  return limit;
}

/**
 * The viewer's listing, cards, reveal states and (`withCycles`) stored 3-way swaps, read in one
 * transaction on one connection (one transaction per read, ADR 150) after the index is synced.
 */
export async function getMatches(
  services: Pick<Services, 'readTransaction' | 'matchingIndex'> & { indexSynced?: Promise<void> },
  viewerId: string,
  options: { limit?: number | null; withCycles?: boolean } = {},
): Promise<MatchResult> {
  const limit = checkLimit(options.limit);
  const { readTransaction, matchingIndex: index } = services;
  // before the transaction: on PGlite (one connection) a sync query inside it would wait for it. A
  // request's context syncs once (the answer cache may have synced it already: ADR 291)
  await (services.indexSynced ?? index.sync());
  return readTransaction((query) => readMatches(query, index, viewerId, limit, options.withCycles ?? false));
}

async function readMatches(
  query: SqlQuery,
  index: MatchingIndex,
  viewerId: string,
  limit: number,
  withCycles: boolean,
): Promise<MatchResult> {
  // the listing and the blocks in one statement (the stored 3-way swaps in one more only for a student
  // who holds a live seat); the cards and their reveal state in one more
  const { myListing, blocked, hasLiveSeat } = await viewerSide(query, viewerId);
  let storedCycles: StoredCycles | undefined;
  if (withCycles) storedCycles = hasLiveSeat ? await seatRows(query, viewerId) : [];
  if (!myListing?.active)
    return { viewerId, myListing, cards: [], preferenceCount: 0, otherCount: 0, storedCycles };

  // blocked students' listings are skipped by the scan, so the counts leave them out too (ADR 180)
  const scan = index.scan(myListing, limit, blocked.listingIds);
  const ids = [...scan.preference, ...scan.other].map((row) => row.id);
  if (ids.length === 0) {
    return {
      viewerId,
      myListing,
      cards: [],
      preferenceCount: scan.preferenceCount,
      otherCount: scan.otherCount,
      storedCycles,
    };
  }
  const candidates = await candidateRows(query, viewerId, ids);
  const byId = new Map<string, CandidateRow>();
  for (const candidate of candidates) byId.set(candidate.id, candidate);

  let { preferenceCount, otherCount } = scan;
  const cards: MatchCard[] = [];
  for (const row of [...scan.preference, ...scan.other]) {
    const candidate = byId.get(row.id);
    // The index lags the database by at most one in-flight commit: re-check each card on fresh rows.
    const evaluation =
      candidate && !blocked.userIds.has(candidate.userId)
        ? evaluateCandidate(myListing, candidate, candidate, viewerId)
        : null;
    if (!candidate || !evaluation) {
      if (!candidate || !isListed(candidate, candidate)) index.forget(row.id);
      if (row.category === 'PREFERENCE') preferenceCount--;
      else otherCount--;
      continue;
    }
    if (evaluation.category !== row.category) {
      const delta = evaluation.category === 'PREFERENCE' ? 1 : -1;
      preferenceCount += delta;
      otherCount -= delta;
    }
    cards.push(cardOf(candidate, candidate, evaluation, candidate.revealedByMe, candidate.revealedToMe));
  }
  // the scan's order, unless a fresh row scored differently from the index's copy
  cards.sort(compareMatchCards);
  return { viewerId, myListing, cards, preferenceCount, otherCount, storedCycles };
}
