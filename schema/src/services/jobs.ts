// The 10-minute job of decisions.md §5 (docs/decisions/022-housekeeping-job.md). Every gateway
// process reloads its own matching index each tick; the database housekeeping runs in exactly one
// process per tick, the holder of a lease row in JobLease.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { JOB_INTERVAL_SECONDS, LISTING_INACTIVITY_DAYS } from '../constants.ts';
import type { Services } from '../context.ts';
import { purgeDeletedAccounts, purgeExpiredAuthRows } from './account-purge.ts';
import { type CycleRefreshReport, refreshAllCycles } from './cycles/refresh.ts';
import { type LoopHandle, startLeasedLoop, tryAcquireLease } from './leased-loop.ts';
import { closeDueSwaps } from './swaps/pair-claims.ts';
import { callOffSwaps } from './swap-record/record.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const HOUSEKEEPING_JOB = 'housekeeping';

export type HousekeepingReport = {
  deactivatedListings: number;
  purgedAccounts: number;
  expiredSessions: number;
  expiredCodes: number;
  expiredOidcAttempts: number;
  expiredRateLimitBuckets: number;
  /** students whose listings closed by a "we swapped" left unanswered for 7 days (ADR 183, 294) */
  closedSwapListings: number;
} & CycleRefreshReport;

/** The database part of the job: idempotent, safe to run twice, but the lease keeps it to one process. */
export async function runHousekeeping(
  services: Pick<Services, 'prisma' | 'matchingIndex'>,
  now: Date = new Date(),
): Promise<HousekeepingReport> {
  const { prisma } = services;
  const inactiveSince = new Date(now.getTime() - LISTING_INACTIVITY_DAYS * DAY_MS);
  const expiring = { active: true, user: { lastActiveAt: { lt: inactiveSince } } };
  const owners = await prisma.listing.findMany({ where: expiring, select: { userId: true } });
  // through Prisma, so updatedAt moves and every process's matching index drops these rows
  const deactivated = await prisma.listing.updateMany({ where: expiring, data: { active: false } });
  // their swaps can no longer happen: the others are told, as for a deactivated listing (ADR 294)
  for (const { userId } of owners) {
    await callOffSwaps(prisma, { userId, reason: 'EXPIRED', byId: userId }, now);
  }
  // before the reload below, so this tick's index already leaves the closed listings out
  const swapped = await closeDueSwaps(prisma, now);
  const purgedAccounts = await purgeDeletedAccounts(prisma, now);
  const auth = await purgeExpiredAuthRows(prisma, now);
  const [sessions, buckets] = await Promise.all([
    prisma.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.rateLimitBucket.deleteMany({ where: { resetAt: { lt: now } } }),
  ]);
  await services.matchingIndex.reload();
  // 3-way swaps: the full search, in the lease holder only (docs/decisions/040-three-way-swaps.md)
  const cycles = await refreshAllCycles(services);
  return {
    ...cycles,
    deactivatedListings: deactivated.count,
    purgedAccounts,
    expiredSessions: sessions.count,
    expiredCodes: auth.codes,
    expiredOidcAttempts: auth.oidcAttempts,
    expiredRateLimitBuckets: buckets.count,
    closedSwapListings: swapped.finished.reduce((n, s) => n + s.members.filter((m) => m.userId).length, 0),
  };
}

/**
 * Runs the job now and then every `intervalSeconds` (default JOB_INTERVAL_SECONDS). Every process
 * reloads its matching index; only the lease holder does the housekeeping.
 */
export function startJobs(
  services: Pick<Services, 'prisma' | 'log' | 'matchingIndex'>,
  options: { intervalSeconds?: number; holder?: string } = {},
): LoopHandle {
  const intervalSeconds = options.intervalSeconds ?? JOB_INTERVAL_SECONDS;
  const { prisma, log } = services;
  return startLeasedLoop({
    prisma,
    lease: HOUSEKEEPING_JOB,
    intervalSeconds,
    holder: options.holder,
    tick: async (holder) => {
      try {
        if (await tryAcquireLease(prisma, HOUSEKEEPING_JOB, holder, intervalSeconds)) {
          const report = await runHousekeeping(services);
          await prisma.jobLease.updateMany({
            where: { name: HOUSEKEEPING_JOB, holder },
            data: { lastRunAt: new Date() },
          });
          log.info({ job: HOUSEKEEPING_JOB, ...report }, 'housekeeping done');
        } else {
          await services.matchingIndex.reload();
        }
      } catch (error) {
        log.error({ job: HOUSEKEEPING_JOB, err: error }, 'housekeeping failed; retrying next tick');
      }
    },
  });
}

/**
 * Records that the user is active (drives the 60-day listing expiry), at most once an hour per user:
 * `lastActiveAt` is the value the caller already has (the session's user row), so most requests write
 * nothing, and the conditional update keeps concurrent requests to one write. True when it wrote.
 */
export async function touchLastActive(
  prisma: PrismaClient,
  userId: string,
  lastActiveAt: Date,
  now: Date = new Date(),
): Promise<boolean> {
  if (now.getTime() - lastActiveAt.getTime() < HOUR_MS) return false;
  const { count } = await prisma.user.updateMany({
    where: { id: userId, lastActiveAt: { lt: new Date(now.getTime() - HOUR_MS) } },
    data: { lastActiveAt: now },
  });
  return count > 0;
}
