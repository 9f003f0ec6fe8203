// The general tier of decisions.md §4 (docs/decisions/031-rate-limits-per-student.md): signed-in
// requests are counted per student, signed-out requests per IP, so that hundreds of students behind
// one campus NAT address do not share one budget. Counted by rate-limiter-flexible, in memory for one
// process, in Redis when REDIS_URL is set, and in memory divided by WORKERS when several processes run
// without Redis. The stricter per-email and per-IP auth limits stay in the database, inside the auth
// services (schema/src/services/auth-limits.ts), so GraphQL and REST hit them alike.
import type { RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '@campus-swap/schema/errors';
import { viewerOf } from '../context.ts';
import { rateLimitRefusals } from '../metrics/request-metrics.ts';

export type Limit = { points: number; durationSeconds: number };

/** Signed-out traffic, per IP: decisions.md §4 asks for at least 1,000 a minute. */
export const SIGNED_OUT_LIMIT: Limit = { points: 1200, durationSeconds: 60 };
/** Signed-in traffic, per student (all of their sessions together): ten a second, sustained. */
export const SIGNED_IN_LIMIT: Limit = { points: 600, durationSeconds: 60 };
/**
 * A personal API token's traffic, per token (ADR 061): its own budget, so a busy tool never eats
 * into its student's use of the app; five a second, sustained, is plenty for a bot or a dashboard.
 */
export const API_TOKEN_LIMIT: Limit = { points: 300, durationSeconds: 60 };

export type GeneralLimiters = {
  store: 'memory' | 'redis';
  signedIn: RateLimiterAbstract;
  signedOut: RateLimiterAbstract;
  apiToken: RateLimiterAbstract;
};

export type LimiterOptions = {
  /** shared store; without it each process counts in memory */
  redis?: Redis | null;
  /** gateway processes sharing the limits without Redis: each admits its share */
  processes?: number;
  signedIn?: Limit;
  signedOut?: Limit;
  apiToken?: Limit;
  /** Redis key prefix (tests give each run its own) */
  keyPrefix?: string;
};

function memoryLimiter(limit: Limit, processes: number): RateLimiterMemory {
  // Each process admits at most its share, so the sum over all processes never exceeds the limit,
  // whichever process a client's connections land on.
  return new RateLimiterMemory({
    points: Math.max(1, Math.floor(limit.points / processes)),
    duration: limit.durationSeconds,
  });
}

function limiter(name: string, limit: Limit, options: LimiterOptions): RateLimiterAbstract {
  const processes = Math.max(1, options.processes ?? 1);
  const memory = memoryLimiter(limit, processes);
  if (!options.redis) return memory;
  return new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: `${options.keyPrefix ?? 'campus-swap:rl'}:${name}`,
    points: limit.points,
    duration: limit.durationSeconds,
    // Redis down or slow: keep limiting, per process, rather than fail every request
    insuranceLimiter: memory,
  });
}

export function createGeneralLimiters(options: LimiterOptions = {}): GeneralLimiters {
  return {
    store: options.redis ? 'redis' : 'memory',
    signedIn: limiter('student', options.signedIn ?? SIGNED_IN_LIMIT, options),
    signedOut: limiter('ip', options.signedOut ?? SIGNED_OUT_LIMIT, options),
    apiToken: limiter('token', options.apiToken ?? API_TOKEN_LIMIT, options),
  };
}

/**
 * The budget left, as the IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers, the
 * separate-field form): the limit, what remains of it and the seconds until the window resets.
 */
function setRateLimitHeaders(res: Response, limiter: RateLimiterAbstract, state: RateLimiterRes): void {
  res.setHeader('RateLimit-Limit', String(limiter.points));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
  res.setHeader('RateLimit-Reset', String(Math.max(0, Math.ceil(state.msBeforeNext / 1000))));
}

/**
 * After `resolveViewer`: one point per request, against the API token, the student or (signed out)
 * the IP. Answers to API tokens say how much of the token's budget is left (RateLimit-* headers).
 */
export function generalRateLimit(limiters: GeneralLimiters): RequestHandler {
  return (req, res, next) => {
    const viewer = viewerOf(res);
    const token = viewer?.apiToken ?? null;
    const consumed = token
      ? limiters.apiToken.consume(token.id)
      : viewer
        ? limiters.signedIn.consume(viewer.user.id)
        : limiters.signedOut.consume(req.ip ?? 'unknown');
    consumed.then(
      (state) => {
        if (token) setRateLimitHeaders(res, limiters.apiToken, state);
        next();
      },
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) {
          rateLimitRefusals.inc({
            bucket: token ? 'general-api-token' : viewer ? 'general-signed-in' : 'general-signed-out',
          });
          if (token) setRateLimitHeaders(res, limiters.apiToken, rejection);
          next(
            new AppError('RATE_LIMITED', {
              retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
            }),
          );
        } else {
          next(rejection);
        }
      },
    );
  };
}
