// The background loops every gateway process runs (the 10-minute job, services/jobs.ts; the
// notification worker, delivery/loop.ts), and the lease row that lets exactly one process do a
// loop's shared work per tick (docs/decisions/022-housekeeping-job.md, 050-notification-outbox.md).
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@campus-swap/prisma/client';

/**
 * Takes or renews the lease `name` for `ttlSeconds` when it is free, expired, or already ours; true
 * when we hold it now. One statement, so two processes racing for it cannot both win. Times are the
 * database's clock, shared by every process, in UTC like every timestamp Prisma writes (the columns
 * are `timestamp(3)` without a zone, so a bare now() would shift by the server's TimeZone).
 */
export async function tryAcquireLease(
  prisma: PrismaClient,
  name: string,
  holder: string,
  ttlSeconds: number,
): Promise<boolean> {
  const count = await prisma.$executeRaw`
    INSERT INTO "JobLease" ("name", "holder", "expiresAt")
    VALUES (${name}, ${holder}, (now() AT TIME ZONE 'UTC') + ${ttlSeconds} * interval '1 second')
    ON CONFLICT ("name") DO UPDATE
      SET "holder" = EXCLUDED."holder", "expiresAt" = EXCLUDED."expiresAt"
      WHERE "JobLease"."expiresAt" < (now() AT TIME ZONE 'UTC') OR "JobLease"."holder" = EXCLUDED."holder"`;
  return count === 1;
}

/** Gives the lease up (at shutdown), so another process can take the next tick at once. */
export async function releaseLease(prisma: PrismaClient, name: string, holder: string): Promise<void> {
  await prisma.jobLease.updateMany({ where: { name, holder }, data: { expiresAt: new Date(0) } });
}

export type LoopHandle = { stop(): Promise<void> };

/**
 * Runs `tick(holder)` now and then every `intervalSeconds`. A tick never overlaps the previous one;
 * the timer does not keep the process alive; stop() waits for the tick in flight, then gives up the
 * lease `lease` so another process can take the next tick at once. `tick` handles its own failures.
 */
export function startLeasedLoop(options: {
  prisma: PrismaClient;
  lease: string;
  intervalSeconds: number;
  holder?: string;
  tick: (holder: string) => Promise<void>;
}): LoopHandle {
  const { prisma, lease, intervalSeconds } = options;
  const holder = options.holder ?? randomUUID();
  let running: Promise<void> | null = null;
  let stopped = false;
  const start = () => {
    if (stopped || running) return;
    running = options.tick(holder).finally(() => {
      running = null;
    });
  };
  start();
  const timer = setInterval(start, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await releaseLease(prisma, lease, holder).catch(() => {});
    },
  };
}
