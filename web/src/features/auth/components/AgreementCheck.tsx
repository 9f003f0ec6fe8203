// The terms agreement checkbox of /profile-setup and of the terms modal, with its message tied to it.
import { type ReactNode, type Ref, useId, useState } from 'react';
import { TERMS_REQUIRED_MESSAGE } from '../lib/profile.ts';

/** Whether the box is ticked, and its message. */
export function useAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    agreed,
    setAgreed,
    error,
    clearError: () => setError(null),
    /** True when ticked; else the box says it must be. */
    require(): boolean {
      if (!agreed) setError(TERMS_REQUIRED_MESSAGE);
      return agreed;
    },
    /** Ticking the box also clears its message. */
    change(checked: boolean) {
      setAgreed(checked);
      if (checked) setError(null);
    },
  };
}

interface AgreementCheckProps {
  agreement: ReturnType<typeof useAgreement>;
  inputRef?: Ref<HTMLInputElement>;
  children: ReactNode;
}

export function AgreementCheck({ agreement, inputRef, children }: AgreementCheckProps) {
  const id = useId();
  const { agreed: checked, error } = agreement;
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
          onChange={(event) => agreement.change(event.target.checked)}
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
