// The sign-in link of a code mail, opened (ADR 281): the link's secret is sent as the code, once, and
// the student goes on as after a typed code. The link spends no guess, so it works even when typed
// codes are paused for this email.
import { useEffect, useRef, useState } from 'react';
import { useSignIn } from '../api/sign-in.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { FormMessage } from '../../../components/Field.tsx';
import { StepLinks } from './StepForm.tsx';
import type { LoginStep } from '../lib/login-steps.ts';

export const LINK_FAILED_MESSAGE =
  'This sign-in link does not work any more. Please enter your email to get a new code.';

interface LinkStepProps {
  email: string;
  code: string;
  onBack(): void;
  onNext(step: LoginStep): void;
  onSignedIn(hasProfile: boolean): Promise<void>;
}

export function LinkStep({ email, code, onBack, onNext, onSignedIn }: LinkStepProps) {
  const { verifyOtp } = useSignIn();
  const [error, setError] = useState<string | null>(null);
  // once: a link is single use, and React may mount an effect twice in development
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verifyOtp(email, code).then(
      (result) => {
        if (!result.hasPassword) {
          onNext({
            kind: 'setPassword',
            email,
            purpose: 'missing',
            hasProfile: result.hasProfile,
            error: null,
          });
          return;
        }
        return onSignedIn(result.hasProfile);
      },
      (failure: unknown) => setError(messageOr(readApiError(failure), LINK_FAILED_MESSAGE)),
    );
  }, [email, code, verifyOtp, onNext, onSignedIn]);

  return (
    <>
      {error ? null : (
        <p className="auth-card__lead" role="status">
          Signing you in as <strong>{email}</strong>…
        </p>
      )}
      <FormMessage kind="error">{error}</FormMessage>
      {error ? <StepLinks onBack={onBack} /> : null}
    </>
  );
}
