// The blocking Terms of Service modal (spec §4 "Terms", §5, §8): over any screen while a signed-in
// student has not accepted the current terms. Not on /terms and /privacy (the student must be able to
// read what they accept), not on /profile-setup (it has its own agreement checkbox and accepts the
// terms on submit) and not on /login (a sign-in in progress finishes first; the next screen asks).
import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useRefreshSession, useSession } from '../../../lib/session.ts';
import { paths } from '../../../paths.ts';
import { useAccount } from '../api/account.ts';
import { useLeave } from '../hooks/useLeave.ts';
import { useRules } from '../../../lib/config.ts';
import { trapTabKey } from '../../../lib/focus-trap.ts';
import { AgreementCheck, useAgreement } from './AgreementCheck.tsx';
import '../auth.css';

export const TERMS_FAILED_MESSAGE = 'Failed to accept terms. Please try again.';

const exemptPaths: readonly string[] = [paths.terms, paths.privacy, paths.profileSetup, paths.login];

export function TermsGate() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (!user || user.termsAccepted || exemptPaths.includes(path)) return null;
  return <TermsModal />;
}

function TermsModal() {
  const client = useApolloClient();
  const rules = useRules();
  const account = useAccount();
  const refreshSession = useRefreshSession();
  const leaving = useLeave();
  const ref = useRef<HTMLDialogElement>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const agreement = useAgreement();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // showModal: the page behind becomes inert (no clicks, no focus) and the dialog sits in the top layer.
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    checkboxRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => trapTabKey(event, ref.current);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!agreement.require()) {
      checkboxRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      // The version is the server's; without it (config not loaded: offline) accepting cannot succeed.
      if (!rules) throw new Error('the server rules have not arrived');
      await account.acceptTerms(rules.termsVersion);
      // The refreshed `me` says termsAccepted: true, which unmounts this modal. The screen behind refetches
      // too: its data calls were refused with TERMS_NOT_ACCEPTED until now.
      await refreshSession();
      void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    } catch {
      setFailure(TERMS_FAILED_MESSAGE);
      setBusy(false);
    }
  };

  const logOut = async () => {
    setBusy(true);
    await leaving.logOut();
  };

  return (
    <dialog
      ref={ref}
      className="dialog auth-terms"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape must not dismiss a required agreement.
        event.preventDefault();
      }}
    >
      <form onSubmit={accept} noValidate>
        <h2 id={titleId} className="dialog__title">
          Terms of Service
        </h2>
        <div id={bodyId} className="dialog__body">
          <p>
            Before you continue, please read and accept the Campus Swap Terms of Service
            {rules ? ` (version ${rules.termsVersion})` : ''}.
          </p>
          <ul className="auth-terms__points">
            <li>Campus Swap is for current Rutgers–New Brunswick students only.</li>
            <li>List only a room or permit that is really yours; swaps still go through the university.</li>
            <li>Your email, Instagram and LinkedIn are shared only after you both reveal interest.</li>
          </ul>
          <p>
            Read the full <Link to={paths.terms}>Terms of Service</Link> and{' '}
            <Link to={paths.privacy}>Privacy Policy</Link>.
          </p>
        </div>
        <AgreementCheck inputRef={checkboxRef} agreement={agreement}>
          I have read and agree to the Terms of Service and the Privacy Policy.
        </AgreementCheck>
        {failure ? (
          <p className="auth-message auth-message--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={logOut} disabled={busy}>
            Log out
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Accept and continue'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
