import { PASSWORD_MIN_LENGTH } from './constants.ts';

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter a password.';
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_CHARS_MESSAGE = 'Password must contain at least 1 letter and 1 number.';

const ALLOWED = /^[A-Za-z\d@$!%*#?&]+$/;

/** For signing in: only presence is checked (an old password is whatever the server accepts). */
export function currentPasswordError(password: string): string | null {
  return password === '' ? PASSWORD_REQUIRED_MESSAGE : null;
}

/** For choosing a password: the spec's rule, first failing message only. */
export function newPasswordError(password: string): string | null {
  if (password === '') return PASSWORD_REQUIRED_MESSAGE;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_LENGTH_MESSAGE;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password) || !ALLOWED.test(password))
    return PASSWORD_CHARS_MESSAGE;
  return null;
}
