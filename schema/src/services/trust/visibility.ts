// Who may see which listing, beyond the matching rule (docs/decisions/180-blocks.md, 181, 182): a
// listing is listed while it is active, not hidden by staff or reports, and its owner is neither
// deleted nor suspended; two students with a block between them never see each other. Every action
// that takes a listing by id (reveal, block, report, "we swapped") resolves it here.
import type { Listing, PrismaClient, User } from '@campus-swap/prisma/client';
import { AppError } from '../../errors.ts';
import { isBlockedPair } from './blocks.ts';
import { isUuid } from '../../ids.ts';

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
 * The owner of another student's listing that the viewer may act on, else NOT_FOUND (the same answer
 * for an unknown, own, inactive, hidden, suspended or blocked one, so nothing tells a blocked student
 * about the block). `allowHidden` admits a listing hidden for review; `ignoreBlocks` a blocked pair.
 */
export async function visibleListingOwner(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
  options: { allowHidden?: boolean; ignoreBlocks?: boolean } = {},
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
  if (!options.ignoreBlocks && (await isBlockedPair(prisma, viewerId, user.id))) throw notAvailable();
  return { id: user.id, name: user.name, listing: row };
}
