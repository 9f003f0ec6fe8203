// Deciding, at send time, whether a claimed outbox row is still wanted and what it says. Everything is
// read fresh, so a setting switched off, an account deleted or a request answered in the meantime
// stops the message (docs/decisions/051-notification-rules.md).
import type { NotificationOutbox, PrismaClient } from '@campus-swap/prisma/client';
import { describeHave, describeWant } from '../cards/listing-text.ts';
import { evaluate } from '../matching-index/score.ts';
import { isStudent } from '../profile.ts';
import type { Content, Someone } from '../notifications/messages.ts';
import { blockedUserIds } from '../trust/blocks.ts';
import { isBlockedPair } from '../trust/visibility.ts';
import { DAY_MS, SWAP_CLOSE_DAYS } from '../swaps/finish.ts';
import { settingKey } from '../notifications/policy.ts';
import { decideSwapMessage } from './swap-content.ts';

export type Recipient = { id: string; email: string };
export type Decision =
  | { send: false; reason: string }
  | { send: true; recipient: Recipient; content: Content };

const skip = (reason: string): Decision => ({ send: false, reason });

export async function decide(prisma: PrismaClient, row: NotificationOutbox): Promise<Decision> {
  // reports go to the support address, not to a student (worker.ts hands them to trust/report-mail.ts)
  if (row.kind === 'REPORT') return skip('not a student notification');
  const user = await prisma.user.findUnique({
    where: { id: row.userId },
    include: { listing: true, notificationSettings: { select: { off: true } } },
  });
  // deleted, not a full student (no profile or the current terms), or listing deactivated / expired
  if (!user || user.deletedAt) return skip('account deleted');
  if (user.suspendedAt) return skip('account suspended');
  if (!isStudent(user)) return skip('account not verified');
  if (user.notificationSettings?.off.includes(settingKey(row.channel, row.kind))) return skip('switched off');
  const recipient = { id: user.id, email: user.email };
  // about a swap: its members' listings may be closed (done) and it is still their news (ADR 294)
  if (['CYCLE_OFFERED', 'CYCLE_CONNECTED', 'SWAP_CALLED_OFF', 'SWAP_DONE'].includes(row.kind)) {
    const decision = await decideSwapMessage(prisma, row, user.id);
    return decision.send ? { send: true, recipient, content: decision.content } : decision;
  }
  if (!user.listing?.active) return skip('listing deactivated');

  if (row.kind === 'DIGEST') {
    const mine = user.listing;
    const blocked = await blockedUserIds(prisma, user.id);
    const candidates = await prisma.listing.findMany({
      where: {
        id: { in: row.listingIds },
        active: true,
        hiddenAt: null,
        userId: { notIn: [...blocked] },
        user: { deletedAt: null, suspendedAt: null },
      },
      include: { user: { select: { name: true } } },
    });
    const matches = candidates
      .map((c) => ({ c, evaluation: evaluate(mine, c) }))
      .filter(({ evaluation }) => evaluation?.category === 'PREFERENCE')
      .sort((x, y) => (y.evaluation?.score ?? 0) - (x.evaluation?.score ?? 0))
      .map(({ c, evaluation }) => ({
        name: c.user.name,
        have: describeHave(c),
        want: describeWant(c),
        score: evaluation?.score ?? 0,
      }));
    if (matches.length === 0) return skip('no longer a match');
    return { send: true, recipient, content: { kind: 'DIGEST', matches } };
  }

  if (!row.otherUserId) return skip('no other student');
  const other = await prisma.user.findUnique({ where: { id: row.otherUserId }, include: { listing: true } });
  if (!other || other.deletedAt) return skip('other account deleted');
  // nothing about a suspended student (ADR 284): no interest, connection or swap claim of theirs
  // reaches anyone, by mail or push; a message skipped here is not sent after the suspension ends
  if (other.suspendedAt) return skip('other account suspended');
  // silent both ways (ADR 180): nothing about a blocked student, nor to them
  if (await isBlockedPair(prisma, user.id, other.id)) return skip('blocked');
  const listing = other.listing?.active ? other.listing : null;
  const someone = {
    name: other.name,
    have: listing ? describeHave(listing) : null,
    want: listing ? describeWant(listing) : null,
  };
  if (row.kind === 'INTEREST') {
    // answered in the meantime: the connection notice says it better
    const answered = await prisma.reveal.findUnique({
      where: { userId_targetUserId: { userId: user.id, targetUserId: other.id } },
      select: { id: true },
    });
    if (answered) return skip('already answered');
    return { send: true, recipient, content: { kind: 'INTEREST', other: someone } };
  }
  if (row.kind === 'SWAP_CLAIM') return swapClaimContent(prisma, row, recipient, other.id, someone);
  return { send: true, recipient, content: { kind: 'CONNECTION', other: someone } };
}

/**
 * "We swapped" asks the recipient to confirm or dispute (ADR 185) only while that claim is open: a
 * claim confirmed, disputed or closed in the meantime needs no answer, and one replaced by a later
 * claim has that claim's own message.
 */
async function swapClaimContent(
  prisma: PrismaClient,
  row: NotificationOutbox,
  recipient: Recipient,
  claimerId: string,
  claimer: Someone,
): Promise<Decision> {
  // the latest swap of the two (a pair's, or a 3-way's: ADR 294)
  const swap = await prisma.swap.findFirst({
    where: {
      AND: [{ members: { some: { userId: recipient.id } } }, { members: { some: { userId: claimerId } } }],
    },
    orderBy: { createdAt: 'desc' },
    include: { members: true },
  });
  if (!swap?.claimedAt || swap.claimedById !== claimerId || swap.claimedAt > row.createdAt)
    return skip('claim replaced');
  if (swap.state !== 'CLAIMED' || swap.members.some((m) => m.userId === recipient.id && m.doneAt))
    return skip('claim already answered');
  const closesAt = new Date(swap.claimedAt.getTime() + SWAP_CLOSE_DAYS * DAY_MS);
  return { send: true, recipient, content: { kind: 'SWAP_CLAIM', other: claimer, closesAt } };
}
