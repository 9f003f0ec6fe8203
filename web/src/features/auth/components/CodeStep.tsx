import { type FormEvent, useRef, useState } from 'react';
import { type SignInResult, useSignIn } from '../api/sign-in.ts';
import { useFocusOnMount } from '../hooks/useFocusOnMount.ts';
import { useRequestCode } from '../hooks/useRequestCode.ts';
import { useResendWait } from '../hooks/useResendWait.ts';
import { codeError, INVALID_CODE_MESSAGE, isCompleteCode, sanitizeCode } from '../lib/code.ts';
import { CODE_LENGTH } from '../lib/constants.ts';
import { useRules } from '../../../lib/config.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { newPasswordError } from '../lib/password.ts';
import { FormMessage, TextField } from '../../../components/Field.tsx';
import { StepLinks, SubmitButton, UsernameForPasswordManagers } from './StepForm.tsx';
import {
  ACCOUNT_FAILED_MESSAGE,
  type CodePurpose,
  type LoginStep,
  PASSWORD_RULES_HINT,
} from '../lib/login-steps.ts';

/** signin: an account without a password; forgot: the "Forgot password?" path; new: no account yet. */
export const NEW_ACCOUNT_NOTICE =
  "New account! Verification code sent to your email. You'll use this password after verification.";
/** The same when this visit sent no new code (one was mailed less than a minute ago): no "sent". */
export const NEW_ACCOUNT_RECENT_NOTICE =
  "New account! Enter the code from the email we sent you a moment ago. You'll use this password after verification.";

/** "Invalid verification code. 3 tries left." when the server said how many (issue 39). */
export function wrongCodeMessage(message: string, triesLeft: number | undefined): string {
  if (triesLeft === undefined) return message;
  const tries = triesLeft === 1 ? '1 try' : `${triesLeft} tries`;
  return `${message.replace(/\.$/, '')}. ${tries} left.`;
}

interface CodeStepProps {
  email: string;
  purpose: CodePurpose;
  note: string | null;
  /** seconds before another code may be asked for, when the server said (else a minute) */
  wait?: number | null;
  onBack(): void;
  onNext(step: LoginStep): void;
  onSignedIn(hasProfile: boolean): Promise<void>;
}

/**
 * The emailed-code step. For a new account it also asks for the password to be used after verification
 * (the spec's new-account notice sits right above it), so sign-up is one screen: password, then code.
 */
export function CodeStep({ email, purpose, note, wait = null, onBack, onNext, onSignedIn }: CodeStepProps) {
  const { verifyOtp, setPassword: savePassword } = useSignIn();
  const requestCode = useRequestCode();
  const isNew = purpose === 'new';
  const rules = useRules();
  const expiry = rules ? ` It expires in ${rules.codeLifetimeMinutes} minutes.` : '';
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeFieldError, setCodeFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(note);
  const [busy, setBusy] = useState(false);
  const resendWait = useResendWait(wait);
  const busyRef = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(isNew ? passwordRef : codeRef);

  const verify = async (candidate: string) => {
    // A ref, not state: auto-submit and a click can arrive in the same tick.
    if (busyRef.current) return;
    setFormError(null);
    if (isNew) {
      const problem = newPasswordError(password);
      setPasswordError(problem);
      if (problem) {
        passwordRef.current?.focus();
        return;
      }
    }
    const problem = codeError(candidate);
    setCodeFieldError(problem);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    const done = () => {
      busyRef.current = false;
      setBusy(false);
    };

    let result: SignInResult;
    try {
      result = await verifyOtp(email, candidate);
    } catch (error) {
      const apiError = readApiError(error);
      // INVALID_CODE: the server's sentence or the spec's, with the tries left; TOO_MANY_ATTEMPTS (burned
      // code) and the rest: the server's.
      setCodeFieldError(wrongCodeMessage(messageOr(apiError, INVALID_CODE_MESSAGE), apiError.triesLeft));
      // The code stays, selected: a student who mistyped one digit fixes it, or types over it all.
      done();
      codeRef.current?.focus();
      codeRef.current?.select();
      return;
    }

    if (isNew && !result.hasPassword) {
      try {
        const saved = await savePassword(email, password);
        await onSignedIn(saved.hasProfile);
      } catch (error) {
        // Verified but no password yet: let the student try again on the password step.
        const apiError = readApiError(error);
        onNext({
          kind: 'setPassword',
          email,
          purpose: 'new',
          hasProfile: result.hasProfile,
          error: apiError.fields.password ?? ACCOUNT_FAILED_MESSAGE,
        });
      }
      return;
    }
    if (!result.hasPassword) {
      onNext({ kind: 'setPassword', email, purpose: 'missing', hasProfile: result.hasProfile, error: null });
      return;
    }
    if (purpose === 'forgot') {
      onNext({ kind: 'setPassword', email, purpose: 'forgot', hasProfile: result.hasProfile, error: null });
      return;
    }
    await onSignedIn(result.hasProfile);
  };

  const onCodeChange = (raw: string) => {
    const next = sanitizeCode(raw);
    setCode(next);
    // Auto-submit the moment a complete code arrives (the sixth digit typed, a code pasted, or one digit of
    // a refused code corrected), never the same code twice in a row.
    if (isCompleteCode(next) && next !== code) void verify(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const resend = async () => {
    if (busyRef.current) return;
    setFormError(null);
    setInfo(null);
    const sent = await requestCode(email);
    if (!sent.ok) setFormError(sent.message);
    else if (sent.sent) {
      setInfo('A new code is on its way. Please check your email.');
      resendWait.wait(null);
    } else {
      setInfo(sent.note);
      resendWait.wait(sent.waitSeconds);
    }
  };

  return (
    <>
      {isNew ? (
        <p className="auth-notice" role="status">
          {note ? NEW_ACCOUNT_RECENT_NOTICE : NEW_ACCOUNT_NOTICE}
        </p>
      ) : (
        <p className="auth-card__lead">
          We sent a {CODE_LENGTH}-digit code to <strong>{email}</strong>.{expiry}
        </p>
      )}
      <FormMessage kind="info">{info}</FormMessage>
      <FormMessage kind="error">{formError}</FormMessage>
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
        {isNew ? (
          <>
            <UsernameForPasswordManagers email={email} />
            <TextField
              inputRef={passwordRef}
              label="Choose a password"
              type="password"
              name="new-password"
              autoComplete="new-password"
              hint={PASSWORD_RULES_HINT}
              value={password}
              error={passwordError}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        ) : null}
        <TextField
          inputRef={codeRef}
          label="Verification code"
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          className="auth-input--code"
          hint={isNew ? `Sent to ${email}.${expiry}` : undefined}
          value={code}
          error={codeFieldError}
          onChange={(event) => onCodeChange(event.target.value)}
        />
        <SubmitButton busy={busy} busyLabel="Verifying…">
          Verify
        </SubmitButton>
      </form>
      <StepLinks onBack={onBack}>
        <button type="button" className="auth-link" onClick={resend} disabled={busy || resendWait.left > 0}>
          {resendWait.left > 0 ? `Resend code in ${resendWait.left} s` : 'Resend code'}
        </button>
      </StepLinks>
    </>
  );
}
