// /health: liveness, readiness (the database answers) and the public app config for the web client.
import express from 'express';
import type { Config } from './config.ts';

export function healthRouter(config: Config, ping: () => Promise<void>): express.Router {
  const router = express.Router();
  router.get('/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (req, res) => {
    try {
      await ping();
      res.json({ status: 'ok' });
    } catch (error) {
      req.log.warn({ err: error }, 'database not reachable');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  // The explicit list of what is public about the configuration.
  router.get('/config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      supportEmail: config.supportEmail,
      version: config.version,
      environment: config.environment,
      googleSignIn: config.google !== null,
    });
  });
  return router;
}
