// The outbox's promises (docs/decisions/050-notification-outbox.md): a failed send is retried with
// backoff and sent once when the SMTP server is back; messages survive a process restart, including
// one claimed by a process that died mid-send; two workers on one database never send a message twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@campus-swap/prisma/database';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, DORM_BUSCH_WANTS_LIVI } from '@campus-swap/test-support/listing-fixtures';
import { startSmtpReceiver, type SmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { memoryLogger } from '@campus-swap/test-support/test-services';
import { openTestDatabase, type TestDatabase } from '@campus-swap/prisma/testing/test-database';
import { createMailer } from '../mailer.ts';
import { revealListing } from '../reveal.ts';
import { CLAIM_SECONDS } from '../notifications/policy.ts';
import { MatchingIndex } from '../matching-index/matching-index.ts';
import { type Notifier, processOutbox } from './worker.ts';
import type { Services } from '../../context.ts';

const NOW = new Date('2027-03-01T15:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const log = memoryLogger();
let smtp: SmtpReceiver;
const closers: (() => unknown)[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await smtp.close();
});

function notifier(db: Pick<Services, 'prisma' | 'readTransaction'>, smtpUrl = smtp.smtpUrl): Notifier {
  const { prisma } = db;
  const mailer = createMailer({ smtpUrl, from: 'Campus Swap <n@campusswap.test>', log, environment: 'test' });
  closers.push(() => mailer.close());
  return {
    prisma,
    readTransaction: db.readTransaction,
    mailer,
    log,
    matchingIndex: new MatchingIndex(prisma),
    appOrigin: 'http://localhost:3000',
    unsubscribeSecret: 'x'.repeat(32),
    supportEmail: 'support@campusswap.app',
    push: null,
  };
}

/** A full student with an active listing, made directly in the database. */
async function student(prisma: PrismaClient, name: string) {
  const made = await createStudent(
    { prisma },
    { name, age: 20, year: 'junior', termsAcceptedAt: NOW },
    { ...DORM_BUSCH_WANTS_LIVI, type: 'DORM' },
  );
  return { id: made.user.id, email: made.user.email, listingId: made.listingId! };
}

const mailsTo = (email: string) => smtp.mails.filter((m) => m.to[0] === email);

describe('retries', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
    closers.push(() => db.drop());
  });

  it('a send that fails is retried after a backoff and sent once when SMTP is back', async () => {
    const down = await startSmtpReceiver();
    await down.close(); // nothing listens on its port any more
    const a = await student(db.prisma, 'Ari');
    const b = await student(db.prisma, 'Bo');
    await revealListing(db.prisma, a.id, b.listingId, NOW);

    expect(await processOutbox(notifier(db, down.smtpUrl), later(1000))).toMatchObject({
      retried: 1,
      sent: 0,
    });
    const row = await db.prisma.notificationOutbox.findFirstOrThrow({ where: { userId: b.id } });
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lockedUntil: null });
    expect(row.availableAt).toEqual(later(1000 + 60_000));
    expect(row.lastError).toBeTruthy();
    // the failed attempt gave its cap slot back
    expect((await db.prisma.notificationQuota.findFirst({ where: { userId: b.id } }))?.count ?? 0).toBe(0);

    const up = notifier(db);
    expect(await processOutbox(up, later(30_000))).toMatchObject({ sent: 0, retried: 0 }); // not due yet
    expect(await processOutbox(up, later(61_000))).toMatchObject({ sent: 1 });
    expect(await processOutbox(up, later(120_000))).toMatchObject({ sent: 0 });
    expect(mailsTo(b.email)).toHaveLength(1);
    expect(await db.prisma.notificationOutbox.findFirstOrThrow({ where: { userId: b.id } })).toMatchObject({
      status: 'SENT',
      attempts: 2,
      sentAt: later(61_000),
    });
  });

  it('gives up after the last attempt and says so in the log', async () => {
    const down = await startSmtpReceiver();
    await down.close();
    const a = await student(db.prisma, 'Cy');
    const b = await student(db.prisma, 'Di');
    await revealListing(db.prisma, a.id, b.listingId, NOW);
    await db.prisma.notificationOutbox.updateMany({ where: { userId: b.id }, data: { attempts: 7 } });
    expect(await processOutbox(notifier(db, down.smtpUrl), later(1000))).toMatchObject({ failed: 1 });
    expect(await db.prisma.notificationOutbox.findFirstOrThrow({ where: { userId: b.id } })).toMatchObject({
      status: 'FAILED',
      attempts: 8,
    });
    expect(log.lines.some((line) => line.level === 'error' && line.msg === 'notification given up')).toBe(
      true,
    );
  });
});

describe('restarts', () => {
  it('queued and half-sent messages survive a restart and are sent exactly once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-outbox-'));
    closers.push(() => rmSync(dir, { recursive: true, force: true }));
    // first process: two reveals commit their messages, then it claims one and dies mid-send
    let db = await openDatabase({ kind: 'pglite', dataDir: dir });
    const a = await student(db.prisma, 'Eve');
    const b = await student(db.prisma, 'Fay');
    const c = await student(db.prisma, 'Gil');
    await revealListing(db.prisma, a.id, b.listingId, NOW);
    await revealListing(db.prisma, a.id, c.listingId, NOW);
    await db.prisma.notificationOutbox.updateMany({
      where: { userId: c.id },
      data: { lockedUntil: later(CLAIM_SECONDS * 1000), attempts: 1 },
    });
    await db.close();

    // second process on the same data
    db = await openDatabase({ kind: 'pglite', dataDir: dir });
    closers.push(() => db.close());
    const worker = notifier(db);
    expect(await processOutbox(worker, later(60_000))).toMatchObject({ sent: 1 });
    expect(mailsTo(b.email)).toHaveLength(1);
    expect(mailsTo(c.email)).toHaveLength(0); // still claimed by the process that died
    expect(await processOutbox(worker, later(CLAIM_SECONDS * 1000 + 1000))).toMatchObject({ sent: 1 });
    expect(await processOutbox(worker, later(CLAIM_SECONDS * 2000))).toMatchObject({ sent: 0 });
    expect(mailsTo(b.email)).toHaveLength(1);
    expect(mailsTo(c.email)).toHaveLength(1);
  });
});

describe('several processes', () => {
  it('two workers on one database send each of 24 messages exactly once', async () => {
    const db = await openTestDatabase();
    closers.push(() => db.drop());
    // a second connection pool, as a second gateway process has (PGlite has only one connection)
    const other = db.url ? await openDatabase({ kind: 'postgresql', url: db.url, poolSize: 3 }) : null;
    if (other) closers.push(() => other.close());
    const targets = [];
    for (let i = 0; i < 24; i++) {
      const from = await student(db.prisma, `From ${i}`);
      const to = await student(db.prisma, `To ${i}`);
      await revealListing(db.prisma, from.id, to.listingId, NOW);
      targets.push(to);
    }
    const before = smtp.mails.length;
    const reports = await Promise.all([
      processOutbox(notifier(db), later(1000), { batch: 4 }),
      processOutbox(notifier(other ?? db), later(1000), { batch: 4 }),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(24);
    const received = smtp.mails.slice(before).map((m) => m.to[0]);
    expect(received).toHaveLength(24);
    expect(new Set(received)).toEqual(new Set(targets.map((t) => t.email)));
  });
});
