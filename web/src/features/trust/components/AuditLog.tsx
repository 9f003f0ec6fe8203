// The audit log on /support as sentences (ADR 297): "Cara Chen (staff) suspended Fay Fox: …", newest
// first, a page at a time; a student's name narrows it to the actions concerning them.
import { useState } from 'react';
import { useAuditPage } from '../api/support.ts';
import { currentCursor, firstPage, nextPage, previousPage } from '../lib/desk-words.ts';
import { DeskList } from './DeskList.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AuditLog() {
  const [student, setStudent] = useState<{ id: string; name: string } | null>(null);
  const [pages, setPages] = useState(firstPage);
  const { data, loading } = useAuditPage(student?.id ?? null, currentCursor(pages));
  const page = data?.supportAudit;
  const only = (next: { id: string; name: string } | null) => {
    setStudent(next);
    setPages(firstPage);
  };

  return (
    <DeskList
      title={student ? `Audit log: ${student.name}` : 'Audit log'}
      testId="desk-audit"
      total={page?.total}
      empty={student ? `No staff action concerns ${student.name}.` : 'No staff action yet.'}
      loading={loading}
      page={pages.length}
      hasNext={!!page?.nextCursor}
      onNext={() => page?.nextCursor && setPages(nextPage(pages, page.nextCursor))}
      onPrevious={() => setPages(previousPage(pages))}
      lead={
        student ? (
          <p>
            Only the actions concerning {student.name}.{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => only(null)}
            >
              Show everyone
            </button>
          </p>
        ) : (
          <p>“Only …” under an action shows just the actions concerning that student.</p>
        )
      }
    >
      {(page?.items ?? []).map((entry) => (
        <li key={entry.id} className="desk-item" data-testid="audit-entry">
          <p className="desk-item__facts">{when(entry.createdAt)}</p>
          <p>{entry.sentence}</p>
          {entry.targetUserId && entry.targetName && !student ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => only({ id: entry.targetUserId!, name: entry.targetName! })}
            >
              Only {entry.targetName}
            </button>
          ) : null}
        </li>
      ))}
    </DeskList>
  );
}
