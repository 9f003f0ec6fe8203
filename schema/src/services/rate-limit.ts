// Fixed-window counters in the database, so that every gateway process shares them (decisions.md §4).
import type { PrismaClient } from '@campus-swap/prisma/client';
import { AppError, type ErrorCode } from '../errors.ts';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Counts one hit against the rule's window (atomically, whatever the concurrency). */
export async function hitRateLimit(prisma: PrismaClient, rule: RateLimitRule): Promise<RateLimitResult> {
  // Timestamps are compared in SQL against the database clock so that processes with skewed clocks
  // agree; Prisma stores DateTime as UTC in `timestamp` columns, hence AT TIME ZONE 'UTC'.
  const rows = await prisma.$queryRaw<{ count: number; retry: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${rule.key}, 1, (now() AT TIME ZONE 'UTC') + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= (now() AT TIME ZONE 'UTC') THEN 1
                     ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= (now() AT TIME ZONE 'UTC') THEN EXCLUDED."resetAt"
                       ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count",
      CEIL(EXTRACT(EPOCH FROM ("resetAt" - (now() AT TIME ZONE 'UTC'))))::int AS "retry"`;
  const row = rows[0]!;
  return { allowed: row.count <= rule.limit, count: row.count, retryAfterSeconds: Math.max(1, row.retry) };
}

/** Counts a hit and throws RATE_LIMITED (or the given code) with Retry-After when over the limit. */
export async function enforceRateLimit(
  prisma: PrismaClient,
  rule: RateLimitRule,
  code: ErrorCode = 'RATE_LIMITED',
  message?: string,
): Promise<void> {
  const result = await hitRateLimit(prisma, rule);
  if (!result.allowed) {
    // the key's prefix names the rule (`auth-ip:…`, `otp-send-1m:…`), never the address it counts
    const bucket = rule.key.split(':')[0];
    throw new AppError(code, {
      retryAfter: result.retryAfterSeconds,
      bucket,
      ...(message ? { message } : {}),
    });
  }
}

/** Reads a window without counting (e.g. "is this email locked?"). */
export async function peekRateLimit(prisma: PrismaClient, rule: RateLimitRule): Promise<RateLimitResult> {
  const rows = await prisma.$queryRaw<{ count: number; retry: number }[]>`
    SELECT "count", CEIL(EXTRACT(EPOCH FROM ("resetAt" - (now() AT TIME ZONE 'UTC'))))::int AS "retry"
    FROM "RateLimitBucket" WHERE "key" = ${rule.key} AND "resetAt" > (now() AT TIME ZONE 'UTC')`;
  const row = rows[0];
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  return { allowed: row.count < rule.limit, count: row.count, retryAfterSeconds: Math.max(1, row.retry) };
}

/**
 * Takes back one hit of a running window: for limits that count attempts up front (so that concurrent
 * attempts cannot slip past) but are meant to hold only the failed ones.
 */
export async function refundRateLimit(prisma: PrismaClient, key: string): Promise<void> {
  await prisma.$executeRaw`
    UPDATE "RateLimitBucket" SET "count" = "count" - 1
    WHERE "key" = ${key} AND "count" > 0 AND "resetAt" > (now() AT TIME ZONE 'UTC')`;
}

/** Forgets a window (e.g. the failure count after a successful sign-in). */
export async function resetRateLimit(prisma: PrismaClient, key: string): Promise<void> {
  await prisma.rateLimitBucket.deleteMany({ where: { key } });
}
