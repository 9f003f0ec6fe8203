// The support desk's lists of what staff changed (docs/decisions/297-a-support-desk-without-dead-ends.md):
// every state the desk can create has a list with the way back, so that nothing staff did drops out of
// sight: the open reports (hide, restore, suspend), the hidden listings (restore), the suspended
// students (unsuspend). Paged (desk-pages.ts); students by name and id, never a contact detail (ADR 182).
import type { Listing, PrismaClient, User } from '@campus-swap/prisma/client';
import { describeHave, describeWant } from '../cards/listing-text.ts';
import {
  afterKey,
  decodeCursor,
  encodeCursor,
  type Page,
  type PageArgs,
  type PageKey,
  pageOf,
  pageSize,
} from './desk-pages.ts';
import { type QueueItem, reportQueue } from './support.ts';

/** A hidden listing as the desk lists it: what it is, whose, since when and (when staff hid it) why. */
export type HiddenListing = {
  listingId: string;
  type: Listing['type'];
  have: string;
  want: string;
  active: boolean;
  hiddenAt: Date;
  hiddenReason: string | null;
  openReports: number;
  ownerId: string;
  ownerName: string | null;
  ownerSuspended: boolean;
};

/** A suspended student as the desk lists them. */
export type SuspendedStudent = Pick<User, 'id' | 'name'> & {
  suspendedAt: Date;
  suspendedReason: string | null;
  listingHave: string | null;
};

/** The open reports' listings, most reported first, then the one reported earliest; paged. */
export async function reportQueuePage(prisma: PrismaClient, args: PageArgs): Promise<Page<QueueItem>> {
  const size = pageSize(args.first);
  const key = decodeCursor(args.after);
  const all = await reportQueue(prisma);
  // the queue is grouped in memory (its order is by a count), so its page is cut here too
  const keyOf = (item: QueueItem): PageKey => ({
    at: item.reports[0]!.createdAt,
    id: item.listingId,
    n: item.reports.length,
  });
  const compare = (a: PageKey, b: PageKey) =>
    (b.n ?? 0) - (a.n ?? 0) || a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = all.map((item) => ({ item, key: keyOf(item) })).sort((a, b) => compare(a.key, b.key));
  const rest = key ? sorted.filter((entry) => compare(entry.key, key) > 0) : sorted;
  const shown = rest.slice(0, size);
  const last = shown[shown.length - 1];
  return {
    items: shown.map((entry) => entry.item),
    nextCursor: rest.length > size && last ? encodeCursor(last.key) : null,
    total: all.length,
  };
}

/** Listings out of matches by staff (or by the old three-report rule), latest hidden first; paged. */
export async function hiddenListings(prisma: PrismaClient, args: PageArgs): Promise<Page<HiddenListing>> {
  const size = pageSize(args.first);
  const where = { hiddenAt: { not: null } };
  const [rows, total] = await Promise.all([
    prisma.listing.findMany({
      where: { ...where, ...afterKey('hiddenAt', decodeCursor(args.after)) },
      include: { user: { select: { id: true, name: true, suspendedAt: true } } },
      orderBy: [{ hiddenAt: 'desc' }, { id: 'asc' }],
      take: size + 1,
    }),
    prisma.listing.count({ where }),
  ]);
  const ids = rows.map((row) => row.id);
  const [hides, open] = await Promise.all([
    prisma.staffAction.findMany({
      where: { action: 'HIDE_LISTING', targetListingId: { in: ids } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      select: { targetListingId: true, reason: true },
    }),
    prisma.report.groupBy({
      by: ['listingId'],
      where: { listingId: { in: ids }, openKey: { not: null } },
      _count: { _all: true },
    }),
  ]);
  // the latest hide's reason (rows come newest first, so the first one seen per listing)
  const reasons = new Map<string, string>();
  for (const hide of hides)
    if (hide.targetListingId && !reasons.has(hide.targetListingId))
      reasons.set(hide.targetListingId, hide.reason);
  const counts = new Map(open.map((group) => [group.listingId, group._count._all]));
  return pageOf(
    rows,
    size,
    total,
    (row) => ({ at: row.hiddenAt!, id: row.id }),
    (row) => ({
      listingId: row.id,
      type: row.type,
      have: describeHave(row),
      want: describeWant(row),
      active: row.active,
      hiddenAt: row.hiddenAt!,
      hiddenReason: reasons.get(row.id) ?? null,
      openReports: counts.get(row.id) ?? 0,
      ownerId: row.user.id,
      ownerName: row.user.name,
      ownerSuspended: !!row.user.suspendedAt,
    }),
  );
}

/** Students under a suspension (deleted accounts left out), latest suspended first; paged. */
export async function suspendedStudents(
  prisma: PrismaClient,
  args: PageArgs,
): Promise<Page<SuspendedStudent>> {
  const size = pageSize(args.first);
  const where = { suspendedAt: { not: null }, deletedAt: null };
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where: { ...where, ...afterKey('suspendedAt', decodeCursor(args.after)) },
      select: { id: true, name: true, suspendedAt: true, suspendedReason: true, listing: true },
      orderBy: [{ suspendedAt: 'desc' }, { id: 'asc' }],
      take: size + 1,
    }),
    prisma.user.count({ where }),
  ]);
  return pageOf(
    rows,
    size,
    total,
    (row) => ({ at: row.suspendedAt!, id: row.id }),
    (row) => ({
      id: row.id,
      name: row.name,
      suspendedAt: row.suspendedAt!,
      suspendedReason: row.suspendedReason,
      listingHave: row.listing ? describeHave(row.listing) : null,
    }),
  );
}
