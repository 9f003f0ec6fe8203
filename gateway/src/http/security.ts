// Security headers. The CSP is the one the web app is built to run under: no inline script or style
// elements, everything from this origin; a server-rendered page gets its own with a nonce (ADR 293).
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** helmet's middleware with this app's options. */
export function helmetMiddleware() {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * A server-rendered page's CSP (ADR 293, as epic-stack's): only scripts with this response's nonce (the
 * document's entry and React Router's hydration data) and what they load ('strict-dynamic'; 'self' is
 * then ignored, and kept for browsers without CSP 3). Replaces the header securityHeaders set.
 */
export function pageContentSecurityPolicy(res: Response, nonce: string): void {
  const scriptSrc = [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"];
  helmet.contentSecurityPolicy({ useDefaults: false, directives: { ...DIRECTIVES, scriptSrc } })(
    {} as never,
    res,
    () => {},
  );
}

/**
 * helmet's headers, worked out once: with these options they are the same for every request (no
 * nonce, nothing read from the request), and helmet's dozen chained middleware per request were a
 * measurable part of the trivial request's cost (issue 22, ADR 280). security.test.ts checks the
 * headers equal helmet's own answer's.
 */
export function securityHeaders(): RequestHandler {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  let finished = false;
  helmetMiddleware()({} as never, recorder as never, () => {
    finished = true;
  });
  if (!finished)
    throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * Answers of /api and /graphql are personal (contact details once connected, the session's own
 * data) or live state: no shared cache, proxy or back/forward cache may keep them (ADR 141). The
 * public developer reference under these paths sets its own caching after this.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
