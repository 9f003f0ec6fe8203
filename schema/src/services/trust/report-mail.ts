// The email a report sends to the support address (docs/decisions/181-reports.md), written as an
// outbox row in the report's transaction and sent by the worker like every message (ADR 050). It names
// the listing, the reason and details, and the two students by name and id, never by a contact detail
// (staff see no contact details the students did not reveal, ADR 182).
import type { MailMessage } from '../../context.ts';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { describeHave, describeWant } from '../cards/listing-text.ts';
import { REPORT_REASON_LABELS } from './reports.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The message for a report, or null when the report is gone (the listing or an account was purged). */
export async function reportMail(
  prisma: PrismaClient,
  reportId: string | null,
  to: string,
  appOrigin: string,
): Promise<MailMessage | null> {
  if (!reportId) return null;
  const report = await prisma.report.findUnique({
    where: { id: reportId },
    include: {
      listing: { include: { user: { select: { name: true } } } },
      reporter: { select: { name: true } },
    },
  });
  if (!report) return null;
  const open = await prisma.report.count({ where: { listingId: report.listingId, openKey: { not: null } } });
  const reason = REPORT_REASON_LABELS[report.reason];
  const owner = report.listing.user.name ?? 'a student';
  const lines = [
    `${report.reporter.name ?? 'A student'} (student ${report.reporterId}) reported ${owner}'s listing: ${reason}.`,
    `Details: ${report.details ?? '(none given)'}`,
    `Listing ${report.listingId} of ${report.listing.user.name ?? 'a student'} (student ${report.reportedUserId}):`,
    `Has: ${describeHave(report.listing)}`,
    `Wants: ${describeWant(report.listing)}`,
    `Open reports on this listing: ${open}.${report.listing.hiddenAt ? ' It is out of matches until you look at it.' : ''}`,
  ];
  const link = `${appOrigin}/support`;
  return {
    to,
    // says whose listing was reported, never reads as if its owner filed the report (issue 38)
    subject: `Report of ${owner}'s listing: ${reason}`,
    text: [...lines, '', `Open the support desk: ${link}`].join('\n'),
    html: `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Open the support desk</a></p>
</body></html>`,
  };
}
