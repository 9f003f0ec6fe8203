// "Report" wherever "Block" is (a match card, a request, a 3-way swap member): a reason and optional
// details, sent to Campus Swap support (docs/decisions/181-reports.md). It protects the reporter
// (docs/decisions/298-reports-that-protect-the-reporter.md): no reason is chosen for them, so two taps
// never file an accusation, and "Also block <name>" is offered, checked when the reason is Harassment,
// so the student they report stops seeing them at once. The acknowledgement is shown as a toast.
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
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(false);
  // once the student ticks or unticks the box, a change of reason keeps their choice
  const [blockChosen, setBlockChosen] = useState(false);
  const reasonId = useId();
  const detailsId = useId();

  const close = () => {
    setOpen(false);
    setReason('');
    setAlsoBlock(false);
    setBlockChosen(false);
  };
  const choose = (value: ReportReason | '') => {
    setReason(value);
    // harassment: blocking is what protects the reporter, so it is offered ticked (they may untick it)
    if (!blockChosen) setAlsoBlock(value === 'HARASSMENT');
  };
  const confirm = async () => {
    if (!reason) return;
    try {
      showToast(await report(listingId, reason, details.trim(), alsoBlock), 'success');
      setDetails('');
    } catch (error) {
      showToast(messageOr(readApiError(error), 'Could not send the report. Please try again.'), 'error');
    }
    close();
  };

  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={() => setOpen(true)}>
        <span className="button__label">Report {name}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={`Report ${name}'s listing`}
        confirmLabel="Send report"
        busy={reporting}
        confirmDisabled={!reason}
        onConfirm={confirm}
        onCancel={close}
      >
        <p>Campus Swap support reads every report. {name} is not told who reported them.</p>
        <label htmlFor={reasonId}>Reason</label>
        <select id={reasonId} value={reason} onChange={(e) => choose(e.target.value as ReportReason | '')}>
          <option value="" disabled>
            Choose a reason
          </option>
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
        <label className="dialog__check">
          <input
            type="checkbox"
            checked={alsoBlock}
            onChange={(e) => {
              setAlsoBlock(e.target.checked);
              setBlockChosen(true);
            }}
          />
          Also block {name}: neither of you will see the other anywhere, 3-way swaps included. You can undo it
          in your account.
        </label>
      </ConfirmDialog>
    </>
  );
}
