// Works the notification outbox (docs/decisions/050-notification-outbox.md). Every gateway process
// runs this loop; a claim is one UPDATE over rows picked with FOR UPDATE SKIP LOCKED, so two processes
// never hold the same message, and an expired claim (a process that died mid-send) is taken again.
// The daily cap is a counter row per student, channel and campus day, reserved before sending and
// given back when the send fails, so concurrent workers cannot exceed it.
import type { NotificationOutbox, PrismaClient } from '@campus-swap/prisma/client';
import type { Services } from '../../context.ts';
import { decide } from './content.ts';
import { notificationEmail, notificationPush } from './messages.ts';
import {
  backoffMs,
  CLAIM_SECONDS,
  type Channel,
  campusDay,
  DAILY_CAP,
  MAX_ATTEMPTS,
  nextCampusDayStart,
} from './policy.ts';
import type { PushSender } from './push.ts';
import { unsubscribeUrl } from './unsubscribe.ts';
import { reportMail } from '../trust/report-mail.ts';

/** The services a notification worker uses, and what sending needs besides. */
export type Notifier = Pick<Services, 'prisma' | 'mailer' | 'log' | 'matchingIndex'> & {
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

const ts = (date: Date) => date.toISOString();

/** Messages of a batch in flight at once. */
const WORK_CONCURRENCY = 8;

/** Claims up to `batch` due rows for this worker until now + CLAIM_SECONDS. */
async function claim(prisma: PrismaClient, now: Date, batch: number): Promise<{ id: string; until: Date }[]> {
  const until = new Date(now.getTime() + CLAIM_SECONDS * 1000);
  // timestamps travel as ISO text and are cast: the columns are UTC `timestamp(3)` without a zone
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE "NotificationOutbox" SET "lockedUntil" = ${ts(until)}::timestamp(3), "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "NotificationOutbox"
      WHERE "status" = 'PENDING' AND "availableAt" <= ${ts(now)}::timestamp(3)
        AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${ts(now)}::timestamp(3))
      ORDER BY "availableAt", "createdAt"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows.map((row) => ({ id: row.id, until }));
}

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

async function work(notifier: Notifier, row: NotificationOutbox, until: Date, now: Date): Promise<Outcome> {
  const { prisma } = notifier;
  const mine = { id: row.id, lockedUntil: until };
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
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    if (row.attempts >= MAX_ATTEMPTS) {
      await settle({ status: 'FAILED', lastError: message });
      notifier.log.error({ outbox: row.id, attempts: row.attempts, err: error }, 'notification given up');
      return 'failed';
    }
    await settle({ availableAt: new Date(now.getTime() + backoffMs(row.attempts)), lastError: message });
    notifier.log.warn(
      { outbox: row.id, attempts: row.attempts, err: message },
      'notification will be retried',
    );
    return 'retried';
  }
  await settle({ status: 'SENT', sentAt: now, lastError: null });
  return 'sent';
}

type Settle = (data: Partial<NotificationOutbox>) => Promise<unknown>;

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
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    if (row.attempts >= MAX_ATTEMPTS) {
      await settle({ status: 'FAILED', lastError: message });
      return 'failed';
    }
    await settle({ availableAt: new Date(now.getTime() + backoffMs(row.attempts)), lastError: message });
    return 'retried';
  }
  await settle({ status: 'SENT', sentAt: now, lastError: null });
  return 'sent';
}

/** Sends what is due at `now`, batch by batch, until nothing is due (or `maxBatches` ran). */
export async function processOutbox(
  notifier: Notifier,
  now: Date = new Date(),
  options: { batch?: number; maxBatches?: number } = {},
): Promise<OutboxReport> {
  const report: OutboxReport = { sent: 0, skipped: 0, deferred: 0, retried: 0, failed: 0 };
  for (let round = 0; round < (options.maxBatches ?? 10); round++) {
    const claimed = await claim(notifier.prisma, now, options.batch ?? 20);
    if (claimed.length === 0) break;
    const rows = await notifier.prisma.notificationOutbox.findMany({
      where: { id: { in: claimed.map((c) => c.id) } },
      orderBy: [{ availableAt: 'asc' }, { createdAt: 'asc' }],
    });
    // WORK_CONCURRENCY rows at a time: a slow push service or relay holds one slot until its send
    // times out, while the other students' mails and pushes go on (issue 28, ADR 219)
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        const until = claimed.find((c) => c.id === row.id)!.until;
        report[await work(notifier, row, until, now)]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(WORK_CONCURRENCY, rows.length) }, lane));
  }
  return report;
}
