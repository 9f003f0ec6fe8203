// Double-submit CSRF (decisions.md §3, ADR 140): every response that lacks the readable `csrf_token`
// cookie gets one; every state-changing request that carries cookies must echo it in X-CSRF-Token,
// whatever its path and however the path is spelled. The check once looked at `req.path` for
// '/api/' and '/graphql', case-sensitively, while Express routed '/API/...' to the same handlers: a
// page on the same site could then POST with the student's cookies. So the path decides nothing but
// the named exceptions below. Requests without cookies (bearer-only API clients) cannot be forged
// by a browser.
import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from '@campus-swap/schema/errors';
import { CSRF_COOKIE, CSRF_HEADER } from './cookies.ts';
import { randomToken } from './random-token.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    if (typeof cookieToken !== 'string' || cookieToken.length < 16) {
      res.cookie(CSRF_COOKIE, randomToken(24), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(req.method) || !req.headers.cookie) return next();
    if (CSRF_EXEMPT.has(`${req.method} ${req.path}`)) return next();
    const header = req.get(CSRF_HEADER);
    if (typeof cookieToken === 'string' && typeof header === 'string' && equal(cookieToken, header))
      return next();
    next(new AppError('CSRF_FAILED'));
  };
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
