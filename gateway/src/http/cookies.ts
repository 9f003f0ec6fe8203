// Cookie names and attributes of decisions.md §3, in one place.
import type { Response } from 'express';
import type { SessionCookies } from '@campus-swap/schema/context';
import { SESSION_TTL_SECONDS } from '@campus-swap/schema/constants';

export const AUTH_COOKIE = 'auth_token';
/** readable by page scripts: tells the web client a session exists without exposing it */
export const SIGNED_IN_COOKIE = 'signed_in';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
/** HttpOnly, 10 minutes, path /api/auth/google: the state of the Google sign-in this browser started */
export const GOOGLE_FLOW_COOKIE = 'google_flow';

export function sessionCookies(res: Response, secure: boolean): SessionCookies {
  const base = { path: '/', sameSite: 'lax' as const, secure };
  return {
    issue(token) {
      const maxAge = SESSION_TTL_SECONDS * 1000;
      res.cookie(AUTH_COOKIE, token, { ...base, httpOnly: true, maxAge });
      res.cookie(SIGNED_IN_COOKIE, '1', { ...base, httpOnly: false, maxAge });
    },
    clear() {
      res.clearCookie(AUTH_COOKIE, { ...base, httpOnly: true });
      res.clearCookie(SIGNED_IN_COOKIE, { ...base, httpOnly: false });
    },
  };
}
