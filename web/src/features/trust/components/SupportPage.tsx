// /support: the support desk for staff (docs/decisions/182-support-desk.md): the report queue with
// each reported listing and its reports, hide / restore / suspend with a reason, and the audit log.
// No contact details appear here: the API gives staff none.
import { useState } from 'react';
import { useToast } from '../../../components/Toast.tsx';
import { errorCode, messageOr, readApiError } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { useStaffActions, useSupportDesk } from '../api/support.ts';
import { WeeklyFigures } from './WeeklyFigures.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SupportPage() {
  usePageTitle('Support desk');
  const { showToast } = useToast();
  const { data, loading, error } = useSupportDesk();
  const actions = useStaffActions();
  const [reasons, setReasons] = useState<Record<string, string>>({});

  const act = async (key: string, run: (reason: string) => Promise<unknown>, done: string) => {
    try {
      await run(reasons[key] ?? '');
      setReasons((all) => ({ ...all, [key]: '' }));
      showToast(done, 'success');
    } catch (problem) {
      showToast(messageOr(readApiError(problem), 'That did not work. Please try again.'), 'error');
    }
  };

  if (errorCode(error) === 'FORBIDDEN') {
    return (
      <div className="page page--narrow">
        <h1>Support desk</h1>
        <p role="alert">Only Campus Swap support staff can open the support desk.</p>
      </div>
    );
  }
  const queue = data?.supportQueue ?? [];
  // what staff can do to a reported listing, each with the reason typed beside it; suspending only a
  // student not suspended yet
  const staffActions = (item: (typeof queue)[number]) => [
    {
      label: 'Restore listing',
      tone: 'secondary',
      run: (reason: string) => actions.restore(item.listingId, reason),
      done: 'Listing restored.',
    },
    {
      label: 'Hide listing',
      tone: 'danger',
      run: (reason: string) => actions.hide(item.listingId, reason),
      done: 'Listing hidden.',
    },
    ...(item.ownerSuspended
      ? []
      : [
          {
            label: `Suspend ${item.ownerName ?? 'student'}`,
            tone: 'danger',
            run: (reason: string) => actions.suspend(item.ownerId, reason),
            done: 'Student suspended.',
          },
        ]),
  ];
  return (
    <div className="page page--narrow">
      <h1>Support desk</h1>
      <section className="account-section" aria-labelledby="support-queue">
        <h2 id="support-queue" className="account-section__title">
          Reported listings ({queue.length})
        </h2>
        {!data && loading ? <p>Loading…</p> : null}
        {data && queue.length === 0 ? <p>No open reports.</p> : null}
        <ul className="api-tokens__list">
          {queue.map((item) => (
            <li key={item.listingId} className="api-tokens__item" data-testid="support-item">
              <div>
                <p>
                  <strong>{item.ownerName ?? 'A student'}</strong> · {item.type} · has {item.have}; wants{' '}
                  {item.want}
                  {item.hidden ? ' · out of matches' : ''}
                  {item.ownerSuspended ? ' · suspended' : ''}
                </p>
                <ul>
                  {item.reports.map((r) => (
                    <li key={r.id}>
                      {r.reason} by {r.reporterName ?? 'a student'}, {when(r.createdAt)}
                      {r.details ? `: ${r.details}` : ''}
                    </li>
                  ))}
                </ul>
                <label className="auth-label">
                  Reason (kept in the audit log)
                  <input
                    className="auth-input"
                    value={reasons[item.listingId] ?? ''}
                    onChange={(e) => setReasons((all) => ({ ...all, [item.listingId]: e.target.value }))}
                  />
                </label>
                <div className="match-card__actions">
                  {staffActions(item).map((a) => (
                    <button
                      key={a.label}
                      type="button"
                      className={`button button--${a.tone} button--small`}
                      disabled={actions.busy}
                      onClick={() => act(item.listingId, a.run, a.done)}
                    >
                      {a.label}
                    </button>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <WeeklyFigures figures={data?.supportWeeklyFigures ?? []} />
      <section className="account-section" aria-labelledby="support-audit">
        <h2 id="support-audit" className="account-section__title">
          Audit log
        </h2>
        <ul className="api-tokens__list" aria-label="Staff actions">
          {(data?.supportAuditLog ?? []).map((a) => (
            <li key={a.id} className="api-tokens__item" data-testid="audit-entry">
              {when(a.createdAt)} · {a.staffEmail} · {a.action} · {a.reason}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
