import { useApolloClient } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { LoginMutation } from '../api/documents.ts';
import { useFieldStep } from '../hooks/useFieldStep.ts';
import { useRequestCode } from '../hooks/useRequestCode.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { currentPasswordError } from '../lib/password.ts';
import { FormMessage, TextField } from './Field.tsx';
import { LOGIN_FAILED_MESSAGE, type LoginStep } from '../lib/login-steps.ts';

export const WRONG_PASSWORD_MESSAGE = 'Invalid password. Please try again.';

interface PasswordStepProps {
  email: string;
  onBack(): void;
  onNext(step: LoginStep): void;
  onSignedIn(hasProfile: boolean): Promise<void>;
}

export function PasswordStep({ email, onBack, onNext, onSignedIn }: PasswordStepProps) {
  const client = useApolloClient();
  const requestCode = useRequestCode();
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
  } = useFieldStep();

  const submit = async (event: FormEvent) => {
    if (!begin(event, currentPasswordError(password))) return;
    try {
      const { data } = await client.mutate({ mutation: LoginMutation, variables: { email, password } });
      if (!data) throw new Error('login answered nothing');
      await onSignedIn(data.login.hasProfile);
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError.code === 'INVALID_CREDENTIALS') {
        setFieldError(WRONG_PASSWORD_MESSAGE);
        setPassword('');
        inputRef.current?.focus();
      } else {
        setFormError(messageOr(apiError, LOGIN_FAILED_MESSAGE));
      }
      setBusy(false);
    }
  };

  const forgot = async () => {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    const sent = await requestCode(email);
    if (!sent.ok) {
      setFormError(sent.message);
      setBusy(false);
      return;
    }
    onNext({ kind: 'code', email, purpose: 'forgot', note: sent.note });
  };

  return (
    <>
      <p className="auth-card__lead">
        Signing in as <strong>{email}</strong>
      </p>
      <FormMessage kind="error">{formError}</FormMessage>
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
        {/* Lets password managers pair the password with the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          inputRef={inputRef}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={fieldError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <div className="auth-card__links">
        <button type="button" className="auth-link" onClick={forgot} disabled={busy}>
          Forgot password?
        </button>
        <button type="button" className="auth-link" onClick={onBack}>
          Back
        </button>
      </div>
    </>
  );
}
