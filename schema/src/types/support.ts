// The support desk on GraphQL (docs/decisions/182-support-desk.md): staff only, by the `staff` scope
// (auth-scopes.ts), the one guard; a student gets FORBIDDEN (403 on REST). Thin: the rules live in
// services/trust/support.ts and stats.ts.
import { builder } from '../builder.ts';
import {
  type AuditEntry,
  auditLog,
  type QueueItem,
  type QueueReport,
  reportQueue,
  setListingHidden,
  setSuspended,
  STAFF_REASON_MAX,
} from '../services/trust/support.ts';
import { FIGURE_WEEKS, type WeeklyFigure, weeklyFigures } from '../services/trust/stats.ts';
import { ListingTypeEnum } from './listing.ts';
import { ReportReasonEnum } from './report.ts';
import { SuccessPayload } from './session.ts';
import { changes } from '../mutation-changes.ts';

const QueueReportRef = builder.objectRef<QueueReport>('SupportReport').implement({
  description: 'One open report.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The report id.' }),
    reason: t.expose('reason', { type: ReportReasonEnum, description: 'Why.' }),
    details: t.exposeString('details', { nullable: true, description: 'What the reporter wrote.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    reporterId: t.exposeID('reporterId', { description: 'The reporting student.' }),
    reporterName: t.exposeString('reporterName', { nullable: true, description: 'Their name.' }),
  }),
});

export const QueueItemRef = builder.objectRef<QueueItem>('SupportQueueItem').implement({
  description: 'A reported listing and its open reports. No contact details (staff see none).',
  fields: (t) => ({
    listingId: t.exposeID('listingId', { description: 'The listing (for hide and restore).' }),
    type: t.expose('type', { type: ListingTypeEnum, description: 'DORM or PARKING.' }),
    have: t.exposeString('have', { description: 'What it offers.' }),
    want: t.exposeString('want', { description: 'What it wants.' }),
    active: t.exposeBoolean('active', { description: 'The student has not deactivated it.' }),
    hidden: t.exposeBoolean('hidden', { description: 'Out of matches until staff restore it.' }),
    ownerId: t.exposeID('ownerId', { description: 'Its student (for suspend).' }),
    ownerName: t.exposeString('ownerName', { nullable: true, description: 'Their name.' }),
    ownerSuspended: t.exposeBoolean('ownerSuspended', { description: 'Their account is suspended.' }),
    reports: t.expose('reports', { type: [QueueReportRef], description: 'Open reports, oldest first.' }),
  }),
});

const StaffActionEnum = builder.enumType('StaffActionKind', {
  description: 'What a staff member did.',
  values: {
    HIDE_LISTING: { description: 'Took a listing out of matches.' },
    RESTORE_LISTING: { description: 'Brought a hidden listing back.' },
    SUSPEND: { description: 'Suspended a student.' },
    UNSUSPEND: { description: 'Lifted a suspension.' },
  } as const,
});

export const AuditEntryRef = builder.objectRef<AuditEntry>('StaffAuditEntry').implement({
  description: 'One staff action: who, when, what, why.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The entry id.' }),
    staffEmail: t.exposeString('staffEmail', { description: 'Who.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    action: t.expose('action', { type: StaffActionEnum, description: 'What.' }),
    targetUserId: t.exposeID('targetUserId', { nullable: true, description: 'The student concerned.' }),
    targetListingId: t.exposeID('targetListingId', { nullable: true, description: 'The listing concerned.' }),
    reason: t.exposeString('reason', { description: 'Why.' }),
    sentence: t.exposeString('sentence', {
      description:
        "The action in words, naming whom it concerned: 'Cara Chen (staff) suspended Fay Fox: <reason>'.",
    }),
    staffName: t.exposeString('staffName', {
      description: "The staff member's name (their address when they have no account).",
    }),
    targetName: t.exposeString('targetName', {
      nullable: true,
      description: 'The name of the student concerned (null once their account is gone).',
    }),
  }),
});

const StaffReasonInput = builder.inputType('StaffReasonInput', {
  description: 'Why a staff member acts (kept in the audit log).',
  fields: (t) => ({
    reason: t.string({ required: true, description: `At most ${STAFF_REASON_MAX} characters.` }),
  }),
});

const WeeklyFigureRef = builder.objectRef<WeeklyFigure>('SupportWeeklyFigure').implement({
  description: 'One campus week, type and campus: connections made and swaps completed (ADR 184).',
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', {
      description: 'The Monday it starts on (YYYY-MM-DD, campus time).',
    }),
    type: t.expose('type', { type: ListingTypeEnum, description: 'DORM or PARKING.' }),
    campus: t.exposeString('campus', {
      nullable: true,
      description: "The pair's campus, or both as 'Busch ↔ Livingston' when their listings differ.",
    }),
    connections: t.exposeInt('connections', { description: 'Pairs who both revealed that week.' }),
    swapsCompleted: t.exposeInt('swapsCompleted', {
      description: 'Swaps done that week (confirmed, or unanswered for 7 days): pairs and 3-ways.',
    }),
    pairSwapsDone: t.exposeInt('pairSwapsDone', { description: 'Of swapsCompleted, the swaps of two.' }),
    threeWaySwapsDone: t.exposeInt('threeWaySwapsDone', {
      description: 'Of swapsCompleted, the 3-way swaps.',
    }),
  }),
});

builder.queryFields((t) => ({
  supportWeeklyFigures: t.withAuth({ staff: true }).field({
    type: [WeeklyFigureRef],
    description: `Staff: the last ${FIGURE_WEEKS} weeks' connections and completed swaps by type and campus, newest first.`,
    resolve: (_root, _args, ctx) => weeklyFigures(ctx.prisma),
  }),
  supportQueue: t.withAuth({ staff: true }).field({
    type: [QueueItemRef],
    description: 'Staff: listings with open reports, most reported first.',
    deprecationReason: 'Use supportReports, which pages.',
    resolve: (_root, _args, ctx) => reportQueue(ctx.prisma),
  }),
  supportAuditLog: t.withAuth({ staff: true }).field({
    type: [AuditEntryRef],
    description: 'Staff: every staff action, newest first (the latest 200).',
    deprecationReason: 'Use supportAudit, which pages and filters by student.',
    resolve: (_root, _args, ctx) => auditLog(ctx.prisma),
  }),
}));

const staffOf = (ctx: { viewer: { user: { id: string; email: string } } }) => ctx.viewer.user;

builder.mutationFields((t) => ({
  hideListing: t.withAuth({ staff: true }).field({
    ...changes('session'),
    type: SuccessPayload,
    description: 'Staff: takes a listing out of matches and handles its open reports.',
    args: {
      listingId: t.arg.id({ required: true, description: 'The listing.' }),
      input: t.arg({ type: StaffReasonInput, required: true, description: 'Why.' }),
    },
    resolve: async (_root, { listingId, input }, ctx) => {
      await setListingHidden(ctx, staffOf(ctx).email, String(listingId), true, input.reason);
      return { success: true };
    },
  }),
  restoreListing: t.withAuth({ staff: true }).field({
    ...changes('session'),
    type: SuccessPayload,
    description: 'Staff: brings a hidden listing back into matches and handles its open reports.',
    args: {
      listingId: t.arg.id({ required: true, description: 'The listing.' }),
      input: t.arg({ type: StaffReasonInput, required: true, description: 'Why.' }),
    },
    resolve: async (_root, { listingId, input }, ctx) => {
      await setListingHidden(ctx, staffOf(ctx).email, String(listingId), false, input.reason);
      return { success: true };
    },
  }),
  suspendStudent: t.withAuth({ staff: true }).field({
    ...changes('session'),
    type: SuccessPayload,
    description: 'Staff: suspends a student: signed out everywhere, tokens revoked, listing out of matches.',
    args: {
      userId: t.arg.id({ required: true, description: 'The student.' }),
      input: t.arg({ type: StaffReasonInput, required: true, description: 'Why.' }),
    },
    resolve: async (_root, { userId, input }, ctx) => {
      await setSuspended(ctx, staffOf(ctx), String(userId), true, input.reason);
      return { success: true };
    },
  }),
  unsuspendStudent: t.withAuth({ staff: true }).field({
    ...changes('session'),
    type: SuccessPayload,
    description: 'Staff: lifts a suspension (the student signs in again; their listing returns).',
    args: {
      userId: t.arg.id({ required: true, description: 'The student.' }),
      input: t.arg({ type: StaffReasonInput, required: true, description: 'Why.' }),
    },
    resolve: async (_root, { userId, input }, ctx) => {
      await setSuspended(ctx, staffOf(ctx), String(userId), false, input.reason);
      return { success: true };
    },
  }),
}));
