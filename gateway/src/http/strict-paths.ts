// One spelling per server path (ADR 140). The routers are case-sensitive and strict (app.ts); this
// guard answers 404 to the spellings that would otherwise reach another handler (the web app's shell
// for GET '/API/...') or match a prefix loosely: another case or encoding of the first segment, an
// empty segment ('//') anywhere, a trailing slash.
import type { RequestHandler } from 'express';
import { notFound } from './errors.ts';

/** Router options of every server router: '/Health/live' and '/health/live/' match no route. */
export const STRICT_ROUTING = { caseSensitive: true, strict: true } as const;

export const SERVER_ROOTS = ['api', 'graphql', 'health', 'unsubscribe', 'vitals'] as const;

const PLAIN_SEGMENT = /^[a-z0-9-]+$/;

/** The first segment as a lenient router would read it: decoded (where it decodes) and lower-case. */
function looseRoot(path: string): string {
  // the common case, a first segment of plain lower-case letters, digits and dashes, reads as itself
  const end = path.indexOf('/', 1);
  const plain = end === -1 ? path.slice(1) : path.slice(1, end);
  if (PLAIN_SEGMENT.test(plain)) return plain;
  const first = path.split('/').find((segment) => segment !== '') ?? '';
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    // a malformed escape stays as sent
  }
  return decoded.toLowerCase().split('/')[0]!;
}

/** Whether `path` is a server path in anything but its one spelling. */
export function isMisspelledServerPath(path: string): boolean {
  const root = looseRoot(path);
  if (!(SERVER_ROOTS as readonly string[]).includes(root)) return false;
  const exactRoot = path === `/${root}` || path.startsWith(`/${root}/`);
  return !exactRoot || path.includes('//') || (path.length > 1 && path.endsWith('/'));
}

export const strictServerPaths: RequestHandler = (req, res, next) => {
  if (!isMisspelledServerPath(req.path)) return next();
  notFound(req, res);
};
