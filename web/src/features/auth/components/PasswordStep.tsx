import type { FormEvent } from 'react';
import { messageWithWait, readApiError } from '../../../lib/api-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useFieldStep } from '../hooks/useFieldStep.ts';
import { useRequestCode } from '../hooks/useRequestCode.ts';
import { LOGIN_FAILED_MESSAGE, type LoginStep } from '../lib/login-steps.ts';
import { currentPasswordError } from '../lib/password.ts';
import { FieldStepForm, StepLinks } from './StepForm.tsx';

export const WRONG_PASSWORD_MESSAGE = 'Invalid password. Please try again.';

interface PasswordStepProps {
  email: string;
  onBack(): void;
  onNext(step: LoginStep): void;
  onSignedIn(hasProfile: boolean): Promise<void>;
}

export function PasswordStep({ email, onBack, onNext, onSignedIn }: PasswordStepProps) {
  const { login } = useSignIn();
  const requestCode = useRequestCode();
  const step = useFieldStep();

  const submit = async (event: FormEvent) => {
    if (!step.begin(event, currentPasswordError(step.value))) return;
    try {
      const result = await login(email, step.value);
      await onSignedIn(result.hasProfile);
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError.code === 'INVALID_CREDENTIALS') {
        step.setValue('');
        step.inputRef.current?.focus();
        step.fail('field', WRONG_PASSWORD_MESSAGE);
      } else {
        // a lock says how long it lasts (issue 39)
        step.fail('form', messageWithWait(apiError, LOGIN_FAILED_MESSAGE));
      }
    }
  };

  const forgot = async () => {
    if (step.busy) return;
    step.setBusy(true);
    step.setFormError(null);
    const sent = await requestCode(email);
    if (!sent.ok) {
      step.fail('form', sent.message);
      return;
    }
    onNext({
      kind: 'code',
      email,
      purpose: 'forgot',
      note: sent.note,
      wait: sent.sent ? null : sent.waitSeconds,
    });
  };

  return (
    <>
      <p className="auth-card__lead">
        Signing in as <strong>{email}</strong>
      </p>
      <FieldStepForm
        step={step}
        username={email}
        field={{ label: 'Password', type: 'password', name: 'password', autoComplete: 'current-password' }}
        submitLabel="Sign in"
        busyLabel="Signing in…"
        onSubmit={submit}
      />
      <StepLinks onBack={onBack}>
        <button type="button" className="auth-link" onClick={forgot} disabled={step.busy}>
          Forgot password?
        </button>
      </StepLinks>
    </>
  );
}
