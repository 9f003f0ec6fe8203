// PostgreSQL text cannot hold U+0000, so a string carrying it would fail in the database as one of
// our faults (500) after part of the work was done. Such input is refused at the door instead, for
// JSON bodies, GraphQL GET parameters and the path alike: 400 VALIDATION_FAILED (found by the fuzz).
import type { RequestHandler } from 'express';
import { AppError } from '@campus-swap/schema/errors';

function carriesNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || carriesNul(inner, depth + 1)) return true;
  }
  return false;
}

export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  if (carriesNul(req.body) || carriesNul(req.query) || /%00/.test(req.originalUrl)) {
    next(new AppError('VALIDATION_FAILED', { message: 'Text may not contain the NUL character (U+0000).' }));
    return;
  }
  next();
};
