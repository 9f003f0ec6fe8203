// The support desk's paged lists on GraphQL (docs/decisions/297-a-support-desk-without-dead-ends.md):
// open reports, hidden listings, suspended students and the audit log as sentences, each page with the
// cursor of the next. Staff only, by the `staff` scope (a student gets FORBIDDEN, 403 on REST). Thin:
// the rules live in services/trust/desk-lists.ts, audit-log.ts and desk-pages.ts.
import { builder } from '../builder.ts';
import { type AuditSentence, auditPage } from '../services/trust/audit-log.ts';
import {
  type HiddenListing,
  hiddenListings,
  reportQueuePage,
  type SuspendedStudent,
  suspendedStudents,
} from '../services/trust/desk-lists.ts';
import { PAGE_DEFAULT, PAGE_MAX, type Page } from '../services/trust/desk-pages.ts';
import type { QueueItem } from '../services/trust/support.ts';
import { ListingTypeEnum } from './listing.ts';
import { AuditEntryRef, QueueItemRef } from './support.ts';

const HiddenListingRef = builder.objectRef<HiddenListing>('SupportHiddenListing').implement({
  description: 'A listing out of matches by staff. No contact details (staff see none).',
  fields: (t) => ({
    listingId: t.exposeID('listingId', { description: 'The listing (for restore).' }),
    type: t.expose('type', { type: ListingTypeEnum, description: 'DORM or PARKING.' }),
    have: t.exposeString('have', { description: 'What it offers.' }),
    want: t.exposeString('want', { description: 'What it wants.' }),
    active: t.exposeBoolean('active', { description: 'The student has not deactivated it.' }),
    hiddenAt: t.expose('hiddenAt', { type: 'DateTime', description: 'When it left matches.' }),
    hiddenReason: t.exposeString('hiddenReason', {
      nullable: true,
      description: "The latest hide's reason (null for one the old three-report rule hid).",
    }),
    openReports: t.exposeInt('openReports', { description: 'Reports not handled yet.' }),
    ownerId: t.exposeID('ownerId', { description: 'Its student.' }),
    ownerName: t.exposeString('ownerName', { nullable: true, description: 'Their name.' }),
    ownerSuspended: t.exposeBoolean('ownerSuspended', { description: 'Their account is suspended.' }),
  }),
});

const SuspendedStudentRef = builder.objectRef<SuspendedStudent>('SupportSuspendedStudent').implement({
  description: 'A suspended student, by name and id only.',
  fields: (t) => ({
    userId: t.exposeID('id', { description: 'The student (for unsuspend).' }),
    name: t.exposeString('name', { nullable: true, description: 'Their name.' }),
    suspendedAt: t.expose('suspendedAt', { type: 'DateTime', description: 'Since when.' }),
    reason: t.exposeString('suspendedReason', { nullable: true, description: 'Why (as staff wrote it).' }),
    listingHave: t.exposeString('listingHave', {
      nullable: true,
      description: 'What their listing offers, if they have one.',
    }),
  }),
});

/** A page type: its items, the next page's cursor and the list's length. */
type ItemRef<T> = Parameters<typeof builder.objectRef<T>>[0] extends string
  ? ReturnType<ReturnType<typeof builder.objectRef<T>>['implement']>
  : never;
function pageType<T>(name: string, item: ItemRef<T>, what: string) {
  return builder.objectRef<Page<T>>(name).implement({
    description: `One page of ${what}.`,
    fields: (t) => ({
      items: t.field({
        type: [item],
        description: 'This page, in the list’s order.',
        resolve: (p) => p.items,
      }),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'Pass it as `after` for the next page; null on the last one.',
      }),
      total: t.exposeInt('total', { description: 'How many the whole list holds.' }),
    }),
  });
}

const ReportPage = pageType<QueueItem>('SupportReportPage', QueueItemRef, 'reported listings');
const HiddenPage = pageType<HiddenListing>('SupportHiddenListingPage', HiddenListingRef, 'hidden listings');
const SuspendedPage = pageType<SuspendedStudent>(
  'SupportSuspendedStudentPage',
  SuspendedStudentRef,
  'suspended students',
);
const AuditPage = pageType<AuditSentence>('SupportAuditPage', AuditEntryRef, 'the audit log');

const FIRST = `How many (1 to ${PAGE_MAX}; ${PAGE_DEFAULT} when not given).`;
const AFTER = "The previous page's nextCursor (none for the first page).";

builder.queryFields((t) => ({
  supportReports: t.withAuth({ staff: true }).field({
    type: ReportPage,
    description: 'Staff: listings with open reports, most reported first, a page at a time.',
    args: {
      first: t.arg.int({ required: false, description: FIRST }),
      after: t.arg.string({ required: false, description: AFTER }),
    },
    resolve: (_root, args, ctx) => reportQueuePage(ctx.prisma, args),
  }),
  supportHiddenListings: t.withAuth({ staff: true }).field({
    type: HiddenPage,
    description: 'Staff: listings out of matches, latest hidden first, each to restore; a page at a time.',
    args: {
      first: t.arg.int({ required: false, description: FIRST }),
      after: t.arg.string({ required: false, description: AFTER }),
    },
    resolve: (_root, args, ctx) => hiddenListings(ctx.prisma, args),
  }),
  supportSuspendedStudents: t.withAuth({ staff: true }).field({
    type: SuspendedPage,
    description: 'Staff: students under a suspension, latest first, each to unsuspend; a page at a time.',
    args: {
      first: t.arg.int({ required: false, description: FIRST }),
      after: t.arg.string({ required: false, description: AFTER }),
    },
    resolve: (_root, args, ctx) => suspendedStudents(ctx.prisma, args),
  }),
  supportAudit: t.withAuth({ staff: true }).field({
    type: AuditPage,
    description:
      'Staff: the audit log as sentences, newest first, optionally of one student; a page at a time.',
    args: {
      first: t.arg.int({ required: false, description: FIRST }),
      after: t.arg.string({ required: false, description: AFTER }),
      studentId: t.arg.id({ required: false, description: 'Only the actions concerning this student.' }),
    },
    resolve: (_root, args, ctx) =>
      auditPage(ctx.prisma, { ...args, studentId: args.studentId == null ? null : String(args.studentId) }),
  }),
}));
