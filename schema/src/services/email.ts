// The school-domain rule (decisions.md §1), applied by the server to every email it receives:
// trimmed, lower-cased, and an address on any non-primary allowed domain rewritten to the primary.
// One mailbox, one account (ADR 283): a `+tag` is refused, since on the school's Google and Microsoft
// mail `x+1@` and `x+2@` reach the inbox of `x@`; dots are kept, since there they name other mailboxes.
import { AppError, validationError } from '../errors.ts';

export const SCHOOL_NAME = 'Rutgers';
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
// dot-atom of RFC 5322 without quoted strings: what a school mailbox name looks like
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** 'Please use your Rutgers email address (@rutgers.edu or @scarletmail.rutgers.edu).' */
export function domainMessage(allowedDomains: readonly string[]): string {
  const list = allowedDomains.map((domain) => `@${domain}`);
  const names = list.length <= 2 ? list.join(' or ') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
  return `Please use your ${SCHOOL_NAME} email address (${names}).`;
}

/** The answer to `jd123+swap@…`: the address to use instead, so the student can just retype it. */
export function plusTagMessage(base: string): string {
  return `Please use your school address without the +tag: ${base}. One address is one account.`;
}

/** Whether the local part of `raw` carries a `+` (what normalizeEmail refuses with plusTagMessage). */
export function hasPlusTag(raw: string): boolean {
  const at = raw.lastIndexOf('@');
  return (at < 0 ? raw : raw.slice(0, at)).includes('+');
}

/**
 * The canonical form of a school address, or an AppError: VALIDATION_FAILED when it is empty, not an
 * address or carries a `+tag` (fields.email names the address without it), DOMAIN_NOT_ALLOWED when
 * its domain is not exactly one of the allowed ones (so `rutgers.edu.evil.com`, `evil-rutgers.edu`
 * and `x@rutgers.edu@evil.com` are all refused).
 */
export function normalizeEmail(raw: unknown, allowedDomains: readonly string[]): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (email === '') throw validationError({ email: 'Please enter your email address.' });
  const at = email.lastIndexOf('@');
  const domain = at < 0 ? '' : email.slice(at + 1);
  const local = at < 0 ? email : email.slice(0, at);
  if (at < 0 || local === '') {
    throw validationError({ email: 'Please enter a valid email address.' });
  }
  // Exact comparison only: no suffix or substring matching, which is what lookalikes exploit.
  if (!allowedDomains.includes(domain)) {
    throw new AppError('DOMAIN_NOT_ALLOWED', {
      message: domainMessage(allowedDomains),
      fields: { email: domainMessage(allowedDomains) },
    });
  }
  if (local.length > MAX_LOCAL_LENGTH || email.length > MAX_EMAIL_LENGTH || !LOCAL_PART.test(local)) {
    throw validationError({ email: 'Please enter a valid email address.' });
  }
  // refused rather than folded into the base address: folding would silently merge the accounts that
  // already exist under both spellings, and a student who is told keeps one address everywhere
  const plus = local.indexOf('+');
  if (plus === 0) throw validationError({ email: 'Please enter a valid email address.' });
  if (plus > 0)
    throw validationError({ email: plusTagMessage(`${local.slice(0, plus)}@${allowedDomains[0]}`) });
  return `${local}@${allowedDomains[0]}`;
}
