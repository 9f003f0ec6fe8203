// "We swapped" by the other student's listing id (docs/decisions/183-we-swapped.md, kept as it was for
// the released doors: GraphQL `swapped`/`disputeSwap`, REST /api/matches/:id/swapped[/dispute]), now on
// the pair's Swap row (docs/decisions/294-one-swap-after-the-match.md), and the 7-day close of every
// claimed swap, pair or 3-way. `SwapClaim` is what the old doors show of a pair's swap.
import type { PrismaClient, Swap } from '@campus-swap/prisma/client';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { lockPair, openPairSwap, pairKeyOf, type SwapWithMembers } from '../swap-record/record.ts';
import { isBlockedPair, notAvailable } from '../trust/visibility.ts';
import { DAY_MS, finishInTx, SWAP_CLOSE_DAYS } from './finish.ts';
import { afterFinish, markDone, type SayAnswer } from './say.ts';

export { SWAP_CLOSE_DAYS };

export type SwapStatus = 'CLAIMED' | 'DISPUTED' | 'CLOSED';

/** A pair's swap as the released `SwapClaim` shows it to one of the two; null while nobody claimed it. */
export type SwapClaimView = NonNullable<ReturnType<typeof claimViewOf>>;

export function claimViewOf(swap: Swap, viewerId: string) {
  if (!swap.claimedAt || !swap.claimedById || swap.state === 'CALLED_OFF') return null;
  const status: SwapStatus =
    swap.state === 'DONE' ? 'CLOSED' : swap.state === 'CLAIMED' ? 'CLAIMED' : 'DISPUTED';
  return {
    status,
    claimedByMe: swap.claimedById === viewerId,
    claimedAt: swap.claimedAt,
    /** CLAIMED: when it closes by itself unless the other student disputes */
    closesAt: status === 'CLAIMED' ? new Date(swap.claimedAt.getTime() + SWAP_CLOSE_DAYS * DAY_MS) : null,
    confirmedAt: swap.state === 'DONE' && swap.confirmed ? swap.doneAt : null,
    disputedAt: swap.disputedAt,
    closedAt: swap.doneAt,
  };
}

const INCLUDE = { members: { orderBy: { position: 'asc' } } } as const;

/** The pair's latest swap (a pair may have an older, finished one). */
const latestOf = (tx: Pick<PrismaClient, 'swap'>, pairKey: string) =>
  tx.swap.findFirst({ where: { pairKey }, orderBy: { createdAt: 'desc' }, include: INCLUDE });

/**
 * The other student behind `listingId`, as for reveal (NOT_FOUND for an unknown or own listing, a
 * deleted or suspended owner, a blocked pair), but the listing may be inactive: a done swap's are.
 */
async function pairOf(prisma: PrismaClient, viewerId: string, listingId: string) {
  if (!isUuid(listingId)) throw notAvailable();
  const listing = await prisma.listing.findUnique({
    where: { id: listingId },
    include: { user: { select: { deletedAt: true, suspendedAt: true } } },
  });
  if (!listing || listing.userId === viewerId || listing.user.deletedAt || listing.user.suspendedAt)
    throw notAvailable();
  if (await isBlockedPair(prisma, viewerId, listing.userId)) throw notAvailable();
  return { otherId: listing.userId, active: listing.active };
}

async function connected(tx: Pick<PrismaClient, 'reveal'>, a: string, b: string): Promise<boolean> {
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

export type ClaimAnswer = { view: SwapClaimView; users: string[] };

/**
 * "We swapped" with the student behind `listingId`: the pair's swap (see say.ts `markDone`). A done
 * swap answers as it is while the other's listing stays closed; once they post again, a later swap of
 * the same two starts anew. CONFLICT without a connection; NOT_FOUND as for reveal.
 */
export async function claimSwap(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
  now: Date = new Date(),
): Promise<ClaimAnswer> {
  const { otherId, active } = await pairOf(prisma, viewerId, listingId);
  const pairKey = pairKeyOf(viewerId, otherId);
  const answer = await prisma.$transaction(async (tx): Promise<Omit<SayAnswer, 'users'>> => {
    await lockPair(tx, pairKey);
    const latest = await latestOf(tx, pairKey);
    if (latest?.state === 'DONE' && !active) return { swap: latest, finished: false, calledOff: [] };
    if (!active) throw notAvailable();
    if (!(await connected(tx, viewerId, otherId))) {
      throw new AppError('CONFLICT', {
        message: 'You can say you swapped only with a student you are connected with (both revealed).',
      });
    }
    const swap = await openPairSwap(tx, viewerId, otherId, now);
    if (!swap) throw notAvailable();
    return markDone(tx, swap, viewerId, now);
  });
  const users = [viewerId, otherId];
  await afterFinish(prisma, { finished: answer.finished, users });
  return { view: claimViewOf(answer.swap, viewerId)!, users };
}

/**
 * The other student says they did not swap: the swap goes back to CONNECTED and does not close by
 * itself. Only the student who did not claim, only an open claim (CONFLICT otherwise); disputing
 * twice answers the disputed claim.
 */
export async function disputeSwap(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
  now: Date = new Date(),
): Promise<ClaimAnswer> {
  const { otherId } = await pairOf(prisma, viewerId, listingId);
  const pairKey = pairKeyOf(viewerId, otherId);
  const swap = await prisma.$transaction(async (tx) => {
    await lockPair(tx, pairKey);
    const row = await latestOf(tx, pairKey);
    if (!row?.claimedAt || row.state === 'CALLED_OFF')
      throw new AppError('CONFLICT', { message: 'Nobody said you swapped: there is nothing to dispute.' });
    if (row.state === 'DONE') throw new AppError('CONFLICT', { message: 'This swap is already closed.' });
    if (row.claimedById === viewerId)
      throw new AppError('CONFLICT', {
        message: 'You said you swapped; only the other student can dispute it.',
      });
    if (row.state === 'CONNECTED') return row;
    await tx.swapMember.updateMany({ where: { swapId: row.id }, data: { doneAt: null } });
    return tx.swap.update({
      where: { id: row.id },
      data: { state: 'CONNECTED', disputedAt: now },
      include: INCLUDE,
    });
  });
  return { view: claimViewOf(swap, viewerId)!, users: [viewerId, otherId] };
}

/** The viewer's pairs' latest claims, by the other student's id (one query). */
export async function claimsOf(
  prisma: Pick<PrismaClient, 'swap'>,
  viewerId: string,
): Promise<Map<string, SwapClaimView>> {
  const rows = await prisma.swap.findMany({
    where: { kind: 'PAIR', members: { some: { userId: viewerId } } },
    orderBy: { createdAt: 'asc' },
    include: INCLUDE,
  });
  const byOther = new Map<string, SwapClaimView>();
  for (const row of rows) {
    const other = row.members.find((m) => m.userId !== viewerId)?.userId;
    if (!other) continue;
    const view = claimViewOf(row, viewerId);
    // the latest swap of the pair speaks for it: a newer one without a claim clears an older claim
    if (view) byOther.set(other, view);
    else byOther.delete(other);
  }
  return byOther;
}

/**
 * The housekeeping part (jobs.ts): swaps claimed SWAP_CLOSE_DAYS ago that nobody disputed or called
 * off are done. (A block, a deletion or a suspension calls a swap off, so nothing here waits for one.)
 * Answers the swaps it finished and the ones that finishing called off.
 */
export async function closeDueSwaps(
  prisma: PrismaClient,
  now: Date = new Date(),
): Promise<{ finished: SwapWithMembers[]; calledOff: SwapWithMembers[] }> {
  const due = await prisma.swap.findMany({
    where: { state: 'CLAIMED', claimedAt: { lte: new Date(now.getTime() - SWAP_CLOSE_DAYS * DAY_MS) } },
    include: INCLUDE,
  });
  const finished: SwapWithMembers[] = [];
  const calledOff: SwapWithMembers[] = [];
  for (const claim of due) {
    const result = await prisma.$transaction(async (tx) => {
      if (claim.pairKey) await lockPair(tx, claim.pairKey);
      else await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`swap:${claim.id}`}, 0))`;
      const row = await tx.swap.findUnique({ where: { id: claim.id }, include: INCLUDE });
      // answered meanwhile (confirmed, disputed, called off or claimed again): leave it
      if (row?.state !== 'CLAIMED' || row.claimedAt?.getTime() !== claim.claimedAt?.getTime()) return null;
      return finishInTx(tx, row, now, false);
    });
    if (!result) continue;
    finished.push(result.swap);
    calledOff.push(...result.calledOff);
    const users = result.swap.members.map((m) => m.userId).filter((id): id is string => !!id);
    await afterFinish(prisma, { finished: true, users });
  }
  return { finished, calledOff };
}
