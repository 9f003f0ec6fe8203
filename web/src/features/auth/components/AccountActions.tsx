// Deleting the account, at the bottom of /account (Log out is at the top: LogOutButton.tsx).
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useAccount } from '../api/account.ts';
import { useLeave } from '../hooks/useLeave.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import '../auth.css';

export const DELETE_FAILED_MESSAGE = 'Failed to delete account. Please try again.';

export function AccountActions() {
  const account = useAccount();
  const leaving = useLeave();
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const deleteAccount = async () => {
    setBusy(true);
    try {
      await account.deleteAccount();
    } catch (error) {
      showToast(messageOr(readApiError(error), DELETE_FAILED_MESSAGE), 'error');
      setBusy(false);
      setConfirming(false);
      return;
    }
    setConfirming(false);
    await leaving.leave();
    showToast('Your account was deleted.', 'info');
  };

  return (
    <section className="account-section account-actions" aria-label="Account actions">
      <button
        type="button"
        className="button button--danger"
        onClick={() => setConfirming(true)}
        disabled={busy}
      >
        Delete account
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete account"
        danger
        busy={busy}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      >
        <p>
          You will be signed out everywhere and your listing is hidden at once. Your data is removed within 30
          days. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
