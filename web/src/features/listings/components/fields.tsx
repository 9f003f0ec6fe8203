// Labelled form controls of the listing forms: every control has a visible label, required state, and
// its error message tied to it with aria-describedby.
import type { ReactNode } from 'react';
import { toggleValue } from '../wizard.ts';
import { HallGroups } from './HallGroups.tsx';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="lf-error">
      {message}
    </p>
  );
}

/** The label and placeholder of the selects both forms ask the same way. */
export const CAMPUS_SELECT = { label: 'Campus', placeholder: 'Select a campus' } as const;
export const PERMIT_TYPE_SELECT = { label: 'Permit type', placeholder: 'Select a permit type' } as const;

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  placeholder: string;
  onChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
  hint?: string;
}

export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  onChange,
  error,
  disabled,
  hint,
}: SelectFieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="lf-field">
      <label htmlFor={id} className="lf-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="lf-hint">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={id}
        className="lf-select"
        value={value}
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface CheckboxGroupProps {
  id: string;
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  error?: string | undefined;
  disabled?: boolean;
  hint?: ReactNode;
  /** Sub-groups (e.g. halls per campus); each gets its own caption. */
  groups?: readonly { name: string; options: readonly string[] }[];
}

/**
 * A required multiple choice as a fieldset of checkboxes. Disabling the fieldset disables every box in it
 * (the preferred dorm choice before any campus is chosen).
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  selected,
  onChange,
  error,
  disabled,
  hint,
  groups,
}: CheckboxGroupProps) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const allOptions = groups ? groups.flatMap((g) => g.options) : options;
  const box = (option: string) => (
    <label key={option} className="lf-check">
      <input
        type="checkbox"
        name={id}
        value={option}
        checked={selected.includes(option)}
        onChange={(event) => onChange(toggleValue(selected, option, event.target.checked, allOptions))}
      />
      <span>{option}</span>
    </label>
  );
  return (
    <fieldset
      id={id}
      className="lf-fieldset"
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <legend className="lf-label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="lf-hint">
          {hint}
        </p>
      ) : null}
      {groups ? (
        <HallGroups id={id} groups={groups} selected={selected} onChange={onChange} box={box} />
      ) : (
        <div className="lf-checks">{options.map(box)}</div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
