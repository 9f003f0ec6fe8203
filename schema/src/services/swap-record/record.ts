// The swap record (docs/decisions/294-one-swap-after-the-match.md): a Swap row is made when two students
// connect (both revealed) or when all three of a 3-way are in, and called off when it can no longer
// happen. These are the writes the features below "after a match" need: reveal and joinCycle open a
// swap, and a deactivation, a deletion, a suspension or a block calls one off. Deciding done, and what
// a member sees, is the swaps/ feature's (after a match).
import type {
  Listing,
  Prisma,
  PrismaClient,
  Swap,
  SwapCallOffReason,
  SwapMember,
} from '@campus-swap/prisma/client';
import { describeHave } from '../cards/listing-text.ts';
import { enqueueNotifications } from '../notifications/enqueue.ts';
import { campusOf, pairCampus } from './campus.ts';

type Tx = Prisma.TransactionClient;

/** The states in which a swap can still happen (its members see each other's contact details). */
export const LIVE_STATES = ['CONNECTED', 'CLAIMED'] as const;

export type SwapWithMembers = Swap & { members: SwapMember[] };

export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

/** Serializes every write to one pair's swap (claim, confirmation, dispute, opening). */
export const lockPair = (tx: Tx, pairKey: string) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`swap:${pairKey}`}, 0))`;

/** What a member gives, in words; '' when they have no listing any more. */
export const haveOf = (listing: Listing | null | undefined) => (listing ? describeHave(listing) : '');

/** Every member's cached answers go on every gateway at commit (a Swap row has no trigger, ADR 151). */
export async function answersChanged(tx: Tx, userIds: readonly (string | null)[]): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is string => !!id))];
  if (ids.length)
    await tx.$executeRaw`SELECT "campus_swap_answers_changed"(id) FROM unnest(${ids}::uuid[]) AS id`;
}

/**
 * The pair's swap once the two are connected, inside the caller's transaction: the live one, or a new
 * CONNECTED one (none yet, or the last one is done or called off). Null when neither has a listing to
 * say what the swap is of.
 */
export async function openPairSwap(tx: Tx, a: string, b: string, now: Date): Promise<SwapWithMembers | null> {
  const pairKey = pairKeyOf(a, b);
  await lockPair(tx, pairKey);
  const live = await tx.swap.findFirst({
    where: { pairKey, state: { in: [...LIVE_STATES] } },
    include: { members: { orderBy: { position: 'asc' } } },
  });
  if (live) return live;
  const ids = pairKey.split(':') as [string, string];
  const listings = await tx.listing.findMany({ where: { userId: { in: ids } } });
  const listingOf = (id: string) => listings.find((l) => l.userId === id);
  const type = listingOf(ids[0])?.type ?? listingOf(ids[1])?.type;
  if (!type) return null;
  return tx.swap.create({
    data: {
      kind: 'PAIR',
      type,
      pairKey,
      campus: pairCampus(...ids.map((id) => campusOf(listingOf(id)))),
      createdAt: now,
      members: {
        create: ids.map((userId, position) => ({ position, userId, have: haveOf(listingOf(userId)) })),
      },
    },
    include: { members: { orderBy: { position: 'asc' } } },
  });
}

/**
 * The swap of a 3-way once all three are in (idempotent: one per cycle), with the message that tells all
 * three (CYCLE_CONNECTED) in its transaction. The unique cycleId makes a second opener's insert fail.
 */
export async function openCycleSwap(prisma: PrismaClient, cycleId: string, now: Date): Promise<void> {
  const cycle = await prisma.swapCycle.findUnique({
    where: { id: cycleId },
    include: { members: { orderBy: { position: 'asc' }, include: { listing: true } } },
  });
  if (cycle?.status !== 'CONNECTED') return;
  if (await prisma.swap.findUnique({ where: { cycleId } })) return;
  try {
    await prisma.$transaction(async (tx) => {
      const swap = await tx.swap.create({
        data: {
          kind: 'THREE_WAY',
          type: cycle.type,
          cycleId,
          campus: pairCampus(...cycle.members.map((m) => campusOf(m.listing))),
          createdAt: now,
          members: {
            create: cycle.members.map((m) => ({
              position: m.position,
              userId: m.userId,
              have: haveOf(m.listing),
            })),
          },
        },
      });
      await enqueueNotifications(
        tx,
        cycle.members.map((m) => ({ userId: m.userId, kind: 'CYCLE_CONNECTED' as const, swapId: swap.id })),
        now,
      );
    });
  } catch (error) {
    // another member's join opened it at the same moment
    if ((error as { code?: string }).code !== 'P2002') throw error;
  }
}

export type CallOff = {
  /** the live swaps of this student, or only those with both `userId` and `with` in them */
  userId: string;
  with?: string;
  reason: SwapCallOffReason;
  /** the member whose act it was (null when nobody's: a swap done elsewhere) */
  byId: string | null;
  /** leave this swap alone (the one whose being done calls the others off) */
  except?: string;
  /** only this swap (a member calls off one swap) */
  only?: string;
};

/**
 * Calls off the live swaps that can no longer happen, inside the caller's transaction, and answers them.
 * A pair's connection ends with it (the reveals between the two go, unless the account is deleted and
 * will be purged anyway), so no door shows their contact details any more; a 3-way's cycle turns
 * declined, so it leaves the matches page and the same three are not offered again.
 */
export async function callOffSwaps(tx: Tx, off: CallOff, now: Date): Promise<SwapWithMembers[]> {
  const members: Prisma.SwapWhereInput[] = [{ members: { some: { userId: off.userId } } }];
  if (off.with) members.push({ members: { some: { userId: off.with } } });
  const swaps = await tx.swap.findMany({
    where: {
      state: { in: [...LIVE_STATES] },
      AND: members,
      ...(off.only ? { id: off.only } : off.except ? { id: { not: off.except } } : {}),
    },
    include: { members: { orderBy: { position: 'asc' } } },
  });
  const calledOff: SwapWithMembers[] = [];
  for (const swap of swaps) {
    const { count } = await tx.swap.updateMany({
      where: { id: swap.id, state: { in: [...LIVE_STATES] } },
      data: { state: 'CALLED_OFF', calledOffAt: now, callOffReason: off.reason, calledOffById: off.byId },
    });
    if (count === 0) continue;
    const userIds = swap.members.map((m) => m.userId).filter((id): id is string => !!id);
    if (swap.kind === 'PAIR' && off.reason !== 'DELETED' && userIds.length === 2) {
      const [a, b] = userIds as [string, string];
      await tx.reveal.deleteMany({
        where: {
          OR: [
            { userId: a, targetUserId: b },
            { userId: b, targetUserId: a },
          ],
        },
      });
    }
    if (swap.cycleId)
      await tx.swapCycle.updateMany({
        where: { id: swap.cycleId, status: 'CONNECTED' },
        data: { status: 'DECLINED' },
      });
    await answersChanged(tx, userIds);
    // the others are told (by mail and push under their settings); the one whose act it was is not
    await enqueueNotifications(
      tx,
      userIds
        .filter((userId) => userId !== off.byId)
        .map((userId) => ({ userId, kind: 'SWAP_CALLED_OFF' as const, swapId: swap.id })),
      now,
    );
    calledOff.push({
      ...swap,
      state: 'CALLED_OFF',
      calledOffAt: now,
      callOffReason: off.reason,
      calledOffById: off.byId,
    });
  }
  return calledOff;
}
