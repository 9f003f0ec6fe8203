// Who may see which listing, beyond the matching rule (docs/decisions/180-blocks.md, 181, 182): a
// listing is listed while it is active, not hidden by staff or reports, and its owner is neither
// deleted nor suspended; two students with a block between them never see each other. Every action
// that takes a listing by id (reveal, block, report, "we swapped") resolves it here.
import type { Listing, PrismaClient, User } from '@campus-swap/prisma/client';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';

/** Whether either of the two blocked the other. */
export async function isBlockedPair(
  prisma: Pick<PrismaClient, 'block'>,
  a: string,
  b: string,
): Promise<boolean> {
  const row = await prisma.block.findFirst({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { id: true },
  });
  return !!row;
}

export function notAvailable(): AppError {
  return new AppError('NOT_FOUND', { message: 'This listing is not available.' });
}

/** Whether a listing may appear in anyone's matches. */
export function isListed(
  listing: Pick<Listing, 'active' | 'hiddenAt'>,
  owner: Pick<User, 'deletedAt' | 'suspendedAt'>,
): boolean {
  return listing.active && !listing.hiddenAt && !owner.deletedAt && !owner.suspendedAt;
}

export type ListingOwner = Pick<User, 'id' | 'name'> & { listing: Listing };

/**
 * Whether a block keeps the viewer from the owner's listing. `ownBlockAllowed`: a block the viewer
 * made does not (they may block again, CONFLICT, or report the student they blocked); a block the
 * owner made alone always does, so the blocked student's block and report answer exactly as for a
 * listing that is not active (ADR 283: `block` answered the blocker's name).
 */
async function keptByBlock(
  prisma: Pick<PrismaClient, 'block'>,
  viewerId: string,
  ownerId: string,
  ownBlockAllowed: boolean,
): Promise<boolean> {
  if (!ownBlockAllowed) return isBlockedPair(prisma, viewerId, ownerId);
  const rows = await prisma.block.findMany({
    where: {
      OR: [
        { blockerId: viewerId, blockedId: ownerId },
        { blockerId: ownerId, blockedId: viewerId },
      ],
    },
    select: { blockerId: true },
  });
  return rows.length > 0 && !rows.some((row) => row.blockerId === viewerId);
}

/**
 * The owner of another student's listing that the viewer may act on, else NOT_FOUND (the same answer
 * for an unknown, own, inactive, hidden, suspended or blocked one, so nothing tells a blocked student
 * about the block). `allowHidden` admits a listing hidden for review; `ownBlockAllowed` a student the
 * viewer blocked (never one who blocked the viewer).
 */
export async function visibleListingOwner(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
  options: { allowHidden?: boolean; ownBlockAllowed?: boolean } = {},
): Promise<ListingOwner> {
  if (!isUuid(listingId)) throw notAvailable();
  const listing = await prisma.listing.findUnique({
    where: { id: listingId },
    include: { user: { select: { id: true, name: true, deletedAt: true, suspendedAt: true } } },
  });
  if (!listing || listing.userId === viewerId) throw notAvailable();
  const { user, ...row } = listing;
  if (!isListed({ active: row.active, hiddenAt: options.allowHidden ? null : row.hiddenAt }, user)) {
    throw notAvailable();
  }
  if (await keptByBlock(prisma, viewerId, user.id, !!options.ownBlockAllowed)) throw notAvailable();
  return { id: user.id, name: user.name, listing: row };
}
