// /profile-setup (spec §4 "Profile setup", §5): name, age, year, optional Instagram and LinkedIn, and the
// Terms checkbox. Success accepts the current terms too (when not yet accepted) and goes to /post.
import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRules } from '../../../lib/config.ts';
import { MeQuery, useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { paths } from '../../../paths.ts';
import { AcceptTermsMutation, SetupProfileMutation } from '../api/documents.ts';
import { readApiError } from '../../../lib/api-errors.ts';
import { checkProfile, type ProfileDraft, TERMS_REQUIRED_MESSAGE } from '../lib/profile.ts';
import { FormMessage } from './Field.tsx';
import { draftFromUser, emptyDraft, ProfileFields, type ProfileFieldErrors } from './ProfileFields.tsx';
import '../auth.css';

export const SETUP_FAILED_MESSAGE = 'Failed to setup profile';

export function ProfileSetupPage() {
  usePageTitle('Set up your profile');
  const client = useApolloClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const rules = useRules();
  const [draft, setDraft] = useState<ProfileDraft>(emptyDraft);
  const [touched, setTouched] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [termsError, setTermsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const termsId = useId();

  // Pre-fill from a profile saved earlier (coming back to this page), until the student types.
  useEffect(() => {
    if (user && !touched) {
      setDraft(draftFromUser(user));
      if (user.termsAccepted) setAgreed(true);
    }
  }, [user, touched]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setErrors({});
    setTermsError(null);
    const checked = checkProfile(draft, rules);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      setFormError(checked.message);
      return;
    }
    if (!agreed) {
      setTermsError(TERMS_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      await client.mutate({ mutation: SetupProfileMutation, variables: { input: checked.input } });
    } catch (error) {
      const apiError = readApiError(error);
      setErrors(apiError.fields);
      setFormError(
        apiError.code === 'VALIDATION_FAILED' && Object.keys(apiError.fields).length > 0
          ? (Object.values(apiError.fields)[0] ?? SETUP_FAILED_MESSAGE)
          : SETUP_FAILED_MESSAGE,
      );
      setBusy(false);
      return;
    }
    // Without the server's rules (offline) or when accepting fails, the profile is saved anyway and the
    // terms modal asks again over the next screen.
    if (!user?.termsAccepted && rules) {
      try {
        await client.mutate({ mutation: AcceptTermsMutation, variables: { version: rules.termsVersion } });
      } catch {
        // as above: the modal asks again
      }
    }
    await client.refetchQueries({ include: [MeQuery] }).catch(() => undefined);
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
          <div className={termsError ? 'auth-check auth-check--invalid' : 'auth-check'}>
            <input
              id={termsId}
              type="checkbox"
              checked={agreed}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) setTermsError(null);
              }}
            />
            <label htmlFor={termsId}>
              I agree to the{' '}
              <Link to={paths.terms} target="_blank" rel="noopener">
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link to={paths.privacy} target="_blank" rel="noopener">
                Privacy Policy
              </Link>
              .
            </label>
          </div>
          {termsError ? (
            <p id={`${termsId}-error`} className="auth-field__error" role="alert">
              {termsError}
            </p>
          ) : null}
          <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
            {busy ? 'Saving…' : 'Continue'}
          </button>
        </form>
      </div>
    </div>
  );
}
