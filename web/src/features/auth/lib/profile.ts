import type { PublicRules } from '../../../lib/config.ts';

export const FILL_ALL_FIELDS_MESSAGE = 'Please fill in all fields.';
/** For an age that is no whole number before the server's rules (and its age sentence) arrive. */
export const AGE_NUMBER_MESSAGE = 'Please enter your age in whole years.';

/** The part of the server's rules the profile form checks with (null until /health/config answered). */
export type AgeRules = Pick<
  PublicRules,
  'ageMin' | 'ageMax' | 'ageMessage' | 'profileLimits' | 'profileMessages'
> | null;
export const TERMS_REQUIRED_MESSAGE = 'Please check the agreement box to continue.';

export interface ProfileDraft {
  name: string;
  age: string;
  year: string;
  instagram: string;
  linkedin: string;
}

/** Per-field messages of the profile form. */
export type ProfileFieldErrors = Partial<Record<keyof ProfileDraft, string>>;

export function emptyDraft(): ProfileDraft {
  return { name: '', age: '', year: '', instagram: '', linkedin: '' };
}

export function draftFromUser(user: {
  name?: string | null;
  age?: number | null;
  year?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
}): ProfileDraft {
  return {
    name: user.name ?? '',
    age: user.age == null ? '' : String(user.age),
    year: user.year ?? '',
    instagram: user.instagram ?? '',
    linkedin: user.linkedin ?? '',
  };
}

export interface ProfileInputValues {
  name: string;
  age: number;
  year: string;
  instagram: string | null;
  linkedin: string | null;
}

export type ProfileCheck =
  | { ok: true; input: ProfileInputValues }
  | { ok: false; message: string; field: 'name' | 'age' | 'year' | 'instagram' | 'linkedin' };

/**
 * Spec §5: name, age and year required; age a whole number within the server's limits (checked only once
 * they are known; the server checks again); Instagram and LinkedIn optional.
 */
export function checkProfile(draft: ProfileDraft, rules: AgeRules): ProfileCheck {
  const name = draft.name.trim();
  const ageText = draft.age.trim();
  const year = draft.year.trim();
  if (name === '') return { ok: false, message: FILL_ALL_FIELDS_MESSAGE, field: 'name' };
  if (ageText === '') return { ok: false, message: FILL_ALL_FIELDS_MESSAGE, field: 'age' };
  if (year === '') return { ok: false, message: FILL_ALL_FIELDS_MESSAGE, field: 'year' };
  const age = /^\d{1,3}$/.test(ageText) ? Number(ageText) : Number.NaN;
  if (!Number.isInteger(age) || (rules && (age < rules.ageMin || age > rules.ageMax))) {
    return { ok: false, message: rules?.ageMessage ?? AGE_NUMBER_MESSAGE, field: 'age' };
  }
  // nothing is cut as it is typed (an input's maxLength would, silently): a long entry is named here
  const limits = rules?.profileLimits;
  const messages = rules?.profileMessages;
  if (limits && messages) {
    if (name.replace(/\s+/g, ' ').length > limits.name)
      return { ok: false, message: messages.name, field: 'name' };
    if (draft.instagram.trim().replace(/^@/, '').length > limits.instagram)
      return { ok: false, message: messages.instagram, field: 'instagram' };
    if (draft.linkedin.trim().length > limits.linkedin)
      return { ok: false, message: messages.linkedin, field: 'linkedin' };
  }
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ok: true,
    input: { name, age, year, instagram: optional(draft.instagram), linkedin: optional(draft.linkedin) },
  };
}

// one spelling of a class year on every screen (lib/year.ts)
export { yearLabel } from '../../../lib/year.ts';
