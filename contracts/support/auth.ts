// What the /api/auth specs share: the documented user keys, the domain refusal and a student who
// has a password.
import { expect } from 'vitest';
import { api, signUp } from './students.ts';

export const DOMAIN_MESSAGE =
  'Please use your Rutgers email address (@rutgers.edu or @scarletmail.rutgers.edu).';
/** 403 for an address outside the school domains. */
export const DOMAIN_REFUSAL = {
  error: DOMAIN_MESSAGE,
  code: 'DOMAIN_NOT_ALLOWED',
  fields: { email: DOMAIN_MESSAGE },
};
/** A session token: 32 random bytes, base64url. */
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export { USER_KEYS } from '@campus-swap/test-support/documented-shapes';
export const GOOD_PASSWORD = 'swapMyRoom1!';

/** A student who signed up by code and set a password (the session answered by set-password). */
export async function studentWithPassword(password = GOOD_PASSWORD) {
  const signedUp = await signUp();
  const set = await api('POST', '/api/auth/set-password', {
    token: signedUp.token,
    body: { email: signedUp.email, password },
  });
  expect(set.status).toBe(200);
  return { email: signedUp.email, token: set.body.token as string, password };
}
