import { publicRules } from '@campus-swap/schema/services/public-rules';
import { describe, expect, it } from 'vitest';
import { loginQueryErrorMessage, SCHOOL_EMAIL_MESSAGE } from './loginQuery.ts';

const rules = publicRules(['rutgers.edu', 'scarletmail.rutgers.edu']);

describe('loginQueryErrorMessage', () => {
  it('maps the Google redirect errors to the spec messages', () => {
    expect(loginQueryErrorMessage('domain_not_allowed', rules)).toBe(
      'Please use your Rutgers email address (@rutgers.edu or @scarletmail.rutgers.edu).',
    );
    expect(loginQueryErrorMessage('google_auth_failed', rules)).toBe(
      'Google authentication failed. Please try again.',
    );
    expect(loginQueryErrorMessage('email_not_verified', null)).toBe(
      'Your Google email is not verified. Please verify your email with Google first.',
    );
    expect(loginQueryErrorMessage('google_browser_mismatch', rules)).toBe(
      'This Google sign-in was not started in this browser, or took too long. Please start it again here.',
    );
    expect(loginQueryErrorMessage('google_unavailable', rules)).toBe(
      'Google sign-in is not available right now; use your school email.',
    );
    expect(loginQueryErrorMessage('email_plus_tag', rules)).toBe(
      'Please sign in with your school address without a +tag. One address is one account.',
    );
  });

  it("names no domain before the server's rules arrive", () => {
    expect(loginQueryErrorMessage('domain_not_allowed', null)).toBe(SCHOOL_EMAIL_MESSAGE);
  });

  it('cleans missing_auth_params and unknown values silently', () => {
    expect(loginQueryErrorMessage('missing_auth_params', rules)).toBeNull();
    expect(loginQueryErrorMessage('<script>', rules)).toBeNull();
    expect(loginQueryErrorMessage(null, rules)).toBeNull();
  });
});
