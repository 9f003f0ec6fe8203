import { CODE_LENGTH } from './constants.ts';

export const CODE_REQUIRED_MESSAGE = 'Please enter the verification code.';
export const INVALID_CODE_MESSAGE = 'Invalid verification code';
export const INCOMPLETE_CODE_MESSAGE = `Please enter the ${CODE_LENGTH}-digit verification code.`;

/** Keeps digits only (pasted "123 456" or "Code: 123-456" included), at most six. */
export function sanitizeCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The code is sent only when it has exactly six digits. */
export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}

export function codeError(code: string): string | null {
  if (code === '') return CODE_REQUIRED_MESSAGE;
  if (!isCompleteCode(code)) return INCOMPLETE_CODE_MESSAGE;
  return null;
}
