import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGE } from './email.ts';
import { loginQueryErrorMessage } from './loginQuery.ts';

describe('loginQueryErrorMessage', () => {
  it('maps the Google redirect errors to the spec messages', () => {
    expect(loginQueryErrorMessage('domain_not_allowed')).toBe(DOMAIN_MESSAGE);
    expect(loginQueryErrorMessage('google_auth_failed')).toBe(
      'Google authentication failed. Please try again.',
    );
    expect(loginQueryErrorMessage('email_not_verified')).toBe(
      'Your Google email is not verified. Please verify your email with Google first.',
    );
  });

  it('cleans missing_auth_params and unknown values silently', () => {
    expect(loginQueryErrorMessage('missing_auth_params')).toBeNull();
    expect(loginQueryErrorMessage('<script>')).toBeNull();
    expect(loginQueryErrorMessage(null)).toBeNull();
  });
});
