// Google sign-in: OpenID Connect authorization code flow with PKCE (S256), state and nonce, through
// openid-client (which checks the ID token's signature, issuer, audience, expiry and nonce). The
// attempt (state, nonce, verifier) lives in the database for 10 minutes and is used at most once, so
// any gateway process can finish what another started. The attempt is also bound to the browser that
// started it (ADR 145): the gateway keeps its state in a short-lived HttpOnly cookie, and a callback
// whose state that browser did not start signs nobody in (login CSRF: an attacker's callback URL
// opened in the victim's browser). The school-domain rule applies to the verified email; the account
// is found or created, and a GOOGLE session started.
import { timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { findOrCreateUser } from './accounts.ts';
import { type GoogleConfig, isUnreachable, providerConfiguration } from './google-discovery.ts';
import { enforceAuthIpLimit } from './auth-limits.ts';
import { hasPlusTag, normalizeEmail } from './email.ts';
import { hasProfile } from './profile.ts';
import { safeReturnPath } from './return-path.ts';
import { createSession } from './sessions.ts';
import { issueDeviceCookie } from './device-cookie.ts';

export { GoogleUnavailableError } from './google-discovery.ts';

/** How long a started sign-in may take; also the lifetime of the browser's cookie that binds it. */
export const ATTEMPT_TTL_SECONDS = 10 * 60;

export type GoogleSignInOptions = GoogleConfig & {
  /** the absolute URL of GET /api/auth/google/callback, as registered with Google */
  redirectUri: string;
  /** the client's IP, for the per-IP auth limit */
  ip?: string;
};

export type GoogleSignInError =
  | 'domain_not_allowed'
  | 'google_auth_failed'
  | 'email_not_verified'
  | 'missing_auth_params'
  | 'google_browser_mismatch'
  // ADR 182: a suspended account
  | 'account_suspended'
  | 'google_unavailable'
  // ADR 283: an address with a +tag, refused as on every other door
  | 'email_plus_tag';
export type GoogleSignInResult =
  /** `device`: the device cookie for the account (ADR 313), handed to the browser with the session */
  | { token: string; device: string; hasProfile: boolean; returnTo: string | null }
  | { error: GoogleSignInError };

/** Google sign-in is offered only when both client credentials are configured. */
export function isGoogleConfigured(env: {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
}): boolean {
  return !!env.GOOGLE_CLIENT_ID && !!env.GOOGLE_CLIENT_SECRET;
}

/**
 * Where to send the browser to sign in with Google, and the attempt's state, which the caller binds to
 * that browser (a cookie) and hands back to finishGoogleSignIn. `returnTo` (the guard's `from`) is
 * kept only when it is a safe same-origin path.
 */
export async function startGoogleSignIn(
  services: Services,
  options: GoogleSignInOptions,
  returnTo?: unknown,
): Promise<{ url: string; state: string }> {
  if (options.ip) await enforceAuthIpLimit(services.prisma, options.ip);
  // throws GoogleUnavailableError when the provider cannot be reached (the route sends the browser to /login)
  const config = await providerConfiguration(options);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await services.prisma.oidcAttempt.create({
    data: {
      state,
      nonce,
      codeVerifier,
      returnTo: safeReturnPath(returnTo),
      expiresAt: new Date(Date.now() + ATTEMPT_TTL_SECONDS * 1000),
    },
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: 'openid email',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state };
}

/** Whether the callback's state is the one this browser started (constant time). */
function startedHere(state: string, browserState: string | undefined): boolean {
  if (!browserState) return false;
  const a = Buffer.from(state);
  const b = Buffer.from(browserState);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Finishes the flow from the callback URL Google redirected to, in the browser whose bound state is
 * `browserState` (undefined: none). Never throws for a failed sign-in: answers the error the /login
 * page shows (the per-IP limit still throws RATE_LIMITED). A callback this browser did not start
 * answers google_browser_mismatch and touches nothing (the attempt stays for its own browser).
 */
export async function finishGoogleSignIn(
  services: Services,
  callbackUrl: URL,
  browserState: string | undefined,
  options: GoogleSignInOptions,
): Promise<GoogleSignInResult> {
  if (options.ip) await enforceAuthIpLimit(services.prisma, options.ip);
  const params = callbackUrl.searchParams;
  const state = params.get('state');
  if (params.has('error')) {
    // e.g. the student cancelled at Google
    services.log.warn({ oidcError: params.get('error') }, 'google sign-in refused by the provider');
    if (state && startedHere(state, browserState)) {
      await services.prisma.oidcAttempt.deleteMany({ where: { state } });
    }
    return { error: 'google_auth_failed' };
  }
  if (!params.get('code') || !state) return { error: 'missing_auth_params' };
  if (!startedHere(state, browserState)) {
    services.log.warn({}, 'google callback in a browser that did not start it (login CSRF?)');
    return { error: 'google_browser_mismatch' };
  }

  // single use: only the request whose DELETE removed the attempt may go on
  const attempt = await services.prisma.oidcAttempt.findUnique({ where: { state } });
  if (!attempt) return { error: 'google_auth_failed' };
  const { count } = await services.prisma.oidcAttempt.deleteMany({ where: { state } });
  if (count !== 1 || attempt.expiresAt <= new Date()) return { error: 'google_auth_failed' };

  let claims: oidc.IDToken | undefined;
  try {
    const config = await providerConfiguration(options);
    // the registered redirect URI, whatever host or proxy the request came through
    const current = new URL(options.redirectUri);
    current.search = callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    if (isUnreachable(error)) {
      services.log.warn({ err: error }, 'google sign-in provider unreachable');
      return { error: 'google_unavailable' };
    }
    services.log.warn({ err: error }, 'google sign-in failed');
    return { error: 'google_auth_failed' };
  }
  if (!claims || typeof claims.email !== 'string') return { error: 'google_auth_failed' };
  if (claims.email_verified !== true && claims.email_verified !== 'true')
    return { error: 'email_not_verified' };

  let email: string;
  try {
    email = normalizeEmail(claims.email, services.settings.allowedEmailDomains);
  } catch (error) {
    if (error instanceof AppError && error.code === 'DOMAIN_NOT_ALLOWED')
      return { error: 'domain_not_allowed' };
    if (hasPlusTag(claims.email)) return { error: 'email_plus_tag' };
    return { error: 'google_auth_failed' };
  }
  const user = await findOrCreateUser(services.prisma, email);
  if (user.suspendedAt) return { error: 'account_suspended' };
  const token = await createSession(services.prisma, user.id, 'GOOGLE');
  const device = issueDeviceCookie(services.settings.deviceKey, user.id);
  return { token, device, hasProfile: hasProfile(user), returnTo: attempt.returnTo };
}
