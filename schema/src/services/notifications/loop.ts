// The background loop every gateway process runs (docs/decisions/050-notification-outbox.md): sends
// due messages every WORKER_INTERVAL_SECONDS, and, in the one process holding the digest lease, looks
// for the daily digests and prunes old rows every JOB_INTERVAL_SECONDS. Ticks never overlap; the timer
// does not keep the process alive; stop() waits for the tick in flight.
import { randomUUID } from 'node:crypto';
import { JOB_INTERVAL_SECONDS } from '../../constants.ts';
import { releaseLease, tryAcquireLease } from '../jobs.ts';
import { enqueueDigests, pruneNotifications } from './digest.ts';
import { WORKER_INTERVAL_SECONDS } from './policy.ts';
import { type Notifier, processOutbox } from './worker.ts';

export const DIGEST_JOB = 'notification-digest';

export type WorkerHandle = { stop(): Promise<void> };

export function startNotificationWorker(
  notifier: Notifier,
  options: { intervalSeconds?: number; holder?: string } = {},
): WorkerHandle {
  const intervalSeconds = options.intervalSeconds ?? WORKER_INTERVAL_SECONDS;
  const holder = options.holder ?? randomUUID();
  const { prisma, log } = notifier;
  let running: Promise<void> | null = null;
  let stopped = false;
  let lastDigestTick = 0;

  const tick = async () => {
    try {
      if (Date.now() - lastDigestTick >= JOB_INTERVAL_SECONDS * 1000) {
        lastDigestTick = Date.now();
        if (await tryAcquireLease(prisma, DIGEST_JOB, holder, JOB_INTERVAL_SECONDS)) {
          const digests = await enqueueDigests(notifier);
          await pruneNotifications(prisma);
          if (digests > 0) log.info({ job: DIGEST_JOB, digests }, 'digests queued');
        }
      }
      const report = await processOutbox(notifier);
      if (Object.values(report).some((n) => n > 0)) log.info({ outbox: report }, 'notifications worked');
    } catch (error) {
      log.error({ err: error }, 'notification worker failed; retrying next tick');
    }
  };
  const start = () => {
    if (stopped || running) return;
    running = tick().finally(() => {
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
      await releaseLease(prisma, DIGEST_JOB, holder).catch(() => {});
    },
  };
}
