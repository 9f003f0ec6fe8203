// Double-submit CSRF (decisions.md §3): every response that lacks the readable `csrf_token` cookie
// gets one; every state-changing request that carries cookies must echo it in X-CSRF-Token. The path
// decides nothing but the named exceptions below, so no spelling of a path slips past (ADR 140).
// Requests without cookies (bearer-only API clients) cannot be forged by a browser.
import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from '@campus-swap/schema/errors';
import { CSRF_COOKIE, CSRF_HEADER } from './cookies.ts';
import { randomToken } from './random-token.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The random bytes of a token this server issues: 32 base64url characters. */
const TOKEN_BYTES = 24;
/**
 * The shape of a token this server issued. Anything else was planted (a sibling subdomain or a
 * man-in-the-middle on http can set a cookie for this site, issue 34): a one-character cookie and the
 * same character in the header used to pass. Such a cookie is replaced and never accepted (ADR 282).
 */
const ISSUED_TOKEN = /^[A-Za-z0-9_-]{32}$/;

function isIssuedCsrfToken(token: unknown): token is string {
  return typeof token === 'string' && ISSUED_TOKEN.test(token);
}

/**
 * The only non-GET requests that need no token, in their one exact spelling: the one-click
 * unsubscribe (RFC 8058; its signed query is the credential, and the mail client that POSTs it has
 * no page to read a token from), and the Web Vitals beacon (ADR 161: navigator.sendBeacon cannot
 * send a header; it never looks at the session and changes nothing of a student's, only anonymous
 * counters). The other named exception, the Google callback, is a GET.
 */
export const CSRF_EXEMPT = new Set(['POST /unsubscribe', 'POST /vitals']);

export function csrf(secure: boolean): RequestHandler {
  return (req, res, next) => {
    const cookieToken: unknown = req.cookies?.[CSRF_COOKIE];
    const issued = isIssuedCsrfToken(cookieToken);
    if (!issued) {
      res.cookie(CSRF_COOKIE, randomToken(TOKEN_BYTES), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(req.method) || !req.headers.cookie) return next();
    if (CSRF_EXEMPT.has(`${req.method} ${req.path}`)) return next();
    const header = req.get(CSRF_HEADER);
    if (issued && typeof header === 'string' && equal(cookieToken, header)) return next();
    next(new AppError('CSRF_FAILED'));
  };
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
