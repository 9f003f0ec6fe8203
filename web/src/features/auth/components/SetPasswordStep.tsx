import type { FormEvent } from 'react';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useFieldStep } from '../hooks/useFieldStep.ts';
import { ACCOUNT_FAILED_MESSAGE, PASSWORD_RULES_HINT, type SetPasswordPurpose } from '../lib/login-steps.ts';
import { newPasswordError } from '../lib/password.ts';
import { FieldStepForm, StepLinks } from './StepForm.tsx';

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
  const { setPassword } = useSignIn();
  const step = useFieldStep(initialError);

  const submit = async (event: FormEvent) => {
    if (!step.begin(event, newPasswordError(step.value))) return;
    try {
      const result = await setPassword(email, step.value);
      await onSignedIn(result.hasProfile);
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError.fields.password) step.fail('field', apiError.fields.password);
      else
        step.fail(
          'form',
          purpose === 'forgot' ? messageOr(apiError, 'Failed to set password') : ACCOUNT_FAILED_MESSAGE,
        );
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
      <FieldStepForm
        step={step}
        username={email}
        field={{
          label: purpose === 'forgot' ? 'New password' : 'Password',
          type: 'password',
          name: 'new-password',
          autoComplete: 'new-password',
          hint: PASSWORD_RULES_HINT,
        }}
        submitLabel="Save password"
        busyLabel="Saving…"
        onSubmit={submit}
      />
      <StepLinks onBack={onBack}>
        {purpose === 'forgot' ? (
          <button
            type="button"
            className="auth-link"
            onClick={() => void onSignedIn(hasProfile)}
            disabled={step.busy}
          >
            Skip for now
          </button>
        ) : null}
      </StepLinks>
    </>
  );
}
