// Reports of listings (docs/decisions/181-reports.md): a reason from a fixed list and optional
// details, one open report per reporter and listing, at most REPORTS_PER_DAY a day per reporter,
// stored, mailed to the support address through the outbox, and acknowledged. A report flags the
// listing for staff (the /support queue, most reported first) and never takes it out of anyone's
// matches by itself: staff hide it (support.ts). Counting reports let one student with a few
// accounts hide any listing (ADR 283). A report may also block the student (`alsoBlock`, ADR 298): the
// block is written in the report's transaction, so the reporter is out of the reported student's sight
// the moment the report is acknowledged, 3-way swaps included.
import { type PrismaClient, Prisma, type Report, type ReportReason } from '@campus-swap/prisma/client';
import { AppError, validationError } from '../../errors.ts';
import { dissolveStale } from '../cycles/store.ts';
import { callOffSwaps } from '../swap-record/record.ts';
import { enforceRateLimit } from '../rate-limit.ts';
import { visibleListingOwner } from './visibility.ts';

export const REPORT_REASONS = ['FAKE', 'SPAM', 'HARASSMENT', 'ALREADY_SWAPPED', 'OTHER'] as const;
export const REPORT_DETAILS_MAX = 1000;
export const REPORTS_PER_DAY = 5;

/** The reasons in words, as the report's mail and the support desk show them (ADR 298). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  FAKE: 'Fake listing or person',
  SPAM: 'Spam or advertising',
  HARASSMENT: 'Harassment',
  ALREADY_SWAPPED: 'Already swapped',
  OTHER: 'Something else',
};

export const REPORT_ACKNOWLEDGEMENT =
  'Thank you. Our support team will look at this listing. The student is not told who reported it.';
export const REPORT_AND_BLOCK_ACKNOWLEDGEMENT = `${REPORT_ACKNOWLEDGEMENT} You blocked them too: neither of you sees the other anywhere. You can undo the block in your account.`;

/** The acknowledgement, and whether the reporter now blocks the student (`blocked`). */
export type ReportReceipt = Pick<Report, 'id' | 'reason' | 'createdAt' | 'reportedUserId'> & {
  message: string;
  blocked: boolean;
};

type ReportFields = { reason?: unknown; details?: unknown; alsoBlock?: unknown };

function validate(input: ReportFields): {
  reason: ReportReason;
  details: string | null;
  alsoBlock: boolean;
} {
  const fields: Record<string, string> = {};
  const reason = input.reason;
  if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason)) {
    fields.reason = `The reason is one of ${REPORT_REASONS.join(', ')}.`;
  }
  let details: string | null = null;
  if (input.details !== undefined && input.details !== null) {
    if (typeof input.details !== 'string') fields.details = 'Details must be text.';
    else {
      details = input.details.trim() || null;
      if (details && details.length > REPORT_DETAILS_MAX)
        fields.details = `Details must be at most ${REPORT_DETAILS_MAX} characters.`;
    }
  }
  const alsoBlock = input.alsoBlock ?? false;
  if (typeof alsoBlock !== 'boolean') fields.alsoBlock = 'alsoBlock is true or false.';
  if (Object.keys(fields).length) throw validationError(fields);
  return { reason: reason as ReportReason, details, alsoBlock: alsoBlock === true };
}

const alreadyReported = () =>
  new AppError('CONFLICT', {
    message: 'You already reported this listing. Our support team will look at it.',
  });

/**
 * Reports another student's listing (NOT_FOUND for an unknown, own or inactive one, as for reveal),
 * and blocks its student too when `alsoBlock` (already blocked: the block stands as it was).
 */
export async function reportListing(
  prisma: PrismaClient,
  reporterId: string,
  listingId: string,
  input: ReportFields,
  now: Date = new Date(),
): Promise<ReportReceipt> {
  const { reason, details, alsoBlock } = validate(input);
  // the student one blocked may still be reported (not the one who blocked you: that would tell you),
  // and a listing hidden for review may get more reports
  const owner = await visibleListingOwner(prisma, reporterId, listingId, {
    allowHidden: true,
    ownBlockAllowed: true,
  });
  const openKey = `${reporterId}:${owner.listing.id}`;
  if (await prisma.report.findUnique({ where: { openKey }, select: { id: true } })) throw alreadyReported();
  await enforceRateLimit(
    prisma,
    { key: `report:${reporterId}`, limit: REPORTS_PER_DAY, windowSeconds: 24 * 60 * 60 },
    'RATE_LIMITED',
    `You can report at most ${REPORTS_PER_DAY} listings a day. Write to support if it is urgent.`,
  );
  let receipt: ReportReceipt;
  try {
    receipt = await prisma.$transaction(async (tx) => {
      const report = await tx.report.create({
        data: {
          reporterId,
          listingId: owner.listing.id,
          reportedUserId: owner.id,
          reason,
          details,
          openKey,
          createdAt: now,
        },
      });
      // one email to the support address (report-mail.ts), sent by the outbox worker like any message
      await tx.notificationOutbox.create({
        data: {
          userId: reporterId,
          kind: 'REPORT',
          channel: 'EMAIL',
          reportId: report.id,
          availableAt: now,
          createdAt: now,
        },
      });
      if (alsoBlock) {
        await tx.block.createMany({
          data: [{ blockerId: reporterId, blockedId: owner.id, createdAt: now }],
          skipDuplicates: true,
        });
        // the same block as `block`: a swap of the two can no longer happen (ADR 294)
        await callOffSwaps(
          tx,
          { userId: reporterId, with: owner.id, reason: 'BLOCKED', byId: reporterId },
          now,
        );
      }
      return {
        id: report.id,
        reason,
        createdAt: report.createdAt,
        reportedUserId: owner.id,
        message: alsoBlock ? REPORT_AND_BLOCK_ACKNOWLEDGEMENT : REPORT_ACKNOWLEDGEMENT,
        blocked: alsoBlock,
      };
    });
  } catch (error) {
    // two reports of the same pair at once: the unique openKey keeps one
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw alreadyReported();
    throw error;
  }
  // as a block does: the 3-way swaps the two share dissolve at once (ADR 180)
  if (alsoBlock) await dissolveStale(prisma, { userId: reporterId });
  return receipt;
}
