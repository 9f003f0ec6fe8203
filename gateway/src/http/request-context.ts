// Request id (from a trusted-looking X-Request-Id or a new UUID), a child logger, and one access-log
// line per request when the response finishes.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { AppLogger } from '../logger.ts';

declare global {
  namespace Express {
    interface Request {
      id: string;
      log: AppLogger;
    }
  }
}

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestContext(log: AppLogger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.log = log.child({ requestId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    // routers rewrite req.path relative to their mount point; log the path the client asked for
    const path = req.originalUrl.split('?')[0];
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.info(
        { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
