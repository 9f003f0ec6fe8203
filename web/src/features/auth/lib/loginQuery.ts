import type { EmailRules } from './email.ts';

/** Before the server's rules arrive, a sentence that names no domain (the server's sentence names them). */
export const SCHOOL_EMAIL_MESSAGE = 'Please use your school email address.';
export const GOOGLE_FAILED_MESSAGE = 'Google authentication failed. Please try again.';
export const GOOGLE_OTHER_BROWSER_MESSAGE =
  'This Google sign-in was not started in this browser, or took too long. Please start it again here.';
/** ADR 182; the support address is in the footer of every page. */
export const SUSPENDED_MESSAGE =
  'This account is suspended. If you think this is a mistake, write to Campus Swap support (the address is at the foot of this page).';
export const GOOGLE_UNAVAILABLE_MESSAGE = 'Google sign-in is not available right now; use your school email.';
/** ADR 283: one address is one account, so a +tag is refused on every door, Google's included. */
export const PLUS_TAG_MESSAGE =
  'Please sign in with your school address without a +tag. One address is one account.';
export const GOOGLE_UNVERIFIED_MESSAGE =
  'Your Google email is not verified. Please verify your email with Google first.';

/**
 * The `?error=` the Google sign-in redirect brings back to /login (spec §8). `missing_auth_params` and any
 * unknown value are cleaned silently (null). The caller removes the query from the URL in every case.
 */
export function loginQueryErrorMessage(error: string | null, rules: EmailRules): string | null {
  switch (error) {
    case 'domain_not_allowed':
      return rules?.emailDomainMessage ?? SCHOOL_EMAIL_MESSAGE;
    case 'google_auth_failed':
      return GOOGLE_FAILED_MESSAGE;
    case 'email_not_verified':
      return GOOGLE_UNVERIFIED_MESSAGE;
    case 'google_browser_mismatch':
      return GOOGLE_OTHER_BROWSER_MESSAGE;
    case 'account_suspended':
      return SUSPENDED_MESSAGE;
    case 'google_unavailable':
      return GOOGLE_UNAVAILABLE_MESSAGE;
    case 'email_plus_tag':
      return PLUS_TAG_MESSAGE;
    default:
      return null;
  }
}
