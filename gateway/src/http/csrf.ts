// Double-submit CSRF (decisions.md §3): every response that lacks the readable `csrf_token` cookie
// gets one; every state-changing request to /api or /graphql that carries cookies must echo it in
// X-CSRF-Token. Requests without cookies (bearer-only API clients) cannot be forged by a browser.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from '@campus-swap/schema/errors';
import { CSRF_COOKIE, CSRF_HEADER } from './cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrf(secure: boolean): RequestHandler {
  return (req, res, next) => {
    const cookieToken: unknown = req.cookies?.[CSRF_COOKIE];
    if (typeof cookieToken !== 'string' || cookieToken.length < 16) {
      res.cookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    }
    const guarded = req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/graphql');
    if (!guarded || SAFE_METHODS.has(req.method) || !req.headers.cookie) return next();
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
