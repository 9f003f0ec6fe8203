// Hidden listings on /support (ADR 297): every listing staff took out of matches, latest first, with why
// and Restore, so a hide is never a dead end.
import { useState } from 'react';
import { useHiddenPage, useStaffActions } from '../api/support.ts';
import { currentCursor, firstPage, listingTypeLabel, nextPage, previousPage } from '../lib/desk-words.ts';
import { DeskList } from './DeskList.tsx';
import { StaffActionButton } from './StaffActionDialog.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function HiddenListings() {
  const [pages, setPages] = useState(firstPage);
  const { data, loading } = useHiddenPage(currentCursor(pages));
  const actions = useStaffActions();
  const page = data?.supportHiddenListings;

  return (
    <DeskList
      title="Hidden listings"
      testId="desk-hidden"
      total={page?.total}
      empty="No listing is hidden."
      loading={loading}
      page={pages.length}
      hasNext={!!page?.nextCursor}
      onNext={() => page?.nextCursor && setPages(nextPage(pages, page.nextCursor))}
      onPrevious={() => setPages(previousPage(pages))}
    >
      {(page?.items ?? []).map((item) => {
        const name = item.ownerName ?? 'this student';
        return (
          <li key={item.listingId} className="desk-item" data-testid="hidden-listing">
            <p>
              <strong>{item.ownerName ?? 'A student'}</strong> · {listingTypeLabel(item.type)} · hidden{' '}
              {day(item.hiddenAt)}
              {item.ownerSuspended ? ' · suspended' : ''}
            </p>
            <p className="desk-item__facts">Has {item.have}</p>
            <p className="desk-item__facts">
              {item.hiddenReason
                ? `Why: ${item.hiddenReason}`
                : 'Hidden by three reports (before staff decided).'}
              {item.openReports
                ? ` · ${item.openReports} open report${item.openReports === 1 ? '' : 's'}`
                : ''}
            </p>
            <div className="desk-item__actions">
              <StaffActionButton
                action={{
                  label: 'Restore listing',
                  title: `Restore ${name}'s listing?`,
                  effect: 'It comes back into other students’ matches, and any open reports are closed.',
                  tone: 'secondary',
                  done: 'Listing restored.',
                  run: (reason) => actions.restore(item.listingId, reason),
                }}
              />
            </div>
          </li>
        );
      })}
    </DeskList>
  );
}
