// /health: liveness, readiness (the database answers) and the public app config for the web client.
import express from 'express';
import { unavailableError } from '@campus-swap/schema/errors';
import { publicRules } from '@campus-swap/schema/services/public-rules';
import type { Config } from './config.ts';
import { STRICT_ROUTING } from './http/strict-paths.ts';

/**
 * The explicit list of what is public about the configuration: /health/config's body, and what a
 * server-rendered page is rendered with and carries (web-pages.ts, ADR 318).
 */
export function publicConfig(config: Config) {
  return {
    supportEmail: config.supportEmail,
    version: config.version,
    environment: config.environment,
    googleSignIn: config.google !== null,
    rules: publicRules(config.allowedEmailDomains),
  };
}

export function healthRouter(config: Config, ping: () => Promise<void>): express.Router {
  const router = express.Router(STRICT_ROUTING);
  router.get('/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (req, res) => {
    try {
      await ping();
      res.json({ status: 'ok' });
    } catch (error) {
      req.log.warn({ err: error }, 'database not reachable');
      // the documented error body too, so a client sees the same answer as from /api while it is down
      const unavailable = unavailableError();
      res.setHeader('Retry-After', String(unavailable.retryAfter));
      res
        .status(unavailable.status)
        .json({ status: 'unavailable', error: unavailable.message, code: unavailable.code });
    }
  });
  router.get('/config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(publicConfig(config));
  });
  return router;
}
