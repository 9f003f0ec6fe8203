import type { FormEvent } from 'react';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { schoolEmailHint, useAppConfig } from '../../../lib/config.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useFieldStep } from '../hooks/useFieldStep.ts';
import { useRequestCode } from '../hooks/useRequestCode.ts';
import { emailError, normalizeEmail } from '../lib/email.ts';
import { LOGIN_FAILED_MESSAGE, type LoginStep } from '../lib/login-steps.ts';
import { FieldStepForm } from './StepForm.tsx';

export function EmailStep({
  initialError,
  returnTo,
  onNext,
}: {
  initialError: string | null;
  /** where Google sign-in should land (the guard's `from`); the server checks it again */
  returnTo: string | null;
  onNext(step: LoginStep): void;
}) {
  const { checkUser } = useSignIn();
  const { googleSignIn, rules } = useAppConfig();
  const requestCode = useRequestCode();
  const step = useFieldStep(initialError);

  const submit = async (event: FormEvent) => {
    if (!step.begin(event, emailError(step.value, rules))) return;
    const email = normalizeEmail(step.value, rules);
    try {
      const user = await checkUser(email);
      if (user.exists && user.hasPassword) {
        onNext({ kind: 'password', email });
        return;
      }
      const sent = await requestCode(email);
      if (!sent.ok) {
        step.fail('form', sent.message);
        return;
      }
      onNext({
        kind: 'code',
        email,
        purpose: user.exists ? 'signin' : 'new',
        note: sent.note,
        wait: sent.sent ? null : sent.waitSeconds,
      });
    } catch (error) {
      const apiError = readApiError(error);
      // DOMAIN_NOT_ALLOWED and every other refusal: the server's own sentence.
      step.fail(
        apiError.code === 'DOMAIN_NOT_ALLOWED' ? 'field' : 'form',
        messageOr(apiError, LOGIN_FAILED_MESSAGE),
      );
    }
  };

  return (
    <>
      <p className="auth-card__lead">{schoolEmailHint(rules)}</p>
      <FieldStepForm
        step={step}
        field={{
          label: 'School email',
          type: 'email',
          name: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
          placeholder: rules ? `netid@${rules.allowedEmailDomains.at(-1)}` : undefined,
        }}
        submitLabel="Continue"
        busyLabel="Checking…"
        onSubmit={submit}
      />
      {googleSignIn ? (
        <div className="auth-google">
          <p className="auth-google__divider">
            <span>or</span>
          </p>
          {/* A full page navigation: the server runs the OpenID Connect redirect dance. */}
          <a
            className="button button--secondary auth-google__button"
            href={returnTo ? `/api/auth/google?from=${encodeURIComponent(returnTo)}` : '/api/auth/google'}
          >
            Continue with Google
          </a>
        </div>
      ) : null}
    </>
  );
}
