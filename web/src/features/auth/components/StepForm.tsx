// The parts of a login step's screen: the one-field form most steps are, its submit button and the
// links under the card.
import type { FormEvent, ReactNode } from 'react';
import type { FieldStep } from '../hooks/useFieldStep.ts';
import { FormMessage, TextField, type TextFieldProps } from '../../../components/Field.tsx';

export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** The step's own links, then "Back" (to a fresh email step). */
export function StepLinks({ onBack, children }: { onBack(): void; children?: ReactNode }) {
  return (
    <div className="auth-card__links">
      {children}
      <button type="button" className="auth-link" onClick={onBack}>
        Back
      </button>
    </div>
  );
}

/** A hidden username field that lets password managers pair the password with the account. */
export function UsernameForPasswordManagers({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}

interface FieldStepFormProps {
  step: FieldStep;
  /** The control's own attributes (label, type, name, autoComplete, hint, …). */
  field: Omit<TextFieldProps, 'value' | 'error' | 'onChange' | 'inputRef'>;
  /** For a password: the account's email, for password managers. */
  username?: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit(event: FormEvent): void;
}

export function FieldStepForm({
  step,
  field,
  username,
  submitLabel,
  busyLabel,
  onSubmit,
}: FieldStepFormProps) {
  return (
    <>
      <FormMessage kind="error">{step.formError}</FormMessage>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={step.busy}>
        {username === undefined ? null : <UsernameForPasswordManagers email={username} />}
        <TextField
          {...field}
          inputRef={step.inputRef}
          value={step.value}
          error={step.fieldError}
          onChange={(event) => step.setValue(event.target.value)}
        />
        <SubmitButton busy={step.busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </form>
    </>
  );
}
