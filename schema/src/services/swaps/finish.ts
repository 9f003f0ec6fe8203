// A swap is done (docs/decisions/294-one-swap-after-the-match.md, 183): every member said so, or the
// 7 days passed. In one transaction: the swap, every member's listing (inactive, through Prisma, so
// updatedAt moves and every gateway's matching index drops them), what each gave (in words, as it was
// then), the pending interests to or from any member, and every other live swap of a member, which can
// no longer happen (called off: SWAPPED_ELSEWHERE). Connections stay: the members keep each other's
// contact details for the housing office's step.
import type { Prisma } from '@campus-swap/prisma/client';
import { enqueueNotifications } from '../notifications/enqueue.ts';
import { answersChanged, callOffSwaps, haveOf, type SwapWithMembers } from '../swap-record/record.ts';

/** A claim nobody confirmed or disputed closes this long after it was made. */
export const SWAP_CLOSE_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;

export type Finished = { swap: SwapWithMembers; calledOff: SwapWithMembers[] };

export async function finishInTx(
  tx: Prisma.TransactionClient,
  swap: SwapWithMembers,
  now: Date,
  confirmed: boolean,
  /** whose word made it done (not told: they are looking at it); null when the 7 days did */
  lastId: string | null = null,
): Promise<Finished> {
  const users = swap.members.map((m) => m.userId).filter((id): id is string => !!id);
  const listings = await tx.listing.findMany({ where: { userId: { in: users } } });
  for (const member of swap.members) {
    const listing = listings.find((l) => l.userId === member.userId);
    if (listing)
      await tx.swapMember.update({
        where: { swapId_position: { swapId: swap.id, position: member.position } },
        data: { have: haveOf(listing) },
      });
  }
  const done = await tx.swap.update({
    where: { id: swap.id },
    data: { state: 'DONE', doneAt: now, confirmed },
    include: { members: { orderBy: { position: 'asc' } } },
  });
  await tx.listing.updateMany({ where: { userId: { in: users }, active: true }, data: { active: false } });
  await tx.$executeRaw`
    DELETE FROM "Reveal" r
    WHERE (r."userId" = ANY(${users}::uuid[]) OR r."targetUserId" = ANY(${users}::uuid[]))
      AND NOT EXISTS (SELECT 1 FROM "Reveal" x
                      WHERE x."userId" = r."targetUserId" AND x."targetUserId" = r."userId")`;
  const calledOff: SwapWithMembers[] = [];
  for (const userId of users)
    calledOff.push(
      ...(await callOffSwaps(
        tx,
        { userId, reason: 'SWAPPED_ELSEWHERE', byId: userId, except: swap.id },
        now,
      )),
    );
  // a done 3-way leaves the matches page; the record stays in "Your swaps"
  if (swap.cycleId)
    await tx.swapCycle.updateMany({
      where: { id: swap.cycleId, status: 'CONNECTED' },
      data: { status: 'DECLINED' },
    });
  await answersChanged(tx, users);
  // a 3-way's members are told (a pair's confirmation tells nobody, ADR 185: the claimer asked for it)
  if (swap.kind === 'THREE_WAY')
    await enqueueNotifications(
      tx,
      users
        .filter((userId) => userId !== lastId)
        .map((userId) => ({ userId, kind: 'SWAP_DONE' as const, swapId: swap.id })),
      now,
    );
  return { swap: done, calledOff };
}
