// The state every one-field login step has (its value, the field's message, the form's message, a busy
// flag, focus on the field when the step appears), the start of its submit (stop when busy, check the
// value locally, put focus back on the field when it is wrong) and its end when the server refused.
// components/StepForm.tsx draws the form.
import { type FormEvent, useRef, useState } from 'react';
import { useFocusOnMount } from './useFocusOnMount.ts';

export function useFieldStep(initialError: string | null = null) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(inputRef);

  /** True when the submit may go to the server (and the step is now busy). */
  const begin = (event: FormEvent, problem: string | null): boolean => {
    event.preventDefault();
    if (busy) return false;
    setFormError(null);
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return false;
    }
    setBusy(true);
    return true;
  };

  /** The server refused: its message goes on the field or above the form, and the step may be tried again. */
  const fail = (where: 'field' | 'form', message: string) => {
    if (where === 'field') setFieldError(message);
    else setFormError(message);
    setBusy(false);
  };

  return {
    value,
    setValue,
    fieldError,
    setFieldError,
    formError,
    setFormError,
    busy,
    setBusy,
    inputRef,
    begin,
    fail,
  };
}

export type FieldStep = ReturnType<typeof useFieldStep>;
