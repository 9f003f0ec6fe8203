// /profile-setup (spec §4 "Profile setup", §5): name, age, year, optional Instagram and LinkedIn, and the
// Terms checkbox. Success accepts the current terms too (when not yet accepted) and goes to /post.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRules } from '../../../lib/config.ts';
import { useRefreshSession, useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { useAccount } from '../api/account.ts';
import { useProfileForm } from '../hooks/useProfileForm.ts';
import { draftFromUser } from '../lib/profile.ts';
import { AgreementCheck, useAgreement } from './AgreementCheck.tsx';
import { FormMessage } from '../../../components/Field.tsx';
import { ProfileFields } from './ProfileFields.tsx';
import { SubmitButton } from './StepForm.tsx';
import '../auth.css';

export const SETUP_FAILED_MESSAGE = 'Failed to setup profile';

export function ProfileSetupPage() {
  usePageTitle('Set up your profile');
  const account = useAccount();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const { user } = useSession();
  const rules = useRules();
  const { draft, setDraft, errors, formError, busy, setBusy, firstRef, check, fail } = useProfileForm();
  const [touched, setTouched] = useState(false);
  const agreement = useAgreement();
  const { setAgreed } = agreement;

  // Pre-fill from a profile saved earlier (coming back to this page), until the student types.
  useEffect(() => {
    if (user && !touched) {
      setDraft(draftFromUser(user));
      if (user.termsAccepted) setAgreed(true);
    }
  }, [user, touched, setDraft, setAgreed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    agreement.clearError();
    const input = check();
    if (!input) return;
    if (!agreement.require()) return;
    setBusy(true);
    try {
      await account.setupProfile(input);
    } catch (error) {
      fail(error, SETUP_FAILED_MESSAGE);
      return;
    }
    // Without the server's rules (offline) or when accepting fails, the profile is saved anyway and the
    // terms modal asks again over the next screen.
    if (!user?.termsAccepted && rules) {
      try {
        await account.acceptTerms(rules.termsVersion);
      } catch {
        // as above: the modal asks again
      }
    }
    await refreshSession().catch(() => undefined);
    navigate(paths.post);
  };

  return (
    <div className="page page--narrow auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Set up your profile</h1>
        <p className="auth-card__lead">
          Other verified students see your name, age and year on match cards. Instagram and LinkedIn are
          shared only after you both reveal interest.
        </p>
        <FormMessage kind="error">{formError}</FormMessage>
        <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
          <ProfileFields
            draft={draft}
            errors={errors}
            firstFieldRef={firstRef}
            onChange={(next) => {
              setTouched(true);
              setDraft(next);
            }}
          />
          <AgreementCheck agreement={agreement}>
            I agree to the{' '}
            <Link to={paths.terms} target="_blank" rel="noopener">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacy} target="_blank" rel="noopener">
              Privacy Policy
            </Link>
            .
          </AgreementCheck>
          <SubmitButton busy={busy} busyLabel="Saving…">
            Continue
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
