// Builds the per-request Context (GraphQL and REST share it): the session from the auth_token
// cookie or a bearer token, the request's metadata, and the cookie jar for sign-in and sign-out.
import type { Request, RequestHandler, Response } from 'express';
import type { Context, Services, Viewer } from '@campus-swap/schema/context';
import { touchLastActive } from '@campus-swap/schema/services/jobs';
import { looksLikeApiToken, touchApiToken } from '@campus-swap/schema/services/api-tokens';
import { findViewerCached } from '@campus-swap/schema/services/sessions';
import { AUTH_COOKIE, CODE_BROWSER_COOKIE, DEVICE_COOKIE, sessionCookies } from './http/cookies.ts';

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (match) return match[1]!;
  const cookie: unknown = req.cookies?.[AUTH_COOKIE];
  // API tokens are bearer-only (ADR 061): one planted in the cookie is not a credential
  if (typeof cookie !== 'string' || cookie === '' || looksLikeApiToken(cookie)) return null;
  return cookie;
}

/**
 * The session of this request: one indexed query joining the user, or none when this process saw the
 * token within the last minute (ADR 150). An unreachable database rejects, and the error handler
 * answers 503 (failures.ts).
 */
export async function findRequestViewer(services: Services, req: Request): Promise<Viewer | null> {
  const token = bearerToken(req);
  const viewer = token ? await findViewerCached(services, token) : null;
  // at most one write a minute per token, an hour per student; never holds up the request. A tool's
  // token is not the student being active, so it does not keep a forgotten listing alive (ADR 061).
  const touched = viewer?.apiToken
    ? touchApiToken(services.prisma, viewer.apiToken)
    : viewer && touchLastActive(services.prisma, viewer.user.id, viewer.user.lastActiveAt);
  touched?.catch((error: unknown) => services.log.warn({ err: error }, 'could not record activity'));
  return viewer;
}

/** Looks the session up once per request, before the rate limit and the context that use it. */
export function resolveViewer(services: Services): RequestHandler {
  return async (req, res, next) => {
    res.locals.viewer = await findRequestViewer(services, req);
    next();
  };
}

/** The viewer `resolveViewer` found for this request (null when signed out). */
export function viewerOf(res: Response): Viewer | null {
  return (res.locals.viewer as Viewer | null | undefined) ?? null;
}

/**
 * A cookie as sent (checked where it is used: otp.ts takes only the code cookies it issues, accounts.ts
 * only device cookies that it authenticated, ADR 313).
 */
function cookieOf(req: Request, name: string): string | undefined {
  const cookie: unknown = req.cookies?.[name];
  return typeof cookie === 'string' ? cookie : undefined;
}

/** The per-request Context; `resolveViewer` must have run for this request. */
export function createContext(
  services: Services,
  req: Request,
  res: Response,
  options: { secureCookies: boolean },
): Context {
  return {
    ...services,
    viewer: viewerOf(res),
    request: {
      requestId: req.id,
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? '',
      codeBrowser: cookieOf(req, CODE_BROWSER_COOKIE),
      deviceCookie: cookieOf(req, DEVICE_COOKIE),
    },
    cookies: sessionCookies(res, options.secureCookies),
    failure: {},
  };
}
