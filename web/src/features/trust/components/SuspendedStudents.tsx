// Suspended students on /support (ADR 297): every student under a suspension, latest first, with why and
// Unsuspend, so a suspension is never a dead end.
import { useState } from 'react';
import { useStaffActions, useSuspendedPage } from '../api/support.ts';
import { currentCursor, firstPage, nextPage, previousPage } from '../lib/desk-words.ts';
import { DeskList } from './DeskList.tsx';
import { StaffActionButton } from './StaffActionDialog.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function SuspendedStudents() {
  const [pages, setPages] = useState(firstPage);
  const { data, loading } = useSuspendedPage(currentCursor(pages));
  const actions = useStaffActions();
  const page = data?.supportSuspendedStudents;

  return (
    <DeskList
      title="Suspended students"
      testId="desk-suspended"
      total={page?.total}
      empty="No student is suspended."
      loading={loading}
      page={pages.length}
      hasNext={!!page?.nextCursor}
      onNext={() => page?.nextCursor && setPages(nextPage(pages, page.nextCursor))}
      onPrevious={() => setPages(previousPage(pages))}
    >
      {(page?.items ?? []).map((student) => {
        const name = student.name ?? 'this student';
        return (
          <li key={student.userId} className="desk-item" data-testid="suspended-student">
            <p>
              <strong>{student.name ?? 'A student'}</strong> · suspended {day(student.suspendedAt)}
            </p>
            {student.reason ? <p className="desk-item__facts">Why: {student.reason}</p> : null}
            {student.listingHave ? <p className="desk-item__facts">Listing: {student.listingHave}</p> : null}
            <div className="desk-item__actions">
              <StaffActionButton
                action={{
                  label: `Unsuspend ${name}`,
                  title: `Unsuspend ${name}?`,
                  effect: `${name} can sign in again, and their listing, requests and connections come back as they were.`,
                  tone: 'secondary',
                  done: `${name} can sign in again.`,
                  run: (reason) => actions.unsuspend(student.userId, reason),
                }}
              />
            </div>
          </li>
        );
      })}
    </DeskList>
  );
}
