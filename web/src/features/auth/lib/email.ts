import type { PublicRules } from '../../../lib/config.ts';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';

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
  if (local === '' || /[\s@]/.test(local)) return rules.emailDomainMessage;
  if (!rules.allowedEmailDomains.includes(domain)) return rules.emailDomainMessage;
  return null;
}
