// The state every one-field login step has (its value, the field's message, the form's message, a busy
// flag, focus on the field when the step appears) and the start of its submit: stop when busy, check
// the value locally, and put focus back on the field when it is wrong.
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
  };
}
