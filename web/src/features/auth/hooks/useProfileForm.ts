// What both profile forms (/profile-setup and the profile on /account) hold: the draft, its per-field
// and form messages and a busy flag; the check before saving, and how a refused save is shown.
import { useRef, useState } from 'react';
import { readApiError } from '../../../lib/api-errors.ts';
import { useRules } from '../../../lib/config.ts';
import {
  checkProfile,
  emptyDraft,
  type ProfileDraft,
  type ProfileFieldErrors,
  type ProfileInputValues,
} from '../lib/profile.ts';

export function useProfileForm() {
  const rules = useRules();
  const [draft, setDraft] = useState<ProfileDraft>(emptyDraft);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);

  /** Clears the last messages and checks the draft: the input to save, or null (its message shown). */
  const check = (): ProfileInputValues | null => {
    setFormError(null);
    setErrors({});
    const checked = checkProfile(draft, rules);
    if (checked.ok) return checked.input;
    setErrors({ [checked.field]: checked.message });
    setFormError(checked.message);
    return null;
  };

  /** A refused save: the server's per-field messages, and above the form the first of them
   *  (VALIDATION_FAILED) or the screen's own sentence. */
  const fail = (error: unknown, fallback: string) => {
    const apiError = readApiError(error);
    setErrors(apiError.fields);
    const firstField = Object.values(apiError.fields)[0];
    setFormError(apiError.code === 'VALIDATION_FAILED' && firstField ? firstField : fallback);
    setBusy(false);
  };

  /** Starts over from `next` (editing the saved profile), without the last messages. */
  const reset = (next: ProfileDraft) => {
    setDraft(next);
    setErrors({});
    setFormError(null);
  };

  return {
    draft,
    setDraft,
    reset,
    errors,
    formError,
    busy,
    setBusy,
    firstRef,
    check,
    fail,
  };
}
