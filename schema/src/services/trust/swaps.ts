// "We swapped" (docs/decisions/183-we-swapped.md): once connected, either student says they swapped;
// the other confirms (the same call) or disputes. Confirmed, or 7 days without a dispute, the swap
// closes: both listings inactive (out of everyone's matches) and the pending interests to or from
// the two students end. One SwapClaim row per pair (pairKey); a disputed claim is replaced by the
// next claim of either student.
import { parsePermit } from '../../catalog.ts';
import type { Listing, Prisma, PrismaClient, SwapClaim } from '@campus-swap/prisma/client';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { dissolveStale } from '../cycles/store.ts';
import { enqueueNotifications } from '../notifications/enqueue.ts';
import { isBlockedPair, notAvailable } from './visibility.ts';

/** A claim nobody confirmed or disputed closes this long after it was made. */
export const SWAP_CLOSE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SwapStatus = 'CLAIMED' | 'DISPUTED' | 'CLOSED';

/** A pair's claim as one of the two students sees it: what viewOf builds (ADR 247). */
export type SwapClaimView = ReturnType<typeof viewOf>;

export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

export function viewOf(claim: SwapClaim, viewerId: string) {
  const status: SwapStatus = claim.closedAt ? 'CLOSED' : claim.disputedAt ? 'DISPUTED' : 'CLAIMED';
  return {
    status,
    claimedByMe: claim.claimerId === viewerId,
    claimedAt: claim.claimedAt,
    /** CLAIMED: when it closes by itself unless the other student disputes */
    closesAt: status === 'CLAIMED' ? new Date(claim.claimedAt.getTime() + SWAP_CLOSE_DAYS * DAY_MS) : null,
    confirmedAt: claim.confirmedAt,
    disputedAt: claim.disputedAt,
    closedAt: claim.closedAt,
  };
}

/** The campus of a listing: its hall's campus (DORM) or its permit's (PARKING). */
export function campusOf(listing: Pick<Listing, 'type' | 'campusNow' | 'permitNow'> | null): string | null {
  if (!listing) return null;
  if (listing.type === 'DORM') return listing.campusNow;
  return listing.permitNow ? (parsePermit(listing.permitNow)?.campus ?? null) : null;
}

/** One campus, or both sorted and joined with ' ↔ ' when the two listings are on different ones. */
export function pairCampus(a: string | null, b: string | null): string | null {
  const campuses = [...new Set([a, b].filter((c): c is string => !!c))].sort();
  return campuses.length ? campuses.join(' ↔ ') : null;
}

type Pair = { otherId: string; listing: Listing };

/**
 * The other student behind `listingId`, as for reveal (NOT_FOUND for an unknown or own listing, a
 * deleted or suspended owner, a blocked pair), but the listing may be inactive: a closed swap's
 * listings are, and asking again answers the closed claim.
 */
async function pairOf(prisma: PrismaClient, viewerId: string, listingId: string): Promise<Pair> {
  if (!isUuid(listingId)) throw notAvailable();
  const listing = await prisma.listing.findUnique({
    where: { id: listingId },
    include: { user: { select: { deletedAt: true, suspendedAt: true } } },
  });
  if (!listing || listing.userId === viewerId || listing.user.deletedAt || listing.user.suspendedAt)
    throw notAvailable();
  if (await isBlockedPair(prisma, viewerId, listing.userId)) throw notAvailable();
  const { user: _user, ...row } = listing;
  return { otherId: listing.userId, listing: row };
}

async function connected(tx: Prisma.TransactionClient, a: string, b: string): Promise<boolean> {
  const reveals = await tx.reveal.count({
    where: {
      OR: [
        { userId: a, targetUserId: b },
        { userId: b, targetUserId: a },
      ],
    },
  });
  return reveals === 2;
}

const lockPair = (tx: Prisma.TransactionClient, pairKey: string) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`swap:${pairKey}`}, 0))`;

/**
 * Closes a pair's swap inside the caller's transaction: the claim, both listings (inactive: through
 * Prisma, so updatedAt moves and every gateway's matching index drops them) and the pending
 * interests to or from either student (a reveal without its reverse). Connections stay.
 */
async function closeInTx(
  tx: Prisma.TransactionClient,
  claim: SwapClaim,
  now: Date,
  confirmed: boolean,
): Promise<SwapClaim> {
  const users = [claim.claimerId, claim.otherId];
  const closed = await tx.swapClaim.update({
    where: { id: claim.id },
    data: { closedAt: now, ...(confirmed ? { confirmedAt: now } : {}) },
  });
  await tx.listing.updateMany({ where: { userId: { in: users }, active: true }, data: { active: false } });
  await tx.$executeRaw`
    DELETE FROM "Reveal" r
    WHERE (r."userId" = ANY(${users}::uuid[]) OR r."targetUserId" = ANY(${users}::uuid[]))
      AND NOT EXISTS (SELECT 1 FROM "Reveal" x
                      WHERE x."userId" = r."targetUserId" AND x."targetUserId" = r."userId")`;
  // a SwapClaim row has no trigger: every gateway drops the two students' cached answers at commit
  // (their sessions stay: nothing of the account changed, ADR 151)
  await tx.$executeRaw`SELECT "campus_swap_answers_changed"(id) FROM unnest(${users}::uuid[]) AS id`;
  return closed;
}

export type SwapAnswer = { view: SwapClaimView; users: string[] };

/**
 * "We swapped" with the student behind `listingId`. The first call of a pair makes the claim; the
 * other student's call confirms it and closes the swap; the claimer's second call, or any call after
 * the close, answers the claim as it is (idempotent). After a dispute, the next call of either
 * student makes a new claim. CONFLICT without a connection; NOT_FOUND as for reveal. A new claim
 * asks the other student to confirm or dispute it (a SWAP_CLAIM notification, ADR 185), written in
 * the claim's transaction so that it exists exactly when the claim does.
 */
export async function claimSwap(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
  now: Date = new Date(),
): Promise<SwapAnswer> {
  const { otherId, listing } = await pairOf(prisma, viewerId, listingId);
  const pairKey = pairKeyOf(viewerId, otherId);
  const users = [viewerId, otherId];
  const result = await prisma.$transaction(async (tx) => {
    await lockPair(tx, pairKey);
    const claim = await tx.swapClaim.findUnique({ where: { pairKey } });
    // closed: answered as it is while the other's listing stays closed; once they post again, a
    // later swap of the same two students starts a new claim
    if (claim?.closedAt && !listing.active) return { claim, changed: false };
    if (!listing.active) throw notAvailable();
    if (!(await connected(tx, viewerId, otherId))) {
      throw new AppError('CONFLICT', {
        message: 'You can say you swapped only with a student you are connected with (both revealed).',
      });
    }
    if (claim && !claim.disputedAt && !claim.closedAt) {
      if (claim.claimerId === viewerId) return { claim, changed: false };
      return { claim: await closeInTx(tx, claim, now, true), changed: true };
    }
    const mine = await tx.listing.findUnique({ where: { userId: viewerId } });
    const data = {
      claimerId: viewerId,
      otherId,
      type: listing.type,
      campus: pairCampus(campusOf(mine), campusOf(listing)),
      claimedAt: now,
      confirmedAt: null,
      disputedAt: null,
      closedAt: null,
    };
    const saved = claim
      ? await tx.swapClaim.update({ where: { id: claim.id }, data })
      : await tx.swapClaim.create({ data: { pairKey, ...data } });
    await enqueueNotifications(tx, [{ userId: otherId, kind: 'SWAP_CLAIM', otherUserId: viewerId }], now);
    return { claim: saved, changed: true };
  });
  if (result.changed && result.claim.closedAt)
    // the other members of their cycles get their place back (ADR 270)
    await Promise.all(users.map((userId) => dissolveStale(prisma, { userId })));
  return { view: viewOf(result.claim, viewerId), users };
}

/**
 * The other student says they did not swap: the claim does not close by itself. Only the student who
 * did not claim may dispute, and only an open claim (CONFLICT otherwise); disputing twice answers the
 * disputed claim.
 */
export async function disputeSwap(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
  now: Date = new Date(),
): Promise<SwapAnswer> {
  const { otherId } = await pairOf(prisma, viewerId, listingId);
  const pairKey = pairKeyOf(viewerId, otherId);
  const claim = await prisma.$transaction(async (tx) => {
    await lockPair(tx, pairKey);
    const row = await tx.swapClaim.findUnique({ where: { pairKey } });
    if (!row)
      throw new AppError('CONFLICT', { message: 'Nobody said you swapped: there is nothing to dispute.' });
    if (row.closedAt) throw new AppError('CONFLICT', { message: 'This swap is already closed.' });
    if (row.claimerId === viewerId)
      throw new AppError('CONFLICT', {
        message: 'You said you swapped; only the other student can dispute it.',
      });
    if (row.disputedAt) return row;
    return tx.swapClaim.update({ where: { id: row.id }, data: { disputedAt: now } });
  });
  return { view: viewOf(claim, viewerId), users: [viewerId, otherId] };
}

/** The viewer's claims, by the other student's id (one query; students have a handful at most). */
export async function claimsOf(
  prisma: Pick<PrismaClient, 'swapClaim'>,
  viewerId: string,
): Promise<Map<string, SwapClaimView>> {
  const rows = await prisma.swapClaim.findMany({
    where: { OR: [{ claimerId: viewerId }, { otherId: viewerId }] },
  });
  return new Map(
    rows.map((row) => [row.claimerId === viewerId ? row.otherId : row.claimerId, viewOf(row, viewerId)]),
  );
}

/**
 * The housekeeping part (jobs.ts): claims neither confirmed nor disputed for SWAP_CLOSE_DAYS close,
 * unless a block stands between the two or either account is deleted or suspended (then the claim
 * waits: nobody can answer it). Answers the students whose listings closed.
 */
export async function closeDueSwaps(prisma: PrismaClient, now: Date = new Date()): Promise<string[]> {
  const due = await prisma.swapClaim.findMany({
    where: {
      closedAt: null,
      disputedAt: null,
      claimedAt: { lte: new Date(now.getTime() - SWAP_CLOSE_DAYS * DAY_MS) },
    },
  });
  const closedUsers: string[] = [];
  for (const claim of due) {
    const users = [claim.claimerId, claim.otherId];
    const live = await prisma.user.count({
      where: { id: { in: users }, deletedAt: null, suspendedAt: null },
    });
    if (live < 2 || (await isBlockedPair(prisma, claim.claimerId, claim.otherId))) continue;
    const closed = await prisma.$transaction(async (tx) => {
      await lockPair(tx, claim.pairKey);
      const row = await tx.swapClaim.findUnique({ where: { id: claim.id } });
      // answered meanwhile (confirmed, disputed or claimed again): leave it
      if (!row || row.closedAt || row.disputedAt || row.claimedAt.getTime() !== claim.claimedAt.getTime())
        return false;
      await closeInTx(tx, row, now, false);
      return true;
    });
    if (!closed) continue;
    for (const userId of users) await dissolveStale(prisma, { userId });
    closedUsers.push(...users);
  }
  return closedUsers;
}
