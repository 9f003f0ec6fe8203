// The audit log as sentences (docs/decisions/297-a-support-desk-without-dead-ends.md): "Cara Chen
// (staff) suspended Fay Fox: …", "… hid Dana Diaz's dorm listing (Busch · Allen Hall): …". A row of
// codes and ids ("SUSPEND · Fake permit") did not say who was acted on; the sentence is written here,
// once, so that the web page and a REST or GraphQL client read the same words. Names are read when the
// log is read (an account renamed shows its new name; a purged one reads "a deleted student"); students
// by name only, never a contact detail (ADR 182). Filterable by the student concerned; paged.
import type { Listing, PrismaClient, StaffAction } from '@campus-swap/prisma/client';
import { isUuid } from '../../ids.ts';
import { validationError } from '../../errors.ts';
import { afterKey, decodeCursor, type Page, type PageArgs, pageOf, pageSize } from './desk-pages.ts';

/** A staff action with its sentence and the names it was written with. */
export type AuditSentence = StaffAction & {
  sentence: string;
  staffName: string;
  targetName: string | null;
};

const GONE_STUDENT = 'a deleted student';
const TYPE_WORD = { DORM: 'dorm', PARKING: 'parking' } as const;

/** Where a listing is, for people: 'Busch · Allen Hall' (its hall) or 'Busch - Commuter' (its permit). */
export function listingPlace(listing: Pick<Listing, 'type' | 'campusNow' | 'dormNow' | 'permitNow'>): string {
  if (listing.type === 'PARKING') return listing.permitNow ?? '';
  return [listing.campusNow, listing.dormNow].filter(Boolean).join(' · ');
}

const possessive = (name: string) => `${name}'s`;

/** The words of one action: "<staff> (staff) <did what to whom>: <reason>". */
export function auditSentence(
  action: Pick<StaffAction, 'action' | 'reason'>,
  staffName: string,
  studentName: string,
  listing: Pick<Listing, 'type' | 'campusNow' | 'dormNow' | 'permitNow'> | null,
): string {
  const what = listing
    ? `${possessive(studentName)} ${TYPE_WORD[listing.type]} listing (${listingPlace(listing)})`
    : `${possessive(studentName)} listing (since deleted)`;
  const deed = {
    HIDE_LISTING: `hid ${what}`,
    RESTORE_LISTING: `restored ${what}`,
    SUSPEND: `suspended ${studentName}`,
    UNSUSPEND: `lifted the suspension of ${studentName}`,
  }[action.action];
  return `${staffName} (staff) ${deed}: ${action.reason}`;
}

/** The log, newest first, optionally only the actions concerning one student; paged. */
export async function auditPage(
  prisma: PrismaClient,
  args: PageArgs & { studentId?: string | null },
): Promise<Page<AuditSentence>> {
  const size = pageSize(args.first);
  const studentId = args.studentId ?? null;
  if (studentId !== null && !isUuid(studentId))
    throw validationError({ studentId: 'This is not a student id.' });
  const where = studentId ? { targetUserId: studentId } : {};
  const [rows, total] = await Promise.all([
    prisma.staffAction.findMany({
      where: { ...where, ...afterKey('createdAt', decodeCursor(args.after)) },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: size + 1,
    }),
    prisma.staffAction.count({ where }),
  ]);
  const page = pageOf(
    rows,
    size,
    total,
    (row) => ({ at: row.createdAt, id: row.id }),
    (row) => row,
  );
  return { ...page, items: await withSentences(prisma, page.items) };
}

/** Staff actions with their sentences: the names and listings they concern, read in three queries. */
export async function withSentences(prisma: PrismaClient, rows: StaffAction[]): Promise<AuditSentence[]> {
  const userIds = [...new Set(rows.flatMap((row) => (row.targetUserId ? [row.targetUserId] : [])))];
  const listingIds = [...new Set(rows.flatMap((row) => (row.targetListingId ? [row.targetListingId] : [])))];
  const staffEmails = [...new Set(rows.map((row) => row.staffEmail))];
  const [students, staff, listings] = await Promise.all([
    prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } }),
    prisma.user.findMany({ where: { email: { in: staffEmails } }, select: { email: true, name: true } }),
    prisma.listing.findMany({
      where: { id: { in: listingIds } },
      select: { id: true, type: true, campusNow: true, dormNow: true, permitNow: true },
    }),
  ]);
  const nameOf = new Map(students.map((s) => [s.id, s.name]));
  const staffNameOf = new Map(staff.map((s) => [s.email, s.name]));
  const listingOf = new Map(listings.map((l) => [l.id, l]));
  return rows.map((row) => {
    const staffName = staffNameOf.get(row.staffEmail) || row.staffEmail;
    const targetName = (row.targetUserId && nameOf.get(row.targetUserId)) || null;
    const listing = row.targetListingId ? (listingOf.get(row.targetListingId) ?? null) : null;
    return {
      ...row,
      staffName,
      targetName,
      sentence: auditSentence(row, staffName, targetName ?? GONE_STUDENT, listing),
    };
  });
}
