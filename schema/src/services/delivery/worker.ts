// Works the notification outbox (docs/decisions/050-notification-outbox.md). Every gateway process
// runs this loop; claiming and the loop are the one outbox loop of ../outbox.ts (ADR 247).
// The daily cap is a counter row per student, channel and campus day, reserved before sending and
// given back when the send fails, so concurrent workers cannot exceed it.
import type { NotificationOutbox, PrismaClient } from '@campus-swap/prisma/client';
import type { Services } from '../../context.ts';
import { decide } from './content.ts';
import { notificationEmail, notificationPush } from '../notifications/messages.ts';
import {
  backoffMs,
  CLAIM_SECONDS,
  type Channel,
  campusDay,
  DAILY_CAP,
  MAX_ATTEMPTS,
  nextCampusDayStart,
} from '../notifications/policy.ts';
import type { PushSender } from '../notifications/push.ts';
import { type Claimed, type DrainOptions, drainOutbox, errorText } from '../outbox.ts';
import { unsubscribeUrl } from '../notifications/unsubscribe.ts';
import { reportMail } from '../trust/report-mail.ts';

/** The services a notification worker uses, and what sending needs besides. */
export type Notifier = Pick<Services, 'prisma' | 'readTransaction' | 'mailer' | 'log' | 'matchingIndex'> & {
  appOrigin: string;
  /** HMAC key of the unsubscribe links */
  unsubscribeSecret: string;
  /** where reports are mailed (ADR 181) */
  supportEmail: string;
  /** null when no VAPID keys are configured: push rows are skipped */
  push: PushSender | null;
};

export type OutboxReport = {
  sent: number;
  skipped: number;
  deferred: number;
  retried: number;
  failed: number;
};

const NOTIFICATIONS = {
  table: 'NotificationOutbox',
  claimSeconds: CLAIM_SECONDS,
  order: ['availableAt', 'createdAt'],
  // students' message queues of a batch in flight at once; one student's messages of one channel
  // go in order, so the daily cap keeps the oldest and defers the newest
  concurrency: 8,
  queueOf: (row: NotificationOutbox) => `${row.userId}/${row.channel}`,
  outcomes: ['sent', 'skipped', 'deferred', 'retried', 'failed'],
  rowOrder: [{ availableAt: 'asc' }, { createdAt: 'asc' }],
} as const;

/** Takes one message of today's allowance; false when the cap is reached. */
async function reserve(
  prisma: PrismaClient,
  userId: string,
  channel: Channel,
  day: string,
): Promise<boolean> {
  const count = await prisma.$executeRaw`
    INSERT INTO "NotificationQuota" ("userId", "channel", "day", "count")
    VALUES (${userId}::uuid, ${channel}::"NotificationChannel", ${day}, 1)
    ON CONFLICT ("userId", "channel", "day") DO UPDATE SET "count" = "NotificationQuota"."count" + 1
      WHERE "NotificationQuota"."count" < ${DAILY_CAP}`;
  return count === 1;
}

async function giveBack(prisma: PrismaClient, userId: string, channel: Channel, day: string): Promise<void> {
  await prisma.notificationQuota.updateMany({
    where: { userId, channel, day, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/** Sends to every push subscription of the student; false when none was left. */
async function sendPush(
  notifier: Notifier,
  push: PushSender,
  userId: string,
  payload: string,
): Promise<boolean> {
  const targets = await notifier.prisma.pushSubscription.findMany({ where: { userId } });
  let delivered = 0;
  let failure: unknown = null;
  // every device at once: a slow push service holds only its own device (each send times out)
  await Promise.all(
    targets.map(async (target) => {
      try {
        if ((await push.send(target, payload)) === 'gone') {
          await notifier.prisma.pushSubscription.deleteMany({ where: { id: target.id } });
        } else delivered++;
      } catch (error) {
        failure = error;
      }
    }),
  );
  // a device that got it must not get it again, so one success settles the message
  if (delivered === 0 && failure) throw failure;
  return delivered > 0;
}

type Outcome = keyof OutboxReport;

async function work(
  notifier: Notifier,
  row: NotificationOutbox,
  claim: Claimed,
  now: Date,
): Promise<Outcome> {
  const { prisma } = notifier;
  const mine = { id: row.id, lockedUntil: claim.until };
  const settle = (data: Partial<NotificationOutbox>) =>
    prisma.notificationOutbox.updateMany({ where: mine, data: { lockedUntil: null, ...data } });

  if (row.kind === 'REPORT') return sendReport(notifier, row, settle, now);
  const decision = await decide(prisma, row);
  if (!decision.send) {
    await settle({ status: 'SKIPPED', lastError: decision.reason });
    return 'skipped';
  }
  if (row.channel === 'PUSH' && !notifier.push) {
    await settle({ status: 'SKIPPED', lastError: 'push is not configured' });
    return 'skipped';
  }
  const day = campusDay(now);
  if (!(await reserve(prisma, row.userId, row.channel, day))) {
    // over today's cap: tomorrow, without counting it as a failed attempt
    await settle({
      availableAt: nextCampusDayStart(now),
      attempts: row.attempts - 1,
      lastError: 'daily cap',
    });
    return 'deferred';
  }
  try {
    if (row.channel === 'EMAIL') {
      const target = { userId: row.userId, channel: row.channel, kind: decision.content.kind };
      await notifier.mailer.send(
        notificationEmail({
          to: decision.recipient.email,
          content: decision.content,
          appOrigin: notifier.appOrigin,
          unsubscribe: unsubscribeUrl(notifier.appOrigin, notifier.unsubscribeSecret, target),
          settingsUrl: `${notifier.appOrigin}/account`,
        }),
      );
    } else if (notifier.push) {
      const payload = JSON.stringify(notificationPush(decision.content));
      if (!(await sendPush(notifier, notifier.push, row.userId, payload))) {
        await giveBack(prisma, row.userId, row.channel, day);
        await settle({ status: 'SKIPPED', lastError: 'no push subscription left' });
        return 'skipped';
      }
    }
  } catch (error) {
    await giveBack(prisma, row.userId, row.channel, day);
    const outcome = await retryOrGiveUp(row, settle, error, now);
    if (outcome === 'failed') {
      notifier.log.error({ outbox: row.id, attempts: row.attempts, err: error }, 'notification given up');
    } else {
      notifier.log.warn(
        { outbox: row.id, attempts: row.attempts, err: errorText(error) },
        'notification will be retried',
      );
    }
    return outcome;
  }
  await settle({ status: 'SENT', sentAt: now, lastError: null });
  return 'sent';
}

type Settle = (data: Partial<NotificationOutbox>) => Promise<unknown>;

/** A failed send: retried after the backoff, or given up after MAX_ATTEMPTS. */
async function retryOrGiveUp(
  row: NotificationOutbox,
  settle: Settle,
  error: unknown,
  now: Date,
): Promise<'retried' | 'failed'> {
  if (row.attempts >= MAX_ATTEMPTS) {
    await settle({ status: 'FAILED', lastError: errorText(error) });
    return 'failed';
  }
  await settle({
    availableAt: new Date(now.getTime() + backoffMs(row.attempts)),
    lastError: errorText(error),
  });
  return 'retried';
}

/** A report to the support address: no student settings, no daily cap, retried like the others. */
async function sendReport(
  notifier: Notifier,
  row: NotificationOutbox,
  settle: Settle,
  now: Date,
): Promise<Outcome> {
  const mail = await reportMail(notifier.prisma, row.reportId, notifier.supportEmail, notifier.appOrigin);
  if (!mail) {
    await settle({ status: 'SKIPPED', lastError: 'report gone' });
    return 'skipped';
  }
  try {
    await notifier.mailer.send(mail);
  } catch (error) {
    return retryOrGiveUp(row, settle, error, now);
  }
  await settle({ status: 'SENT', sentAt: now, lastError: null });
  return 'sent';
}

/** Sends what is due at `now`, batch by batch, until nothing is due (or `maxBatches` ran). */
export function processOutbox(
  notifier: Notifier,
  now: Date = new Date(),
  options: DrainOptions = {},
): Promise<OutboxReport> {
  const load = (ids: string[]) =>
    notifier.prisma.notificationOutbox.findMany({
      where: { id: { in: ids } },
      orderBy: [...NOTIFICATIONS.rowOrder],
    });
  return drainOutbox(notifier.prisma, NOTIFICATIONS, { now, ...options }, load, (row, claim) =>
    work(notifier, row, claim, now),
  );
}
