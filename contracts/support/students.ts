// Students for contract tests: sign-up by emailed code (read from the real SMTP receiver, never the
// database), profile and terms, all through the documented REST paths. Bearer tokens are used where
// cookies are not the point (a request without cookies is CSRF-exempt, decisions.md §3).
import { randomUUID } from 'node:crypto';
import { completeProfile as restCompleteProfile, type Profile } from '@campus-swap/test-support/rest-sign-up';
import { waitForCode } from '@campus-swap/test-support/smtp-receiver';
import { type BrowserSession, baseURL, mailDir } from './pactum.ts';

/** A fresh school address nobody else in the run uses. */
export function uniqueEmail(prefix = 'netid'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@rutgers.edu`;
}

/** A JSON answer of the API under test: the tests assert its shape, so it is not typed here. */
// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked by the assertions, not the compiler
export type Json = any;

export type ApiAnswer = { status: number; body: Json; headers: Headers };

/** One call with an optional bearer token and no cookies (CSRF-exempt). */
export async function api(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers } as ApiAnswer;
}

function expectOk(answer: { status: number; body: unknown }, what: string): void {
  if (answer.status !== 200) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

/** POST /api/auth/request-otp and the code the gateway mailed for it. */
export async function requestCode(email: string, session?: BrowserSession): Promise<string> {
  const since = Date.now();
  const sent = session
    ? await session.request('POST', '/api/auth/request-otp', { email })
    : await api('POST', '/api/auth/request-otp', { body: { email } });
  expectOk(sent, `request-otp for ${email}`);
  return waitForCode(
    mailDir,
    email
      .trim()
      .toLowerCase()
      .replace(/@scarletmail\.rutgers\.edu$/, '@rutgers.edu'),
    since,
  );
}

export type SignedUp = {
  email: string;
  token: string;
  body: { token: string; hasPassword: boolean; hasProfile: boolean };
};

/**
 * Signs in by code (creating the account on first verification): request-otp -> mailed code ->
 * verify-otp. With a BrowserSession the calls carry its cookies and CSRF header, and the session keeps
 * the cookies the sign-in sets; otherwise they are bearer-style (no cookies).
 */
export async function signUp(email: string = uniqueEmail(), session?: BrowserSession): Promise<SignedUp> {
  const code = await requestCode(email, session);
  const verified = session
    ? await session.request('POST', '/api/auth/verify-otp', { email, code })
    : await api('POST', '/api/auth/verify-otp', { body: { email, code } });
  expectOk(verified, `verify-otp for ${email}`);
  return { email, token: verified.body.token, body: verified.body };
}

export type { Profile };

export function profileFor(email: string, extra: Partial<Profile> = {}): Profile {
  const netid = email.split('@')[0]!;
  return {
    name: `Student ${netid}`,
    age: 20,
    year: 'sophomore',
    instagram: `ig_${netid.replace(/-/g, '_')}`.slice(0, 30),
    linkedin: `https://www.linkedin.com/in/${netid}`,
    ...extra,
  };
}

/** setup-profile then accept-terms with a bearer token: afterwards the student passes every guard. */
export const completeProfile = (token: string, profile: Profile): Promise<void> =>
  restCompleteProfile(baseURL, token, profile);

export type Student = SignedUp & { profile: Profile };

/** A signed-up student with a complete profile and the current terms accepted. */
export async function newStudent(prefix = 'netid', extra: Partial<Profile> = {}): Promise<Student> {
  const signedUp = await signUp(uniqueEmail(prefix));
  const profile = profileFor(signedUp.email, extra);
  await completeProfile(signedUp.token, profile);
  return { ...signedUp, profile };
}

/** POST /api/listings with a bearer token; throws unless it answers 200. */
export async function postListing(token: string, listing: Record<string, unknown>): Promise<Json> {
  const saved = await api('POST', '/api/listings', { token, body: listing });
  expectOk(saved, 'POST /api/listings');
  return saved.body.listing;
}
