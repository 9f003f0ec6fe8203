// The queue of open reports on /support: each reported listing, its reports in words, and what staff may
// do (hide or restore the listing, suspend its student), each asking for a reason (ADR 297). A listing
// staff hid leaves the queue for the hidden list, where Restore waits.
import { useState } from 'react';
import { useReportsPage, useStaffActions } from '../api/support.ts';
import {
  currentCursor,
  firstPage,
  listingTypeLabel,
  nextPage,
  previousPage,
  reportReasonLabel,
} from '../lib/desk-words.ts';
import { DeskList } from './DeskList.tsx';
import { type StaffAction, StaffActionButton } from './StaffActionDialog.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ReportQueue() {
  const [pages, setPages] = useState(firstPage);
  const { data, loading } = useReportsPage(currentCursor(pages));
  const actions = useStaffActions();
  const page = data?.supportReports;
  const items = page?.items ?? [];

  return (
    <DeskList
      title="Open reports"
      testId="desk-reports"
      total={page?.total}
      empty="No open reports."
      loading={loading}
      page={pages.length}
      hasNext={!!page?.nextCursor}
      onNext={() => page?.nextCursor && setPages(nextPage(pages, page.nextCursor))}
      onPrevious={() => setPages(previousPage(pages))}
    >
      {items.map((item) => {
        const name = item.ownerName ?? 'this student';
        const rowActions: StaffAction[] = [
          item.hidden
            ? {
                label: 'Restore listing',
                title: `Restore ${name}'s listing?`,
                effect: 'It comes back into other students’ matches, and its open reports are closed.',
                tone: 'secondary',
                done: 'Listing restored.',
                run: (reason) => actions.restore(item.listingId, reason),
              }
            : {
                label: 'Hide listing',
                title: `Hide ${name}'s listing?`,
                effect: `It leaves every student’s matches until restored (see Hidden listings). ${name} is told it is hidden by support.`,
                tone: 'danger',
                done: 'Listing hidden. Find it under Hidden listings.',
                run: (reason) => actions.hide(item.listingId, reason),
              },
          ...(item.ownerSuspended
            ? []
            : [
                {
                  label: `Suspend ${name}`,
                  title: `Suspend ${name}?`,
                  effect: `${name} is signed out everywhere and cannot sign in, and their listing leaves matches, until you unsuspend them (see Suspended students).`,
                  tone: 'danger' as const,
                  done: `${name} is suspended. Find them under Suspended students.`,
                  run: (reason: string) => actions.suspend(item.ownerId, reason),
                },
              ]),
        ];
        return (
          <li key={item.listingId} className="desk-item" data-testid="support-item">
            <p>
              <strong>{item.ownerName ?? 'A student'}</strong> · {listingTypeLabel(item.type)}
              {item.hidden ? ' · out of matches' : ''}
              {item.ownerSuspended ? ' · suspended' : ''}
            </p>
            <p className="desk-item__facts">
              Has {item.have}; wants {item.want}
            </p>
            <ul className="desk-item__reports" aria-label="Reports">
              {item.reports.map((r) => (
                <li key={r.id}>
                  {reportReasonLabel(r.reason)}, reported by {r.reporterName ?? 'a student'} on{' '}
                  {when(r.createdAt)}
                  {r.details ? `: “${r.details}”` : ''}
                </li>
              ))}
            </ul>
            <div className="desk-item__actions">
              {rowActions.map((action) => (
                <StaffActionButton key={action.label} action={action} />
              ))}
            </div>
          </li>
        );
      })}
    </DeskList>
  );
}
