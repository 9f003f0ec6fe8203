// Reporting a listing (docs/decisions/181-reports.md). Thin: the rules live in services/trust/reports.ts.
import { builder } from '../builder.ts';
import { REPORT_DETAILS_MAX, type ReportReceipt, reportListing } from '../services/trust/reports.ts';
import { changes } from '../mutation-changes.ts';
import { bumpViewerVersion } from '../services/freshness/index.ts';

export const ReportReasonEnum = builder.enumType('ReportReason', {
  description: 'Why a listing is reported.',
  values: {
    FAKE: { description: 'Not a real student, room or permit.' },
    SPAM: { description: 'Advertising or repeated posts.' },
    HARASSMENT: { description: 'Abusive or threatening behaviour.' },
    ALREADY_SWAPPED: { description: 'The swap already happened; the listing should be gone.' },
    OTHER: { description: 'Something else (say what in `details`).' },
  } as const,
});

const ReportInput = builder.inputType('ReportInput', {
  description: 'A report of a listing.',
  fields: (t) => ({
    reason: t.field({ type: ReportReasonEnum, required: true, description: 'Why.' }),
    details: t.string({
      required: false,
      description: `What happened, at most ${REPORT_DETAILS_MAX} characters (optional).`,
    }),
    alsoBlock: t.boolean({
      required: false,
      description:
        'Also block the student (default false): neither of you sees the other anywhere from now on, 3-way swaps included.',
    }),
  }),
});

const ReportReceiptRef = builder.objectRef<ReportReceipt>('ReportReceipt').implement({
  description: 'The acknowledgement of a report.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The report id.' }),
    reason: t.expose('reason', { type: ReportReasonEnum, description: 'The reason given.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was received.' }),
    message: t.exposeString('message', { description: 'What happens next, to show the student.' }),
    blocked: t.exposeBoolean('blocked', { description: 'You blocked the student with this report.' }),
  }),
});

builder.mutationField('report', (t) =>
  t.withAuth({ $all: { student: true, tokenScope: 'write' } }).field({
    ...changes('answers'),
    type: ReportReceiptRef,
    description:
      'Reports another student’s listing to Campus Swap support (at most 5 a day); staff decide whether ' +
      'it leaves matches, a report alone never takes it out; `alsoBlock` blocks the student too. NOT_FOUND for your ' +
      'own, an inactive or an unknown listing; CONFLICT when you already have an open report of it.',
    skipTypeScopes: true,
    args: {
      listingId: t.arg.id({ required: true, description: 'The listing (a match card id).' }),
      input: t.arg({ type: ReportInput, required: true, description: 'Reason and details.' }),
    },
    resolve: async (_root, { listingId, input }, ctx) => {
      const viewerId = ctx.viewer.user.id;
      const receipt = await reportListing(ctx.prisma, viewerId, String(listingId), input);
      // a report alone changes nobody's matches (ADR 283); its block changes both students' (a Block
      // row has no trigger, so their cached answers go here, as for `block`, ADR 150)
      if (receipt.blocked)
        await bumpViewerVersion(ctx, [viewerId, receipt.reportedUserId], { answersOnly: true });
      return receipt;
    },
  }),
);
