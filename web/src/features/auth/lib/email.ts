import { ALLOWED_EMAIL_DOMAINS, PRIMARY_EMAIL_DOMAIN } from './constants.ts';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';
export const DOMAIN_MESSAGE = `Please use your Rutgers school email address (@${ALLOWED_EMAIL_DOMAINS[0]} or @${ALLOWED_EMAIL_DOMAINS[1]}).`;

/**
 * Trims, lower-cases and rewrites the student-mail subdomain to the primary domain
 * (`NetID@ScarletMail.Rutgers.edu` -> `netid@rutgers.edu`), the same rule the server applies.
 */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at === -1) return email;
  const domain = email.slice(at + 1);
  const rewritten = (ALLOWED_EMAIL_DOMAINS as readonly string[]).includes(domain)
    ? PRIMARY_EMAIL_DOMAIN
    : domain;
  return `${email.slice(0, at)}@${rewritten}`;
}

/**
 * The comfort check before any request: a message for the student, or null when the address looks like a
 * school address. Only exact allowed domains pass, so look-alikes such as `rutgers.edu.evil.com` fail here too.
 */
export function emailError(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  const at = email.lastIndexOf('@');
  const local = at === -1 ? '' : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at + 1);
  if (local === '' || /[\s@]/.test(local)) return DOMAIN_MESSAGE;
  if (!(ALLOWED_EMAIL_DOMAINS as readonly string[]).includes(domain)) return DOMAIN_MESSAGE;
  return null;
}
