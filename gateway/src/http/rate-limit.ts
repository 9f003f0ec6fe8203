// The general per-IP tier (decisions.md §4: at least 1,000 requests of any kind per IP per minute),
// counted in the database so that several gateway processes share it. The stricter per-email and
// per-IP auth limits live in the auth services, so GraphQL and REST hit them alike.
import type { RequestHandler } from 'express';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { enforceRateLimit } from '@campus-swap/schema/services/rate-limit';

export const GENERAL_LIMIT = { limit: 1200, windowSeconds: 60 };

export function generalRateLimit(prisma: PrismaClient): RequestHandler {
  return (req, _res, next) => {
    enforceRateLimit(prisma, { key: `ip:${req.ip}`, ...GENERAL_LIMIT }).then(() => next(), next);
  };
}
