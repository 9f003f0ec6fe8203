// "Report" on a card of another student: a reason and optional details, sent to Campus Swap support
// (docs/decisions/181-reports.md). The answer's acknowledgement is shown as a toast.
import { useId, useState } from 'react';
import { messageOr, readApiError } from '../lib/api-errors.ts';
import { REPORT_REASONS, type ReportReason, useReport } from '../lib/safety.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useToast } from './Toast.tsx';

interface Props {
  listingId: string;
  name: string;
}

export function ReportButton({ listingId, name }: Props) {
  const { showToast } = useToast();
  const { report, reporting } = useReport();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('FAKE');
  const [details, setDetails] = useState('');
  const reasonId = useId();
  const detailsId = useId();

  const confirm = async () => {
    try {
      showToast(await report(listingId, reason, details.trim()), 'success');
      setDetails('');
    } catch (error) {
      showToast(messageOr(readApiError(error), 'Could not send the report. Please try again.'), 'error');
    }
    setOpen(false);
  };

  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={() => setOpen(true)}>
        Report {name}
      </button>
      <ConfirmDialog
        open={open}
        title={`Report ${name}'s listing`}
        confirmLabel="Send report"
        busy={reporting}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>Campus Swap support reads every report. {name} is not told who reported them.</p>
        <label htmlFor={reasonId}>Reason</label>
        <select id={reasonId} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
          {REPORT_REASONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={detailsId}>What happened (optional)</label>
        <textarea
          id={detailsId}
          maxLength={1000}
          rows={3}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
