// Blocks (docs/decisions/180-blocks.md): a student blocks the student behind a listing; while the
// block stands, neither sees the other anywhere (matches and their counts, requests and connections,
// 3-way swaps, notifications and digests) and a reveal is refused both ways. Silent: the blocked
// student's answers, block and report included, look exactly as if the blocker had no listing for
// them (ADR 283).
import type { Block, PrismaClient, User } from '@campus-swap/prisma/client';
import { AppError } from '../../errors.ts';
import type { Services } from '../../context.ts';
import { offerThrough } from '../cycles/offer-through.ts';
import { dissolveStale } from '../cycles/store.ts';
import { callOffSwaps } from '../swap-record/record.ts';
import { visibleListingOwner } from './visibility.ts';
import { isUuid } from '../../ids.ts';

/** A block as its blocker sees it (the GraphQL `Block`): what blockView builds (ADR 247). */
export type BlockView = ReturnType<typeof blockView>;

const blockView = (row: Pick<Block, 'id' | 'createdAt'>, blocked: Pick<User, 'name'>) => ({
  id: row.id,
  userName: blocked.name,
  blockedAt: row.createdAt,
});

/** Everyone the viewer blocked or was blocked by (one indexed query). */
export async function blockedUserIds(
  prisma: Pick<PrismaClient, 'block'>,
  viewerId: string,
): Promise<Set<string>> {
  const rows = await prisma.block.findMany({
    where: { OR: [{ blockerId: viewerId }, { blockedId: viewerId }] },
    select: { blockerId: true, blockedId: true },
  });
  return new Set(rows.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId)));
}

/**
 * Blocks the owner of `listingId` (an active listing of another live student, as for reveal).
 * CONFLICT when the viewer already blocked them; NOT_FOUND when they blocked the viewer. Their shared 3-way swaps dissolve at once (the places
 * that gives back are offered by the 10-minute job, ADR 270).
 */
export async function blockByListing(
  prisma: PrismaClient,
  viewerId: string,
  listingId: string,
  now: Date = new Date(),
): Promise<{ view: BlockView; blockedUserId: string }> {
  // blocking again is CONFLICT; the student who is blocked gets NOT_FOUND, as for an inactive listing
  const owner = await visibleListingOwner(prisma, viewerId, listingId, {
    ownBlockAllowed: true,
    allowHidden: true,
  });
  const created = await prisma.block.createMany({
    data: [{ blockerId: viewerId, blockedId: owner.id, createdAt: now }],
    skipDuplicates: true,
  });
  if (created.count === 0) {
    throw new AppError('CONFLICT', { message: 'You have already blocked this student.' });
  }
  const row = await prisma.block.findUniqueOrThrow({
    where: { blockerId_blockedId: { blockerId: viewerId, blockedId: owner.id } },
  });
  // a swap of the two can no longer happen; the blocked student reads it as called off (ADR 283, 294)
  await callOffSwaps(prisma, { userId: viewerId, with: owner.id, reason: 'BLOCKED', byId: viewerId }, now);
  await dissolveStale(prisma, { userId: viewerId });
  return { view: blockView(row, owner), blockedUserId: owner.id };
}

/** The viewer's blocks, newest first. */
export async function listBlocks(prisma: PrismaClient, viewerId: string): Promise<BlockView[]> {
  const rows = await prisma.block.findMany({
    where: { blockerId: viewerId },
    include: { blocked: { select: { name: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map((row) => blockView(row, row.blocked));
}

/**
 * Undoes one of the viewer's blocks; NOT_FOUND for anything else. Answers the unblocked user's id. The
 * two may now share a 3-way swap again: one is offered through the viewer's listing at once (ADR 270).
 */
export async function unblock(
  services: Pick<Services, 'prisma' | 'matchingIndex'>,
  viewerId: string,
  blockId: string,
): Promise<string> {
  const { prisma } = services;
  const gone = new AppError('NOT_FOUND', { message: 'This block does not exist.' });
  if (!isUuid(blockId)) throw gone;
  const row = await prisma.block.findFirst({ where: { id: blockId, blockerId: viewerId } });
  if (!row) throw gone;
  await prisma.block.deleteMany({ where: { id: row.id } });
  // the cycles the block kept out have both students in them, so each goes through the viewer's listing
  const mine = await prisma.listing.findUnique({ where: { userId: viewerId }, select: { id: true } });
  if (mine) await offerThrough(services, [mine.id]);
  return row.blockedId;
}
