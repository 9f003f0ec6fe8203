import { useApolloClient } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { schoolEmailHint, useAppConfig } from '../../../lib/config.ts';
import { CheckUserQuery } from '../api/documents.ts';
import { useFieldStep } from '../hooks/useFieldStep.ts';
import { emailError, normalizeEmail } from '../lib/email.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { useRequestCode } from '../hooks/useRequestCode.ts';
import { FormMessage, TextField } from './Field.tsx';
import { LOGIN_FAILED_MESSAGE, type LoginStep } from '../lib/login-steps.ts';

export function EmailStep({
  initialError,
  onNext,
}: {
  initialError: string | null;
  onNext(step: LoginStep): void;
}) {
  const client = useApolloClient();
  const { googleSignIn, rules } = useAppConfig();
  const requestCode = useRequestCode();
  const {
    value,
    setValue,
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
    if (!begin(event, emailError(value, rules))) return;
    const email = normalizeEmail(value, rules);
    try {
      const { data } = await client.query({
        query: CheckUserQuery,
        variables: { email },
        fetchPolicy: 'network-only',
      });
      const user = data?.checkUser;
      if (!user) throw new Error('checkUser answered nothing');
      if (user.exists && user.hasPassword) {
        onNext({ kind: 'password', email });
        return;
      }
      const sent = await requestCode(email);
      if (!sent.ok) {
        setFormError(sent.message);
        setBusy(false);
        return;
      }
      onNext({ kind: 'code', email, purpose: user.exists ? 'signin' : 'new', note: sent.note });
    } catch (error) {
      const apiError = readApiError(error);
      // DOMAIN_NOT_ALLOWED and every other refusal: the server's own sentence.
      if (apiError.code === 'DOMAIN_NOT_ALLOWED') setFieldError(messageOr(apiError, LOGIN_FAILED_MESSAGE));
      else setFormError(messageOr(apiError, LOGIN_FAILED_MESSAGE));
      setBusy(false);
    }
  };

  return (
    <>
      <p className="auth-card__lead">{schoolEmailHint(rules)}</p>
      <FormMessage kind="error">{formError}</FormMessage>
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
        <TextField
          inputRef={inputRef}
          label="School email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={rules ? `netid@${rules.allowedEmailDomains.at(-1)}` : undefined}
          value={value}
          error={fieldError}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {busy ? 'Checking…' : 'Continue'}
        </button>
      </form>
      {googleSignIn ? (
        <div className="auth-google">
          <p className="auth-google__divider">
            <span>or</span>
          </p>
          {/* A full page navigation: the server runs the OpenID Connect redirect dance. */}
          <a className="button button--secondary auth-google__button" href="/api/auth/google">
            Continue with Google
          </a>
        </div>
      ) : null}
    </>
  );
}
