import type { PublicRules } from '../../../lib/config.ts';

// the server's shape of a mailbox name (schema/src/services/email.ts): dot-atom, no quoted strings
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';
/** The server's sentence for an address that is not one (a space, an emoji, a second @). */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

/** The part of the server's rules the email step checks with (null until /health/config answered). */
export type EmailRules = Pick<PublicRules, 'allowedEmailDomains' | 'emailDomainMessage'> | null;

/**
 * Trims, lower-cases and rewrites any non-primary allowed domain to the primary one
 * (`NetID@ScarletMail.Rutgers.edu` -> `netid@rutgers.edu`), the rule the server applies again.
 */
export function normalizeEmail(raw: string, rules: EmailRules): string {
  const email = raw.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at === -1 || !rules) return email;
  const domain = email.slice(at + 1);
  const [primary] = rules.allowedEmailDomains;
  const rewritten = primary && rules.allowedEmailDomains.includes(domain) ? primary : domain;
  return `${email.slice(0, at)}@${rewritten}`;
}

/**
 * The comfort check before any request: a message for the student, or null when the address looks like a
 * school address. Only exact allowed domains pass, so look-alikes such as `rutgers.edu.evil.com` fail here
 * too. Without the server's rules only emptiness is checked; the server answers the rest in its words.
 */
export function emailError(raw: string, rules: EmailRules): string | null {
  const email = raw.trim().toLowerCase();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  if (!rules) return null;
  const at = email.lastIndexOf('@');
  const local = at === -1 ? '' : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at + 1);
  if (!rules.allowedEmailDomains.includes(domain)) return rules.emailDomainMessage;
  // the domain is the school's: what is wrong is the name before it (issue 39), as the server says
  if (!LOCAL_PART.test(local)) return EMAIL_INVALID_MESSAGE;
  return null;
}
