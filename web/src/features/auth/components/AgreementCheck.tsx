// The terms agreement checkbox of /profile-setup and of the terms modal, with its message tied to it.
import { type ReactNode, type Ref, useId } from 'react';

interface AgreementCheckProps {
  checked: boolean;
  error: string | null;
  onChange(checked: boolean): void;
  inputRef?: Ref<HTMLInputElement>;
  children: ReactNode;
}

export function AgreementCheck({ checked, error, onChange, inputRef, children }: AgreementCheckProps) {
  const id = useId();
  return (
    <>
      <div className={error ? 'auth-check auth-check--invalid' : 'auth-check'}>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="auth-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
