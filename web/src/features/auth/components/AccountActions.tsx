// Log out and delete the account, at the bottom of /account.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { paths } from '../../../paths.ts';
import { DeleteAccountMutation, LogoutMutation } from '../api/documents.ts';
import { useSessionChange } from '../hooks/useSessionChange.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import '../auth.css';

export const DELETE_FAILED_MESSAGE = 'Failed to delete account. Please try again.';

export function AccountActions() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const session = useSessionChange();
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const logOut = async () => {
    setBusy(true);
    // Even if the call fails (offline), forget the session here; the server session expires on its own.
    await client.mutate({ mutation: LogoutMutation }).catch(() => undefined);
    // Leave the protected page first, so its guard does not bounce the visitor to /login on the way out.
    navigate(paths.home, { replace: true });
    await session.signedOut();
  };

  const deleteAccount = async () => {
    setBusy(true);
    try {
      await client.mutate({ mutation: DeleteAccountMutation });
    } catch (error) {
      showToast(messageOr(readApiError(error), DELETE_FAILED_MESSAGE), 'error');
      setBusy(false);
      setConfirming(false);
      return;
    }
    setConfirming(false);
    navigate(paths.home, { replace: true });
    await session.signedOut();
    showToast('Your account was deleted.', 'info');
  };

  return (
    <section className="account-section account-actions" aria-label="Account actions">
      <button type="button" className="button button--secondary" onClick={logOut} disabled={busy}>
        Log out
      </button>
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
