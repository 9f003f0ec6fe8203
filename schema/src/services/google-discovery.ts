// Google's OpenID provider configuration (discovery), cached per issuer and client, with a timeout and
// a backoff (ADR 215). When Google cannot be reached, sign-in must not hang or answer a 500: callers
// get GoogleUnavailableError at once and send the student back to /login with a clear message. After
// a failed discovery, the next attempt waits 1 s, then 2 s, 4 s ... up to a minute, so an outage does
// not turn every click on "Sign in with Google" into another slow request to an unreachable host.
import * as oidc from 'openid-client';

/** Which Google OpenID provider and client sign-in talks to (google.ts). */
export type GoogleConfig = { issuer: string; clientId: string; clientSecret: string };

/** Seconds discovery (and every later request to the provider) may take before it counts as down. */
export const PROVIDER_TIMEOUT_SECONDS = 5;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60_000;

/** Google's provider could not be reached (refused, timed out, or backing off after that). */
export class GoogleUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Google sign-in provider unreachable', { cause });
    this.name = 'GoogleUnavailableError';
  }
}

type Entry = { found?: Promise<oidc.Configuration>; failures: number; retryAt: number };
const entries = new Map<string, Entry>();

/** Plain http is allowed only for a provider on this machine (the tests' stand-in for Google). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/** The provider's discovered configuration: fetched once, shared by concurrent callers, kept after success. */
export function providerConfiguration(google: GoogleConfig): Promise<oidc.Configuration> {
  const key = `${google.issuer}\n${google.clientId}\n${google.clientSecret}`;
  let entry = entries.get(key);
  if (!entry) {
    entry = { failures: 0, retryAt: 0 };
    entries.set(key, entry);
  }
  if (entry.found) return entry.found;
  if (Date.now() < entry.retryAt) return Promise.reject(new GoogleUnavailableError());
  const issuer = new URL(google.issuer);
  const current = entry;
  const found = oidc
    .discovery(issuer, google.clientId, google.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .then(
      (config) => {
        current.failures = 0;
        return config;
      },
      (error: unknown) => {
        current.found = undefined;
        current.failures += 1;
        current.retryAt =
          Date.now() + Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (current.failures - 1));
        throw new GoogleUnavailableError(error);
      },
    );
  current.found = found;
  return found;
}

/** Whether a failed request to the provider failed because it could not be reached (not a refusal). */
export function isUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof GoogleUnavailableError) return true;
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e instanceof TypeError && e.message === 'fetch failed') return true;
  }
  return false;
}
