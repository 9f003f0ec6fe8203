// The one REST sign-up of a student over HTTP, for every layer that runs a real gateway (contracts,
// e2e, the multi-process tests, the benches): request-otp, the code from the mail a real SMTP
// receiver caught (never the database), verify-otp; then the profile and the current terms.
// Bearer tokens, no cookies: such a request is CSRF-exempt (decisions.md §3).
import { randomUUID } from 'node:crypto';
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { type SmtpReceiver, waitForCode } from './smtp-receiver.ts';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked by the callers
export type Json = any;

/** One JSON call with an optional bearer token; throws unless it answers 2xx. */
export async function restCall<T = Json>(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export type SignedUp = {
  email: string;
  token: string;
  body: { token: string; hasPassword: boolean; hasProfile: boolean };
};

/**
 * Signs in by code, creating the account on first verification. `mail` is the receiver in this
 * process or the folder one in another process writes to; `verifyOn` verifies on another gateway.
 */
export async function signUpByCode(
  base: string,
  mail: SmtpReceiver | string,
  options: { email?: string; verifyOn?: string } = {},
): Promise<SignedUp> {
  const email = options.email ?? `student-${randomUUID().slice(0, 8)}@rutgers.edu`;
  const since = Date.now();
  await restCall(base, 'POST', '/api/auth/request-otp', { email });
  const code =
    typeof mail === 'string'
      ? await waitForCode(mail, email, since, 20_000)
      : await mail.waitForCode(email, since);
  const body = await restCall(options.verifyOn ?? base, 'POST', '/api/auth/verify-otp', { email, code });
  return { email, token: body.token, body };
}

export type Profile = { name: string; age: number; year: string; instagram?: string; linkedin?: string };

/** A complete profile for `name`: 20, junior, an Instagram handle made of the name. */
export function profileNamed(name: string, extra: Partial<Profile> = {}): Profile {
  return {
    name,
    age: 20,
    year: 'junior',
    instagram: `ig_${name.replace(/\W/g, '_')}`.slice(0, 30),
    ...extra,
  };
}

/** setup-profile then accept-terms: afterwards the student passes every guard. */
export async function completeProfile(base: string, token: string, profile: Profile): Promise<void> {
  await restCall(base, 'POST', '/api/auth/setup-profile', profile, token);
  await restCall(base, 'POST', '/api/auth/accept-terms', { version: TERMS_VERSION }, token);
}
