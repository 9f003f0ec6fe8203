// Builds the per-request Context (GraphQL and REST share it): the session from the auth_token
// cookie or a bearer token, the request's metadata, and the cookie jar for sign-in and sign-out.
import type { Request, Response } from 'express';
import type { Context, Services } from '@campus-swap/schema/context';
import { touchLastActive } from '@campus-swap/schema/services/jobs';
import { findViewer } from '@campus-swap/schema/services/sessions';
import { AUTH_COOKIE, sessionCookies } from './http/cookies.ts';

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (match) return match[1]!;
  const cookie: unknown = req.cookies?.[AUTH_COOKIE];
  return typeof cookie === 'string' && cookie !== '' ? cookie : null;
}

export async function createContext(
  services: Services,
  req: Request,
  res: Response,
  options: { secureCookies: boolean },
): Promise<Context> {
  const token = bearerToken(req);
  const viewer = token ? await findViewer(services.prisma, token) : null;
  if (viewer) {
    // at most one write an hour per student; never holds up the request
    touchLastActive(services.prisma, viewer.user.id, viewer.user.lastActiveAt).catch((error: unknown) => {
      services.log.warn({ err: error }, 'could not record activity');
    });
  }
  return {
    ...services,
    viewer,
    request: { requestId: req.id, ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' },
    cookies: sessionCookies(res, options.secureCookies),
  };
}
