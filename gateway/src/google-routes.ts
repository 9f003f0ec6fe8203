// GET /api/auth/google and /api/auth/google/callback: the browser legs of Google sign-in (OpenID
// Connect code flow in schema/src/services/google.ts). Failures come back to /login?error=<reason>.
import express from 'express';
import type { Services } from '@campus-swap/schema/context';
import { AppError } from '@campus-swap/schema/errors';
import { finishGoogleSignIn, startGoogleSignIn } from '@campus-swap/schema/services/google';
import type { Config } from './config.ts';
import { sessionCookies } from './http/cookies.ts';

export function googleRouter(config: Config, services: Services): express.Router {
  const router = express.Router();
  const google = config.google;
  const redirectUri = `${config.appOrigin}/api/auth/google/callback`;

  router.get('/auth/google', async (req, res) => {
    if (!google) throw new AppError('NOT_FOUND', { message: 'Google sign-in is not configured.' });
    const { url } = await startGoogleSignIn(services, { ...google, redirectUri, ip: req.ip ?? 'unknown' });
    res.redirect(303, url);
  });

  router.get('/auth/google/callback', async (req, res) => {
    if (!google) throw new AppError('NOT_FOUND', { message: 'Google sign-in is not configured.' });
    const callbackUrl = new URL(req.originalUrl, config.appOrigin);
    const result = await finishGoogleSignIn(services, callbackUrl, {
      ...google,
      redirectUri,
      ip: req.ip ?? 'unknown',
    });
    if ('error' in result) {
      res.redirect(303, `/login?error=${result.error}`);
      return;
    }
    sessionCookies(res, config.secureCookies).issue(result.token);
    res.redirect(303, result.hasProfile ? '/matches' : '/profile-setup');
  });

  return router;
}
