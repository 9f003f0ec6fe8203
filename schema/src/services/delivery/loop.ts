// The background loop every gateway process runs (docs/decisions/050-notification-outbox.md): sends
// due sign-in code mails (../code-mail.ts, ADR 217) and messages every WORKER_INTERVAL_SECONDS, and, in
// the one process holding the digest lease, looks for the daily digests and prunes old rows every
// JOB_INTERVAL_SECONDS (the loop itself: leased-loop.ts).
import { JOB_INTERVAL_SECONDS } from '../../constants.ts';
import { processCodeMails, pruneCodeMails } from '../code-mail.ts';
import { type LoopHandle, startLeasedLoop, tryAcquireLease } from '../leased-loop.ts';
import { enqueueDigests, pruneNotifications } from './digest.ts';
import { WORKER_INTERVAL_SECONDS } from '../notifications/policy.ts';
import { type Notifier, processOutbox } from './worker.ts';

export const DIGEST_JOB = 'notification-digest';

export function startNotificationWorker(
  // the code mails' retries seal with the key (../code-seal.ts, ADR 281)
  notifier: Notifier & { codeKey: Buffer },
  options: { intervalSeconds?: number; holder?: string } = {},
): LoopHandle {
  const { prisma, log } = notifier;
  let lastDigestTick = 0;
  return startLeasedLoop({
    prisma,
    lease: DIGEST_JOB,
    intervalSeconds: options.intervalSeconds ?? WORKER_INTERVAL_SECONDS,
    holder: options.holder,
    tick: async (holder) => {
      try {
        if (Date.now() - lastDigestTick >= JOB_INTERVAL_SECONDS * 1000) {
          lastDigestTick = Date.now();
          if (await tryAcquireLease(prisma, DIGEST_JOB, holder, JOB_INTERVAL_SECONDS)) {
            const digests = await enqueueDigests(notifier);
            await pruneNotifications(prisma);
            await pruneCodeMails(prisma);
            if (digests > 0) log.info({ job: DIGEST_JOB, digests }, 'digests queued');
          }
        }
        // sign-in codes first: a student is waiting on the sign-in page (ADR 217)
        const codes = await processCodeMails(notifier);
        if (Object.values(codes).some((n) => n > 0)) log.info({ codeMails: codes }, 'code mails worked');
        const report = await processOutbox(notifier);
        if (Object.values(report).some((n) => n > 0)) log.info({ outbox: report }, 'notifications worked');
      } catch (error) {
        log.error({ err: error }, 'notification worker failed; retrying next tick');
      }
    },
  });
}
