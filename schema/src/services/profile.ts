// Profile validation (product-spec §5): name, age and year required, age 16-100, year from the
// catalog, Instagram and LinkedIn optional. Pure, so the same rule serves setup and edit. And the one
// definition of a complete profile and of a full student, which the scope-auth guard
// (auth-scopes.ts), the sign-in answers, the User type and the notification rules all read.
import type { User } from '@campus-swap/prisma/client';
import { YEARS } from '../catalog.ts';
import { AGE_MAX, AGE_MIN, TERMS_VERSION } from '../constants.ts';
import { validationError } from '../errors.ts';

/** A profile is complete once name, age and year are set. */
export function hasProfile(user: Pick<User, 'name' | 'age' | 'year'>): boolean {
  return !!user.name && user.age !== null && !!user.year;
}

/** The current Terms of Service are accepted. */
export function acceptedCurrentTerms(user: Pick<User, 'termsVersion'>): boolean {
  return user.termsVersion === TERMS_VERSION;
}

/**
 * A full student (the `student` scope): profile complete and the current terms accepted. Only they
 * may list, match and reveal, and only they get notifications.
 */
export function isStudent(user: Pick<User, 'name' | 'age' | 'year' | 'termsVersion'>): boolean {
  return hasProfile(user) && acceptedCurrentTerms(user);
}

/** Instagram's own limit is 30 characters a handle (counted without a leading @; issue 39). */
export const PROFILE_LIMITS = { name: 80, instagram: 30, linkedin: 200 } as const;

/** A handle as Instagram allows it, after at most one leading @. */
export const INSTAGRAM_HANDLE = /^@?[A-Za-z0-9._]+$/;

export const PROFILE_MESSAGES = {
  missing: 'Please fill in all fields.',
  name: 'Please enter your name.',
  nameTooLong: `Name must be at most ${PROFILE_LIMITS.name} characters.`,
  ageMissing: 'Please enter your age.',
  age: `Age must be between ${AGE_MIN} and ${AGE_MAX}.`,
  yearMissing: 'Please choose your year.',
  year: `Year must be one of: ${YEARS.join(', ')}.`,
  instagram: `An Instagram handle has at most ${PROFILE_LIMITS.instagram} characters.`,
  instagramCharacters: 'An Instagram handle has only letters, numbers, periods and underscores.',
  linkedin: `LinkedIn must be at most ${PROFILE_LIMITS.linkedin} characters.`,
} as const;

export type ProfileInput = {
  name?: string | null;
  age?: number | string | null;
  year?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
};

export type ProfileData = {
  name: string;
  age: number;
  year: string;
  /** undefined: leave as it is; null: clear */
  instagram: string | null | undefined;
  linkedin: string | null | undefined;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function optional(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = text(value);
  return trimmed === '' ? null : trimmed;
}

/** The cleaned profile, or VALIDATION_FAILED with a message per field. */
export function validateProfile(input: ProfileInput): ProfileData {
  const fields: Record<string, string> = {};
  let missing = false;

  const name = text(input.name).replace(/\s+/g, ' ');
  if (name === '') {
    fields.name = PROFILE_MESSAGES.name;
    missing = true;
  } else if (name.length > PROFILE_LIMITS.name) fields.name = PROFILE_MESSAGES.nameTooLong;

  // REST clients may send the age from a form field as a string of digits
  const rawAge = typeof input.age === 'string' ? input.age.trim() : input.age;
  let age = Number.NaN;
  if (rawAge === null || rawAge === undefined || rawAge === '') {
    fields.age = PROFILE_MESSAGES.ageMissing;
    missing = true;
  } else {
    age = typeof rawAge === 'number' ? rawAge : /^\d+$/.test(rawAge) ? Number(rawAge) : Number.NaN;
    if (!Number.isInteger(age) || age < AGE_MIN || age > AGE_MAX) fields.age = PROFILE_MESSAGES.age;
  }

  const year = text(input.year).toLowerCase();
  if (year === '') {
    fields.year = PROFILE_MESSAGES.yearMissing;
    missing = true;
  } else if (!(YEARS as readonly string[]).includes(year)) fields.year = PROFILE_MESSAGES.year;

  const instagram = optional(input.instagram);
  if (instagram && instagram.replace(/^@/, '').length > PROFILE_LIMITS.instagram)
    fields.instagram = PROFILE_MESSAGES.instagram;
  // Instagram's own alphabet (one leading @ allowed): the handle becomes a link on the other student's
  // card (issue 39, ADR 308), so nothing else, no URL and no space, may stand in for one
  else if (instagram && !INSTAGRAM_HANDLE.test(instagram))
    fields.instagram = PROFILE_MESSAGES.instagramCharacters;
  const linkedin = optional(input.linkedin);
  if (linkedin && linkedin.length > PROFILE_LIMITS.linkedin) fields.linkedin = PROFILE_MESSAGES.linkedin;

  if (Object.keys(fields).length > 0) {
    throw validationError(fields, missing ? PROFILE_MESSAGES.missing : undefined);
  }
  return { name, age, year, instagram, linkedin };
}
