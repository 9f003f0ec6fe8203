// Mutual reveal (decisions.md §5): a student reveals interest in another student's listing; once both
// have revealed to each other they are connected and see each other's contact details. The contact
// rule lives in cards/other-student.ts (`contactFields`), and every API builds its answer through it.
import type { Listing, PrismaClient, User } from '@campus-swap/prisma/client';
import { describeHave, describeWant } from './cards/listing-text.ts';
import { type NEXT_STEP, otherStudent } from './cards/other-student.ts';
import { enqueueNotifications } from './notifications/enqueue.ts';
import { openPairSwap } from './swap-record/record.ts';
import { blockedUserIds } from './trust/blocks.ts';
import { isListed, visibleListingOwner } from './trust/visibility.ts';

export type RevealStatus = 'connected' | 'pending';

/** What `reveal` answers: the pair's state and the revealed listing, whose card the answer can carry. */
/** `viewerId`: who revealed, for whom the payload's card is resolved */
export type RevealAnswer = { status: RevealStatus; listingId: string; viewerId: string };

/**
 * Reveals interest in a listing. Idempotent: the pair (viewer, owner) is unique and the insert does
 * nothing on conflict. Answers 'connected' when the owner has revealed to the viewer too. The reveal
 * and its notifications (interest for the owner, or the connection for both) commit together
 * (docs/decisions/050-notification-outbox.md). A transaction lock on the pair makes two students
 * revealing to each other at the same moment take turns, so the second one sees the first one's row:
 * the pair always ends connected, with one row per direction and one connection notice each.
 */
export async function revealListing(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
  now: Date = new Date(),
): Promise<RevealStatus> {
  // refused alike (NOT_FOUND) for a hidden or suspended listing and for a blocked pair (ADR 180)
  const { listing } = await visibleListingOwner(prisma, viewerId, listingId);
  const ownerId = listing.userId;
  const pair = [viewerId, ownerId].sort().join(':');
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`reveal:${pair}`}, 0))`;
    const inserted = await tx.reveal.createMany({
      data: [{ userId: viewerId, targetUserId: ownerId, listingId: listing.id, createdAt: now }],
      skipDuplicates: true,
    });
    const reverse = await tx.reveal.findUnique({
      where: { userId_targetUserId: { userId: ownerId, targetUserId: viewerId } },
      select: { id: true },
    });
    // a connection is the start of the pair's swap (ADR 294), made with it
    if (inserted.count === 1 && reverse) await openPairSwap(tx, viewerId, ownerId, now);
    if (inserted.count === 1) {
      await enqueueNotifications(
        tx,
        reverse
          ? [
              { userId: ownerId, kind: 'CONNECTION', otherUserId: viewerId },
              { userId: viewerId, kind: 'CONNECTION', otherUserId: ownerId },
            ]
          : [{ userId: ownerId, kind: 'INTEREST', otherUserId: viewerId }],
        now,
      );
    }
    return reverse ? 'connected' : 'pending';
  });
}

/** Who the viewer revealed to, and who revealed to the viewer, among `userIds` (one query). */
export async function revealStates(
  prisma: Pick<PrismaClient, 'reveal'>,
  viewerId: string,
  userIds: string[],
): Promise<{ byMe: Set<string>; byThem: Set<string> }> {
  const byMe = new Set<string>();
  const byThem = new Set<string>();
  if (userIds.length === 0) return { byMe, byThem };
  const rows = await prisma.reveal.findMany({
    where: {
      OR: [
        { userId: viewerId, targetUserId: { in: userIds } },
        { userId: { in: userIds }, targetUserId: viewerId },
      ],
    },
    select: { userId: true, targetUserId: true },
  });
  for (const row of rows) {
    if (row.userId === viewerId) byMe.add(row.targetUserId);
    else byThem.add(row.userId);
  }
  return { byMe, byThem };
}

/** A swap request (the GraphQL `SwapRequest`): what requestOf builds (ADR 247). */
export type SwapRequest = ReturnType<typeof requestOf>;

function requestOf(
  user: User,
  listing: Listing | null,
  connected: boolean,
  swapType: keyof typeof NEXT_STEP,
  createdAt: Date,
) {
  return {
    /** the other student (not exposed: the API names students by listing; "we swapped" finds its claim by it) */
    otherUserId: user.id,
    /** the other student's active listing, or null when they have none now */
    listingId: listing?.id ?? null,
    type: listing?.type ?? null,
    have: listing ? describeHave(listing) : null,
    want: listing ? describeWant(listing) : null,
    when: listing?.moveWhen ?? null,
    ...otherStudent(user, connected, swapType),
    /** when this request was made (outgoing: my reveal; incoming: theirs; connected: the later one) */
    createdAt,
  };
}

export type SwapRequests = { outgoing: SwapRequest[]; incoming: SwapRequest[]; connected: SwapRequest[] };

/**
 * The viewer's reveals in both directions. Incoming requests say who is interested (that is what a
 * reveal tells the other side) but carry no contact details until the viewer reveals back.
 */
export async function swapRequests(prisma: PrismaClient, viewerId: string): Promise<SwapRequests> {
  const [mine, toMe, myListing, blocked] = await Promise.all([
    prisma.reveal.findMany({ where: { userId: viewerId }, select: { targetUserId: true, createdAt: true } }),
    prisma.reveal.findMany({ where: { targetUserId: viewerId }, select: { userId: true, createdAt: true } }),
    prisma.listing.findUnique({ where: { userId: viewerId }, select: { type: true } }),
    blockedUserIds(prisma, viewerId),
  ]);
  const mineAt = new Map(mine.map((r) => [r.targetUserId, r.createdAt]));
  const theirsAt = new Map(toMe.map((r) => [r.userId, r.createdAt]));
  // a block hides requests and connections both ways (ADR 180)
  const ids = [...new Set([...mineAt.keys(), ...theirsAt.keys()])].filter((id) => !blocked.has(id));
  // a suspended student is hidden as a deleted one is, contacts included, until the suspension is
  // lifted: their reveals stay, so their requests and connections come back then (ADR 284)
  const users = ids.length
    ? await prisma.user.findMany({
        where: { id: { in: ids }, deletedAt: null, suspendedAt: null },
        include: { listing: true },
      })
    : [];
  const out: SwapRequests = { outgoing: [], incoming: [], connected: [] };
  for (const user of users) {
    const mineDate = mineAt.get(user.id);
    const theirsDate = theirsAt.get(user.id);
    const connected = !!mineDate && !!theirsDate;
    const listing = user.listing && isListed(user.listing, user) ? user.listing : null;
    const createdAt = connected
      ? new Date(Math.max(mineDate.getTime(), theirsDate.getTime()))
      : (mineDate ?? theirsDate)!;
    const item = requestOf(user, listing, connected, listing?.type ?? myListing?.type ?? 'ANY', createdAt);
    (connected ? out.connected : mineDate ? out.outgoing : out.incoming).push(item);
  }
  for (const list of Object.values(out)) list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return out;
}
