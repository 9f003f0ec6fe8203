// Deciding, at send time, the messages about a 3-way offer and a swap (docs/decisions/294-one-swap-after-the-match.md):
// a 3-way offered (still offered, and the recipient not in yet), all three in (the swap still live), a
// swap called off (in the words the recipient reads in the app) and a 3-way done. They name nobody: the
// app shows who, so a block or a suspension since changes nothing a message says.
import type { NotificationOutbox, PrismaClient } from '@campus-swap/prisma/client';
import type { Content } from '../notifications/messages.ts';
import { LIVE_STATES } from '../swap-record/record.ts';
import { DONE_STEP } from '../swaps/view.ts';
import { callOffWords } from '../swaps/view.ts';

export type SwapDecision = { send: false; reason: string } | { send: true; content: Content };

const skip = (reason: string): SwapDecision => ({ send: false, reason });

export async function decideSwapMessage(
  prisma: PrismaClient,
  row: NotificationOutbox,
  recipientId: string,
): Promise<SwapDecision> {
  if (row.kind === 'CYCLE_OFFERED') {
    const cycle = row.cycleId
      ? await prisma.swapCycle.findUnique({ where: { id: row.cycleId }, include: { members: true } })
      : null;
    if (cycle?.status !== 'OFFERED') return skip('3-way no longer offered');
    const seat = cycle.members.find((m) => m.userId === recipientId);
    if (!seat) return skip('not a member');
    if (seat.joinedAt) return skip('already in');
    return { send: true, content: { kind: 'CYCLE_OFFERED', type: cycle.type } };
  }
  const swap = row.swapId
    ? await prisma.swap.findUnique({ where: { id: row.swapId }, include: { members: true } })
    : null;
  if (!swap?.members.some((m) => m.userId === recipientId)) return skip('swap gone');
  if (row.kind === 'CYCLE_CONNECTED') {
    if (!(LIVE_STATES as readonly string[]).includes(swap.state)) return skip('swap no longer live');
    return { send: true, content: { kind: 'CYCLE_CONNECTED', type: swap.type } };
  }
  if (row.kind === 'SWAP_CALLED_OFF') {
    if (swap.state !== 'CALLED_OFF' || !swap.callOffReason) return skip('not called off');
    const words = callOffWords(swap.callOffReason, swap.calledOffById === recipientId, swap.kind);
    return { send: true, content: { kind: 'SWAP_CALLED_OFF', words, threeWay: swap.kind === 'THREE_WAY' } };
  }
  if (row.kind === 'SWAP_DONE') {
    if (swap.state !== 'DONE') return skip('not done');
    return { send: true, content: { kind: 'SWAP_DONE', nextStep: DONE_STEP[swap.type] } };
  }
  return skip('not a swap message');
}
