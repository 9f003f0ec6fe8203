// Every change on the support desk asks for confirmation and a reason (docs/decisions/297-a-support-desk-
// without-dead-ends.md): a dialog saying what the change does, a reason box counted as the server counts
// it (trimmed, at most 500), and a confirm button that stays off until the reason fits. A one-tap
// Suspend is what issue 38 found.
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { reasonFits, reasonLength, STAFF_REASON_MAX } from '../lib/desk-words.ts';

export type StaffAction = {
  /** the button on the row, e.g. 'Suspend Fay Fox' */
  label: string;
  /** the dialog's question, e.g. 'Suspend Fay Fox?' */
  title: string;
  /** what the change does, in a sentence */
  effect: string;
  /** 'danger' for a change that takes something away (hide, suspend) */
  tone: 'danger' | 'secondary';
  /** the toast once done */
  done: string;
  run: (reason: string) => Promise<unknown>;
};

export function StaffActionButton({ action }: { action: StaffAction }) {
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const countId = useId();
  const count = reasonLength(reason);

  const close = () => {
    setOpen(false);
    setReason('');
  };
  const confirm = async () => {
    if (!reasonFits(reason)) return;
    setBusy(true);
    try {
      await action.run(reason.trim());
      showToast(action.done, 'success');
      close();
    } catch (problem) {
      showToast(messageOr(readApiError(problem), 'That did not work. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button--${action.tone} button--small`}
        onClick={() => setOpen(true)}
      >
        <span className="button__label">{action.label}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={action.title}
        confirmLabel={action.label}
        danger={action.tone === 'danger'}
        busy={busy}
        confirmDisabled={!reasonFits(reason)}
        onConfirm={confirm}
        onCancel={close}
      >
        <p>{action.effect}</p>
        <label htmlFor={reasonId}>Reason (required; kept in the audit log)</label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          aria-describedby={countId}
          onChange={(e) => setReason(e.target.value)}
        />
        <p id={countId} className={count > STAFF_REASON_MAX ? 'desk-count desk-count--over' : 'desk-count'}>
          {count} / {STAFF_REASON_MAX}
          {count > STAFF_REASON_MAX ? ` (${count - STAFF_REASON_MAX} too many)` : ''}
        </p>
      </ConfirmDialog>
    </>
  );
}
