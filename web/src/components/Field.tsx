// A labelled form control whose error and hint are tied to it with aria-describedby, so screen readers
// read the message with the field and aria-invalid marks the field that needs attention. Shared by the
// sign-in, profile and API token forms; its auth-field / auth-input classes are styled in
// features/auth/auth.css, which the screens showing them load.
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  children: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldShell({ id, label, hint, error, optional, children }: FieldShellProps) {
  return (
    <div className={error ? 'auth-field auth-field--invalid' : 'auth-field'}>
      <label htmlFor={id} className="auth-field__label">
        {label}
        {optional ? <span className="auth-field__optional"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, optional, inputRef, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={className ? `auth-input ${className}` : 'auth-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  selectRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

export function SelectField({ label, hint, error, selectRef, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        ref={selectRef}
        id={id}
        className="auth-input auth-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A form-level message: announced at once (role="alert") for errors, politely for notes. */
export function FormMessage({
  kind,
  children,
  id,
}: {
  kind: 'error' | 'info';
  children: ReactNode;
  id?: string;
}) {
  if (!children) return null;
  return (
    <p id={id} className={`auth-message auth-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
