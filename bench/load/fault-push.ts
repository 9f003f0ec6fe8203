// LOAD_FAULT=push (issue 28, ADR 219, 222): push services in trouble. Every seeded student has one
// device on the repo's push service stand-in (https on 127.0.0.1, trusted by the gateway through
// NODE_EXTRA_CA_CERTS); the mix's reveals make interest pushes and mails. During the fault a fifth of
// the devices hang (held longer than the sender waits), a fifth answer 404 and a fifth 410; after it
// every device answers again. The push service's answers are the fault's own traffic (delivered, held
// until the sender gave up, 404, 410). Afterwards it waits (bounded) for the retries of the held
// pushes (the outbox's backoff: a minute, then the next worker tick; a retry that finds the student's
// daily cap spent by newer pushes waits for the next day, and is counted so, not as lost).
// lost = a push the outbox counts as sent that no device received, or one still due or given up for
// a student whose subscription stands; doubled = a device that received more pushes than were sent
// to it. A subscription must be dropped exactly when its device answered 404 or 410.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { type PushDevice, startPushReceiver } from '@campus-swap/test-support/push-receiver';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import type { FaultOptions, FaultPlan } from './faults.ts';
import { sleep } from './faults.ts';

type Role = 'slow' | '404' | '410' | 'fine';
const roleOf = (i: number): Role => (['slow', '404', '410'] as const)[i % 5] ?? 'fine';
/** How long the settle step waits at most for the held pushes' retries (backoff 1 min + a tick). */
const SETTLE_MS = 120_000;

export async function pushPlan(options: FaultOptions): Promise<FaultPlan> {
  const push = await startPushReceiver();
  const smtp = await startSmtpReceiver();
  const caFile = path.join(options.logDir, 'push-ca.pem');
  writeFileSync(caFile, push.ca);
  const vapid = webpush.generateVAPIDKeys();
  const devices: { userId: string; device: PushDevice; role: Role }[] = [];
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const countsBy = async (sql: string) =>
    new Map((await db.query(sql)).rows.map((row) => [row.userId as string, row.n as number]));

  return {
    env: {
      SMTP_URL: smtp.smtpUrl,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_HOSTS: 'localhost',
      PUSH_ALLOW_LOOPBACK: 'true',
      // the stand-in's certificate, for this test gateway only
      NODE_EXTRA_CA_CERTS: caFile,
    },
    async prepare(run) {
      for (const [i, userId] of run.studentIds.entries()) {
        const device = push.device(`device-${i}`);
        devices.push({ userId, device, role: roleOf(i) });
        await db.query(
          `INSERT INTO "PushSubscription" ("id", "userId", "endpoint", "p256dh", "auth")
           VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4)`,
          [userId, device.subscription.endpoint, device.subscription.p256dh, device.subscription.auth],
        );
      }
    },
    async begin() {
      for (const { device, role } of devices) {
        if (role === 'slow') device.delayMs = 60_000; // longer than the sender's 5 s
        if (role === '404' || role === '410') device.status = Number(role);
      }
    },
    async end() {
      for (const { device } of devices) {
        device.delayMs = 0;
        device.status = 201;
      }
    },
    async settle(run, windowOf) {
      // the held pushes come back after the backoff; rows held back by the daily cap wait for tomorrow
      // availableAt is a UTC timestamp without a zone: compared with a UTC time from here, as the app does
      const due = async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM "NotificationOutbox" WHERE "channel" = 'PUSH'
             AND "status" = 'PENDING' AND "availableAt" < $1::timestamp(3)`,
            [new Date(Date.now() + 5 * 60_000).toISOString()],
          )
        ).rows[0].n as number;
      const deadline = Date.now() + SETTLE_MS;
      while (Date.now() < deadline && (await due()) > 0) await sleep(1000);
      const stillDue = await due();
      for (const [i, event] of push.events.entries()) {
        const [kind, status] = event.split(' ');
        if (kind === 'request') continue;
        const label =
          kind === 'push'
            ? 'push service: delivered'
            : kind === 'dropped'
              ? 'push service: held until the sender gave up'
              : `push service: answered ${status}`;
        run.side.push({ label, ok: kind === 'push', status: null, at: push.times[i]! });
      }
      const sent = await countsBy(`SELECT "userId", count(*)::int AS n FROM "NotificationOutbox"
        WHERE "channel" = 'PUSH' AND "status" = 'SENT' GROUP BY 1`);
      const failed = await countsBy(`SELECT "userId", count(*)::int AS n FROM "NotificationOutbox"
        WHERE "channel" = 'PUSH' AND "status" = 'FAILED' GROUP BY 1`);
      const subscribed = await countsBy(
        `SELECT "userId", count(*)::int AS n FROM "PushSubscription" GROUP BY 1`,
      );
      let lost = stillDue;
      let doubled = 0;
      const problems: string[] = [];
      for (const { userId, device, role } of devices) {
        const received = push.pushes.filter((p) => p.device === device.name).length;
        const acked = sent.get(userId) ?? 0;
        lost += Math.max(0, acked - received) + (subscribed.has(userId) ? (failed.get(userId) ?? 0) : 0);
        doubled += Math.max(0, received - acked);
        const refused = push.events.some((e) => e === `answered ${role} ${device.name}`);
        if (refused && subscribed.has(userId))
          problems.push(`${device.name} answered ${role}, still subscribed`);
        if (!refused && !subscribed.has(userId)) problems.push(`${device.name} dropped without a 404/410`);
      }
      const during = (at: number) => windowOf(at) === 'during';
      const healthy = new Set(devices.filter((d) => d.role === 'fine').map((d) => d.device.name));
      const held = push.events.filter((e) => e.startsWith('dropped '));
      // the pushes that failed an attempt (held): sent by a retry, waiting for tomorrow (the daily
      // cap was spent by newer pushes meanwhile; ADR 051), skipped at the retry (no longer to be sent,
      // e.g. the two students connected meanwhile), still due, or given up
      const later = new Date(Date.now() + 5 * 60_000).toISOString();
      const retries = await db.query(
        `SELECT "status", "availableAt" > $1::timestamp(3) AS "tomorrow", count(*)::int AS n,
           extract(epoch FROM max("sentAt")) * 1000 AS "lastSent"
         FROM "NotificationOutbox" WHERE "channel" = 'PUSH' AND (("status" = 'SENT' AND "attempts" >= 2)
           OR ("status" = 'PENDING' AND "attempts" >= 1) OR ("status" = 'SKIPPED' AND "attempts" >= 2)
           OR "status" = 'FAILED') GROUP BY 1, 2`,
        [later],
      );
      const retried = (status: string, tomorrow = false) =>
        retries.rows.find((r) => r.status === status && (status !== 'PENDING' || r.tomorrow === tomorrow));
      const lastSent = Number(retried('SENT')?.lastSent ?? 0);
      return {
        lines: [
          `during the fault the worker went on: ${push.pushes.length} pushes delivered in all, to healthy devices during it ${push.events.filter((e, i) => e.startsWith('push') && healthy.has(e.slice(5)) && during(push.times[i]!)).length}, mails during it ${smtp.mails.filter((m) => during(m.receivedAt)).length}`,
          `held requests given up ${held.length}; subscriptions dropped ${devices.filter((d) => !subscribed.has(d.userId)).length} (devices that answered 404/410: ${devices.filter((d) => push.events.includes(`answered ${d.role} ${d.device.name}`)).length}); still due after ${SETTLE_MS / 1000} s: ${stillDue}`,
          `pushes that failed an attempt: sent by a retry ${retried('SENT')?.n ?? 0}${lastSent ? ` (the last ${((lastSent - run.faultEnd) / 1000).toFixed(1)} s after the fault ended)` : ''}, waiting for tomorrow's cap ${retried('PENDING', true)?.n ?? 0}, skipped at the retry ${retried('SKIPPED')?.n ?? 0}, still due ${retried('PENDING')?.n ?? 0}, given up ${retried('FAILED')?.n ?? 0}`,
          ...problems.slice(0, 10).map((p) => `problem: ${p}`),
        ],
        lost,
        doubled,
        problems,
        what: 'pushes',
      };
    },
    async close() {
      await db.end().catch(() => {});
      await push.close();
      await smtp.close();
    },
  };
}
