// GET /api/auth/google and /api/auth/google/callback: the browser legs of Google sign-in (OpenID
// Connect code flow in schema/src/services/google.ts). Failures come back to /login?error=<reason>,
// including Google being unreachable (google_unavailable, ADR 215).
// The start binds the attempt to this browser with a short-lived HttpOnly cookie holding its state
// (ADR 145); the callback needs that cookie and clears it, whatever the outcome.
import express from 'express';
import type { Services } from '@campus-swap/schema/context';
import { AppError } from '@campus-swap/schema/errors';
import {
  ATTEMPT_TTL_SECONDS,
  finishGoogleSignIn,
  GoogleUnavailableError,
  startGoogleSignIn,
} from '@campus-swap/schema/services/google';
import type { Config } from './config.ts';
import { GOOGLE_FLOW_COOKIE, sessionCookies } from './http/cookies.ts';
import { STRICT_ROUTING } from './http/strict-paths.ts';

export function googleRouter(config: Config, services: Services): express.Router {
  const router = express.Router(STRICT_ROUTING);
  const google = config.google;
  const redirectUri = `${config.appOrigin}/api/auth/google/callback`;
  // Lax: the cookie must come along on Google's top-level redirect back to the callback; the path
  // keeps it off every other request.
  const flowCookie = {
    path: '/api/auth/google',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };

  router.get('/auth/google', async (req, res) => {
    if (!google) throw new AppError('NOT_FOUND', { message: 'Google sign-in is not configured.' });
    let started: { url: string; state: string };
    try {
      started = await startGoogleSignIn(
        services,
        { ...google, redirectUri, ip: req.ip ?? 'unknown' },
        req.query.from,
      );
    } catch (error) {
      // a browser navigation: Google being unreachable is a message on /login, not a JSON error page
      if (!(error instanceof GoogleUnavailableError)) throw error;
      services.log.warn({ err: error }, 'google sign-in provider unreachable');
      res.redirect(303, '/login?error=google_unavailable');
      return;
    }
    const { url, state } = started;
    res.cookie(GOOGLE_FLOW_COOKIE, state, { ...flowCookie, maxAge: ATTEMPT_TTL_SECONDS * 1000 });
    res.redirect(303, url);
  });

  router.get('/auth/google/callback', async (req, res) => {
    if (!google) throw new AppError('NOT_FOUND', { message: 'Google sign-in is not configured.' });
    const callbackUrl = new URL(req.originalUrl, config.appOrigin);
    const bound: unknown = req.cookies?.[GOOGLE_FLOW_COOKIE];
    res.clearCookie(GOOGLE_FLOW_COOKIE, flowCookie);
    const result = await finishGoogleSignIn(
      services,
      callbackUrl,
      typeof bound === 'string' ? bound : undefined,
      {
        ...google,
        redirectUri,
        ip: req.ip ?? 'unknown',
      },
    );
    if ('error' in result) {
      res.redirect(303, `/login?error=${result.error}`);
      return;
    }
    const cookies = sessionCookies(res, config.secureCookies);
    cookies.issue(result.token);
    cookies.rememberDevice(result.device);
    res.redirect(303, result.hasProfile ? (result.returnTo ?? '/matches') : '/profile-setup');
  });

  return router;
}
