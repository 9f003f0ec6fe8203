// The support desk (docs/decisions/182-support-desk.md): the report queue, hiding and restoring a
// listing, suspending and unsuspending a student, each written to the audit log (who, when, what,
// why) in the same transaction. Staff see students by name and id, never by a contact detail.
import type { Listing, Prisma, Report, StaffActionKind, User } from '@campus-swap/prisma/client';
import type { Services } from '../../context.ts';
import { AppError, validationError } from '../../errors.ts';
import { offerThrough } from '../cycles/offer-through.ts';
import { bumpViewerVersion, revokeSessions } from '../freshness/index.ts';
import { describeHave, describeWant } from '../cards/listing-text.ts';
import { type AuditSentence, withSentences } from './audit-log.ts';
import { callOffSwaps } from '../swap-record/record.ts';

export const STAFF_REASON_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Desk = Pick<Services, 'prisma' | 'freshness' | 'matchingIndex'>;

/** a report as the queue shows it: its columns (Prisma's) and the reporter's name */
export type QueueReport = Pick<Report, 'id' | 'reason' | 'details' | 'createdAt' | 'reporterId'> & {
  reporterName: string | null;
};
/** a reported listing as the queue shows it: what queueItem builds (ADR 247) */
export type QueueItem = ReturnType<typeof queueItem>;

function queueItem(listing: Listing & { user: Pick<User, 'id' | 'name' | 'suspendedAt'> }) {
  return {
    listingId: listing.id,
    type: listing.type,
    have: describeHave(listing),
    want: describeWant(listing),
    active: listing.active,
    hidden: !!listing.hiddenAt,
    ownerId: listing.user.id,
    ownerName: listing.user.name,
    ownerSuspended: !!listing.user.suspendedAt,
    reports: [] as QueueReport[],
  };
}
/** a staff action as the audit log answers it: the stored row and its sentence (audit-log.ts) */
export type AuditEntry = AuditSentence;

/** Listings with open reports, most reported first, each with its open reports (oldest first). */
export async function reportQueue(prisma: Desk['prisma']): Promise<QueueItem[]> {
  const reports = await prisma.report.findMany({
    where: { openKey: { not: null } },
    include: {
      reporter: { select: { name: true } },
      listing: { include: { user: { select: { id: true, name: true, suspendedAt: true } } } },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const byListing = new Map<string, QueueItem>();
  for (const r of reports) {
    let item = byListing.get(r.listingId);
    if (!item) {
      item = queueItem(r.listing);
      byListing.set(r.listingId, item);
    }
    item.reports.push({
      id: r.id,
      reason: r.reason,
      details: r.details,
      createdAt: r.createdAt,
      reporterId: r.reporterId,
      reporterName: r.reporter.name,
    });
  }
  return [...byListing.values()].sort((a, b) => b.reports.length - a.reports.length);
}

function checkReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw validationError({ reason: 'Say why (the audit log keeps it).' });
  if (text.length > STAFF_REASON_MAX)
    throw validationError({ reason: `The reason is at most ${STAFF_REASON_MAX} characters.` });
  return text;
}

async function audit(
  tx: Prisma.TransactionClient,
  staffEmail: string,
  action: StaffActionKind,
  target: { userId?: string; listingId?: string },
  reason: string,
  now: Date,
): Promise<void> {
  await tx.staffAction.create({
    data: {
      staffEmail,
      action,
      targetUserId: target.userId ?? null,
      targetListingId: target.listingId ?? null,
      reason,
      createdAt: now,
    },
  });
}

const noListing = () => new AppError('NOT_FOUND', { message: 'There is no such listing.' });
const noStudent = () => new AppError('NOT_FOUND', { message: 'There is no such student.' });

/**
 * Hides a listing (out of everyone's matches) or restores it; either way its open reports are
 * handled. CONFLICT when it already is in that state and has no open report to handle.
 */
export async function setListingHidden(
  desk: Desk,
  staffEmail: string,
  listingId: string,
  hidden: boolean,
  reasonInput: unknown,
  now: Date = new Date(),
): Promise<QueueItem['listingId']> {
  const reason = checkReason(reasonInput);
  if (!UUID.test(listingId)) throw noListing();
  const listing = await desk.prisma.listing.findUnique({ where: { id: listingId } });
  if (!listing) throw noListing();
  const open = await desk.prisma.report.count({ where: { listingId, openKey: { not: null } } });
  if (!!listing.hiddenAt === hidden && open === 0) {
    throw new AppError('CONFLICT', {
      message: hidden ? 'This listing is already hidden.' : 'This listing is not hidden.',
    });
  }
  await desk.prisma.$transaction(async (tx) => {
    // updating the row stamps updatedAt: every gateway's matching index re-reads it (ADR 035)
    await tx.listing.update({
      where: { id: listingId },
      data: { hiddenAt: hidden ? (listing.hiddenAt ?? now) : null },
    });
    await tx.report.updateMany({
      where: { listingId, openKey: { not: null } },
      data: { openKey: null, handledAt: now },
    });
    await audit(
      tx,
      staffEmail,
      hidden ? 'HIDE_LISTING' : 'RESTORE_LISTING',
      { listingId, userId: listing.userId },
      reason,
      now,
    );
  });
  // this process's index takes the row now (the NOTIFY reaches the others within a second): a listing
  // restored here is back in the next matches read served here
  await desk.matchingIndex.noteChanged([listingId]);
  // restored: back in matching, it may close a 3-way swap (ADR 270)
  if (!hidden) await offerThrough(desk, [listingId]);
  await bumpViewerVersion(desk, [listing.userId], { seenByOthers: true });
  return listingId;
}

/**
 * Suspends a student (sessions and API tokens revoked at once on every gateway, listing out of
 * matches, sign-in refused) or lifts it. CONFLICT when already in that state; staff cannot suspend
 * themselves.
 */
export async function setSuspended(
  desk: Desk,
  staff: { id: string; email: string },
  userId: string,
  suspended: boolean,
  reasonInput: unknown,
  now: Date = new Date(),
): Promise<void> {
  const reason = checkReason(reasonInput);
  if (!UUID.test(userId)) throw noStudent();
  const user = await desk.prisma.user.findUnique({ where: { id: userId } });
  if (!user || user.deletedAt) throw noStudent();
  if (suspended && user.id === staff.id)
    throw new AppError('CONFLICT', { message: 'You cannot suspend yourself.' });
  if (!!user.suspendedAt === suspended) {
    throw new AppError('CONFLICT', {
      message: suspended ? 'This student is already suspended.' : 'This student is not suspended.',
    });
  }
  const listing = await desk.prisma.listing.findUnique({ where: { userId }, select: { id: true } });
  await desk.prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: suspended
        ? { suspendedAt: now, suspendedReason: reason }
        : { suspendedAt: null, suspendedReason: null },
    });
    if (suspended) await tx.apiToken.deleteMany({ where: { userId } });
    // stamp the listing so that every matching index re-reads it (and drops or takes it back)
    await tx.listing.updateMany({ where: { userId }, data: { updatedAt: now } });
    await audit(tx, staff.email, suspended ? 'SUSPEND' : 'UNSUSPEND', { userId }, reason, now);
    // a swap with a suspended student can no longer happen; the others read it as a closed account
    // (ADR 294 amends 284: lifting the suspension does not bring it back)
    if (suspended) await callOffSwaps(tx, { userId, reason: 'SUSPENDED', byId: userId }, now);
  });
  // deleted sessions and tokens are refused on every gateway (their rows' triggers, ADR 150)
  if (suspended) await revokeSessions(desk, userId);
  if (listing) await desk.matchingIndex.noteChanged([listing.id]);
  // unsuspended: the listing is back in matching and may close a 3-way swap (ADR 270)
  if (listing && !suspended) await offerThrough(desk, [listing.id]);
  await bumpViewerVersion(desk, [userId], { seenByOthers: true });
}

/** The audit log, newest first (the deprecated unpaged field; auditPage pages it). */
export async function auditLog(prisma: Desk['prisma'], limit = 200): Promise<AuditEntry[]> {
  const rows = await prisma.staffAction.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: limit,
  });
  return withSentences(prisma, rows);
}
