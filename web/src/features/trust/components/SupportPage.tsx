// /support: the support desk for staff (docs/decisions/182-support-desk.md, 297-a-support-desk-without-
// dead-ends.md): every state the desk can create has its list with the way back (open reports, hidden
// listings with Restore, suspended students with Unsuspend), then the weekly figures and the audit log
// in sentences. Each list is paged and fits a 320 px phone; each change asks for a reason. No contact
// details appear here: the API gives staff none.
import { errorCode } from '../../../lib/api-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { useFigures } from '../api/support.ts';
import { AuditLog } from './AuditLog.tsx';
import { HiddenListings } from './HiddenListings.tsx';
import { ReportQueue } from './ReportQueue.tsx';
import { SuspendedStudents } from './SuspendedStudents.tsx';
import { WeeklyFigures } from './WeeklyFigures.tsx';

export function SupportPage() {
  usePageTitle('Support desk');
  const { user } = useSession();
  const figures = useFigures();

  // the server decides (the `staff` scope); the session's isStaff only spares a student the calls
  if (user?.isStaff === false || errorCode(figures.error) === 'FORBIDDEN') {
    return (
      <div className="page page--narrow">
        <h1>Support desk</h1>
        <p role="alert">Only Campus Swap support staff can open the support desk.</p>
      </div>
    );
  }
  return (
    <div className="page page--narrow support-desk">
      <h1>Support desk</h1>
      <nav className="support-desk__jump" aria-label="Desk sections">
        <a href="#desk-reports">Reports</a> · <a href="#desk-hidden">Hidden</a> ·{' '}
        <a href="#desk-suspended">Suspended</a> · <a href="#desk-figures">Figures</a> ·{' '}
        <a href="#desk-audit">Audit log</a>
      </nav>
      <div id="desk-reports">
        <ReportQueue />
      </div>
      <div id="desk-hidden">
        <HiddenListings />
      </div>
      <div id="desk-suspended">
        <SuspendedStudents />
      </div>
      <div id="desk-figures">
        <WeeklyFigures figures={figures.data?.supportWeeklyFigures ?? []} />
      </div>
      <div id="desk-audit">
        <AuditLog />
      </div>
    </div>
  );
}
