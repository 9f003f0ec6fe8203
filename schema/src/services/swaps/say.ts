// What a member says about their swap (docs/decisions/294-one-swap-after-the-match.md): "we swapped"
// (the first says it, the others confirm with the same call; all of them: done) and "call off". Taken by
// the swap's id (GraphQL `swapDone`, `callOffSwap`; REST /api/swaps/:id/done and /call-off), for a pair
// and for a 3-way alike. A pair's "we swapped" by listing id (ADR 183) is pair-claims.ts, on the same rows.
import type { Prisma, PrismaClient } from '@campus-swap/prisma/client';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { dissolveStale } from '../cycles/store.ts';
import { enqueueNotifications } from '../notifications/enqueue.ts';
import { callOffSwaps, LIVE_STATES, lockPair, type SwapWithMembers } from '../swap-record/record.ts';
import { finishInTx } from './finish.ts';

const INCLUDE = { members: { orderBy: { position: 'asc' } } } as const;

/** Unknown, malformed and other students' swap ids answer alike, so ids cannot be probed. */
export const swapGone = () => new AppError('NOT_FOUND', { message: 'This swap is not available.' });

const calledOffConflict = () =>
  new AppError('CONFLICT', { message: 'This swap was called off, so it can no longer be done.' });

/** Every write to one swap takes its turn: a pair's lock (shared with reveal and the claim by listing). */
const lockSwap = (tx: Prisma.TransactionClient, swap: SwapWithMembers) =>
  swap.pairKey
    ? lockPair(tx, swap.pairKey)
    : tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`swap:${swap.id}`}, 0))`;

export type SayAnswer = {
  swap: SwapWithMembers;
  users: string[];
  finished: boolean;
  calledOff: SwapWithMembers[];
};

/**
 * The viewer says they swapped, inside the caller's transaction (which holds the swap's lock): their
 * own word is kept; the first word turns CONNECTED into CLAIMED (a dispute's word is cleared) and asks
 * the others to confirm (SWAP_CLAIM); once every member said it, the swap is done. Done answers as it
 * is (idempotent); called off is CONFLICT.
 */
export async function markDone(
  tx: Prisma.TransactionClient,
  swap: SwapWithMembers,
  viewerId: string,
  now: Date,
): Promise<Omit<SayAnswer, 'users'>> {
  const same = { swap, finished: false, calledOff: [] };
  if (swap.state === 'DONE') return same;
  if (swap.state === 'CALLED_OFF') throw calledOffConflict();
  const me = swap.members.find((m) => m.userId === viewerId);
  if (!me) throw swapGone();
  if (me.doneAt && swap.state === 'CLAIMED') return same;
  const first = swap.state === 'CONNECTED';
  await tx.swapMember.update({
    where: { swapId_position: { swapId: swap.id, position: me.position } },
    data: { doneAt: now },
  });
  const current = await tx.swap.update({
    where: { id: swap.id },
    data: first ? { state: 'CLAIMED', claimedAt: now, claimedById: viewerId, disputedAt: null } : {},
    include: INCLUDE,
  });
  const others = current.members.filter((m) => m.userId && m.userId !== viewerId);
  if (current.members.every((m) => m.doneAt)) {
    const { swap: done, calledOff } = await finishInTx(tx, current, now, true, viewerId);
    return { swap: done, finished: true, calledOff };
  }
  if (first)
    await enqueueNotifications(
      tx,
      others.map((m) => ({ userId: m.userId!, kind: 'SWAP_CLAIM' as const, otherUserId: viewerId })),
      now,
    );
  return { swap: current, finished: false, calledOff: [] };
}

/** The viewer's swap by id (any state), else NOT_FOUND. */
async function memberSwap(prisma: PrismaClient, viewerId: string, swapId: string): Promise<SwapWithMembers> {
  if (!isUuid(swapId)) throw swapGone();
  const swap = await prisma.swap.findUnique({ where: { id: swapId }, include: INCLUDE });
  if (!swap?.members.some((m) => m.userId === viewerId)) throw swapGone();
  return swap;
}

/** After a swap is done: the other members of the members' offered 3-ways get their place back (ADR 270). */
export async function afterFinish(prisma: PrismaClient, answer: Pick<SayAnswer, 'finished' | 'users'>) {
  if (answer.finished) for (const userId of answer.users) await dissolveStale(prisma, { userId });
}

const usersOf = (swaps: SwapWithMembers[]) => [
  ...new Set(swaps.flatMap((s) => s.members.map((m) => m.userId)).filter((id): id is string => !!id)),
];

/** "We swapped" on the viewer's swap `swapId` (see markDone). */
export async function sayDone(
  prisma: PrismaClient,
  viewerId: string,
  swapId: string,
  now: Date = new Date(),
): Promise<SayAnswer> {
  const found = await memberSwap(prisma, viewerId, swapId);
  const answer = await prisma.$transaction(async (tx) => {
    await lockSwap(tx, found);
    const swap = await tx.swap.findUniqueOrThrow({ where: { id: swapId }, include: INCLUDE });
    return markDone(tx, swap, viewerId, now);
  });
  const result = { ...answer, users: usersOf([answer.swap, ...answer.calledOff]) };
  await afterFinish(prisma, result);
  return result;
}

/**
 * "Call off": a member says the swap will not happen. Only a live swap (CONFLICT for a done one:
 * listings closed, nothing to undo); calling off twice answers the called-off swap.
 */
export async function callOff(
  prisma: PrismaClient,
  viewerId: string,
  swapId: string,
  now: Date = new Date(),
): Promise<SayAnswer> {
  const found = await memberSwap(prisma, viewerId, swapId);
  const swap = await prisma.$transaction(async (tx) => {
    await lockSwap(tx, found);
    const swap = await tx.swap.findUniqueOrThrow({ where: { id: swapId }, include: INCLUDE });
    if (swap.state === 'CALLED_OFF') return swap;
    if (!(LIVE_STATES as readonly string[]).includes(swap.state))
      throw new AppError('CONFLICT', { message: 'This swap is done: there is nothing to call off.' });
    const [off] = await callOffSwaps(
      tx,
      { userId: viewerId, reason: 'MEMBER', byId: viewerId, only: swap.id },
      now,
    );
    return off ?? swap;
  });
  return { swap, users: usersOf([swap]), finished: false, calledOff: [] };
}
