import { useApolloClient } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { SetPasswordMutation } from '../api/documents.ts';
import { useFieldStep } from '../hooks/useFieldStep.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { newPasswordError } from '../lib/password.ts';
import { ACCOUNT_FAILED_MESSAGE, PASSWORD_RULES_HINT, type SetPasswordPurpose } from '../lib/login-steps.ts';
import { FormMessage, TextField } from './Field.tsx';

/** new/missing: the account has no password yet; forgot: replacing a forgotten one (optional). */

interface SetPasswordStepProps {
  email: string;
  purpose: SetPasswordPurpose;
  hasProfile: boolean;
  initialError: string | null;
  onBack(): void;
  onSignedIn(hasProfile: boolean): Promise<void>;
}

export function SetPasswordStep({
  email,
  purpose,
  hasProfile,
  initialError,
  onBack,
  onSignedIn,
}: SetPasswordStepProps) {
  const client = useApolloClient();
  const {
    value: password,
    setValue: setPassword,
    fieldError,
    setFieldError,
    formError,
    setFormError,
    busy,
    setBusy,
    inputRef,
    begin,
  } = useFieldStep(initialError);

  const submit = async (event: FormEvent) => {
    if (!begin(event, newPasswordError(password))) return;
    try {
      const { data } = await client.mutate({ mutation: SetPasswordMutation, variables: { email, password } });
      if (!data) throw new Error('setPassword answered nothing');
      await onSignedIn(data.setPassword.hasProfile);
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError.fields.password) setFieldError(apiError.fields.password);
      else
        setFormError(
          purpose === 'forgot' ? messageOr(apiError, 'Failed to set password') : ACCOUNT_FAILED_MESSAGE,
        );
      setBusy(false);
    }
  };

  return (
    <>
      <p className="auth-card__lead">
        {purpose === 'forgot' ? (
          <>Your email is verified. Choose a new password for next time, or skip and keep the old one.</>
        ) : (
          <>Your email is verified. Choose the password you will use to sign in next time.</>
        )}
      </p>
      <FormMessage kind="error">{formError}</FormMessage>
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          inputRef={inputRef}
          label={purpose === 'forgot' ? 'New password' : 'Password'}
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={PASSWORD_RULES_HINT}
          value={password}
          error={fieldError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save password'}
        </button>
      </form>
      <div className="auth-card__links">
        {purpose === 'forgot' ? (
          <button
            type="button"
            className="auth-link"
            onClick={() => void onSignedIn(hasProfile)}
            disabled={busy}
          >
            Skip for now
          </button>
        ) : null}
        <button type="button" className="auth-link" onClick={onBack}>
          Back
        </button>
      </div>
    </>
  );
}
