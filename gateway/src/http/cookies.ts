// Cookie names and attributes of decisions.md §3, in one place.
import type { Response } from 'express';
import type { SessionCookies } from '@campus-swap/schema/context';
import {
  DEVICE_COOKIE_TTL_SECONDS,
  OTP_TTL_SECONDS,
  SESSION_TTL_SECONDS,
} from '@campus-swap/schema/constants';

export const AUTH_COOKIE = 'auth_token';
/** readable by page scripts: tells the web client a session exists without exposing it */
export const SIGNED_IN_COOKIE = 'signed_in';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
/** HttpOnly, 10 minutes, path /api/auth/google: the state of the Google sign-in this browser started */
export const GOOGLE_FLOW_COOKIE = 'google_flow';
/**
 * HttpOnly, SameSite=Strict, as long as a code lives: the browser that asked for a sign-in code. Its
 * guesses at that code are counted apart from everyone else's (ADR 281).
 */
export const CODE_BROWSER_COOKIE = 'code_browser';
/**
 * HttpOnly, SameSite=Lax, a year, set at every sign-in and kept at sign-out: this browser signed in to
 * the account it names. A password attempt with it is counted per device, not per email and network
 * (ADR 313).
 */
export const DEVICE_COOKIE = 'device';

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
    bindCode(browser) {
      res.cookie(CODE_BROWSER_COOKIE, browser, {
        ...base,
        sameSite: 'strict',
        httpOnly: true,
        maxAge: OTP_TTL_SECONDS * 1000,
      });
    },
    rememberDevice(device) {
      res.cookie(DEVICE_COOKIE, device, {
        ...base,
        httpOnly: true,
        maxAge: DEVICE_COOKIE_TTL_SECONDS * 1000,
      });
    },
  };
}
