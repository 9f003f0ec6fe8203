// Sign-in code mails through an outbox (issue 28, docs/decisions/217-code-mail-outbox.md). The code and
// its CodeMail row are written in one transaction (./otp.ts); the request sends the mail at once and,
// when the relay fails, leaves the row to the outbox worker, which retries with backoff for as long as
// the code is valid. A retry mails the same code (ADR 223): a relay whose reply was lost may well have
// delivered the first mail, so the student never holds two different codes, and one code is valid at a
// time. The row keeps the code and its link only while the mail is pending, and only sealed (ADR 281).
import type { Prisma, PrismaClient } from '@campus-swap/prisma/client';
import { CODE_MAIL_CLAIM_SECONDS } from '../constants.ts';
import type { Logger, Mailer } from '../context.ts';
import { codeEmail } from './mail.ts';
import { type CodeSecrets, openCodeSecrets, sealCodeSecrets } from './code-seal.ts';
import { generateCode, hashCode, newSecretToken, sha256 } from './otp.ts';
import { type Claimed, type DrainOptions, drainOutbox, errorText } from './outbox.ts';

/** What sending a code mail needs (the request's services or the worker's notifier). */
export type CodeMailSender = {
  prisma: PrismaClient;
  mailer: Mailer;
  log: Logger;
  supportEmail: string;
  appOrigin: string;
  /** seals a pending mail's code and link (./code-seal.ts) */
  codeKey: Buffer;
};

/** 10 s, 20 s, 40 s, 80 s, then every 2 minutes: a code lives 10 minutes. */
export function codeMailBackoffMs(attempts: number): number {
  return Math.min(120_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

export type CodeMailReport = { sent: number; retried: number; skipped: number; failed: number };

const CODE_MAILS = {
  table: 'CodeMail',
  claimSeconds: CODE_MAIL_CLAIM_SECONDS,
  order: ['availableAt'],
  // every row of a batch at once: one slow send must not hold the others' (the mailer's timeouts bound each)
  concurrency: Number.POSITIVE_INFINITY,
  outcomes: ['sent', 'retried', 'skipped', 'failed'],
} as const;

/**
 * True when the relay has failed for as long as a code is valid: a code expired before any attempt
 * got it out, and no code mail was sent since. A new code would most likely expire unsent too, so the
 * request says so (503) instead of promising a mail. Asked only after a failed send.
 */
export async function relayDownPastCodeLife(prisma: PrismaClient): Promise<boolean> {
  const [lastFailed, lastSent] = await Promise.all([
    prisma.codeMail.findFirst({
      where: { status: 'FAILED' },
      orderBy: { settledAt: 'desc' },
      select: { settledAt: true },
    }),
    prisma.codeMail.findFirst({
      where: { status: 'SENT' },
      orderBy: { settledAt: 'desc' },
      select: { settledAt: true },
    }),
  ]);
  if (!lastFailed?.settledAt) return false;
  return !lastSent?.settledAt || lastSent.settledAt < lastFailed.settledAt;
}

function mailFor(sender: CodeMailSender, to: string, secrets: CodeSecrets, expiresAt: Date, now: Date) {
  // rounded up: a mail sent at once says the 10 minutes the sign-in page says, not 9
  const minutesLeft = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime() - 1000) / 60_000));
  return codeEmail({
    to,
    code: secrets.code,
    link: secrets.link,
    supportEmail: sender.supportEmail,
    appOrigin: sender.appOrigin,
    minutesLeft,
  });
}

function settler(prisma: PrismaClient, claimed: Claimed) {
  return (data: {
    status?: 'SENT' | 'SKIPPED' | 'FAILED';
    availableAt?: Date;
    lastError?: string | null;
    settledAt?: Date;
  }) =>
    prisma.codeMail.updateMany({
      where: { id: claimed.id, lockedUntil: claimed.until },
      data: { lockedUntil: null, ...data },
    });
}

/**
 * The request's own attempt at the mail of a code it just issued (the row was written claimed by it).
 * 'sent', or 'queued' (the worker retries), or 'refused' (the relay has been down past a code's life:
 * the code is discarded, nothing is promised).
 */
export async function sendNewCodeMail(
  sender: CodeMailSender,
  issued: {
    mailId: string;
    codeId: string;
    email: string;
    code: string;
    link: string;
    expiresAt: Date;
    claimedUntil: Date;
  },
  requestId?: string,
): Promise<'sent' | 'queued' | 'refused'> {
  const now = new Date();
  const settle = settler(sender.prisma, { id: issued.mailId, until: issued.claimedUntil });
  try {
    await sender.mailer.send(mailFor(sender, issued.email, issued, issued.expiresAt, now));
  } catch (error) {
    if (await relayDownPastCodeLife(sender.prisma)) {
      await sender.prisma.oneTimeCode.deleteMany({ where: { id: issued.codeId } });
      await settle({ status: 'FAILED', lastError: errorText(error), settledAt: new Date() });
      sender.log.error({ err: error, requestId }, 'could not send a sign-in code; the relay stays down');
      return 'refused';
    }
    await settle({ availableAt: new Date(Date.now() + codeMailBackoffMs(1)), lastError: errorText(error) });
    sender.log.warn({ err: errorText(error), requestId }, 'sign-in code mail failed; queued for retry');
    return 'queued';
  }
  await settle({ status: 'SENT', lastError: null, settledAt: new Date() });
  await forgetCode(sender.prisma, issued.codeId);
  return 'sent';
}

/** Once its mail is sent, the code and link are no longer kept, even sealed (only hashes, to check them). */
function forgetCode(prisma: PrismaClient, codeId: string) {
  return prisma.oneTimeCode.updateMany({ where: { id: codeId }, data: { pendingSealed: null } });
}

type ClaimedMail = Prisma.CodeMailGetPayload<{ include: { code: true } }>;

async function retry(
  sender: CodeMailSender,
  row: ClaimedMail,
  claimed: Claimed,
  now: Date,
): Promise<keyof CodeMailReport> {
  const { prisma } = sender;
  const settle = settler(prisma, claimed);
  if (!row.code) {
    await settle({ status: 'SKIPPED', lastError: 'code used or replaced', settledAt: new Date() });
    return 'skipped';
  }
  if (row.code.expiresAt <= now) {
    // never delivered, so never usable: gone with its mail
    await prisma.oneTimeCode.deleteMany({ where: { id: row.code.id } });
    await settle({
      status: 'FAILED',
      lastError: row.lastError ?? 'code expired unsent',
      settledAt: new Date(),
    });
    sender.log.error(
      { codeMail: row.id, attempts: row.attempts },
      'sign-in code expired before the relay took it',
    );
    return 'failed';
  }
  // the same code and link as the first attempt: that mail may have arrived although its reply was
  // lost (ADR 223)
  let secrets = row.code.pendingSealed ? openCodeSecrets(sender.codeKey, row.code.pendingSealed) : null;
  if (!secrets) {
    // a code issued before codes were sealed (migration 0020), or under another key: a fresh code and
    // link in place of the unsent ones, only while that code stands, kept sealed for the next retries
    secrets = { code: await generateCode(), link: newSecretToken() };
    const replaced = await prisma.oneTimeCode.updateMany({
      where: { id: row.code.id, expiresAt: { gt: now } },
      data: {
        codeHash: hashCode(secrets.code),
        linkHash: sha256(secrets.link),
        pendingSealed: sealCodeSecrets(sender.codeKey, secrets),
      },
    });
    if (replaced.count === 0) {
      await settle({ status: 'SKIPPED', lastError: 'code used or replaced', settledAt: new Date() });
      return 'skipped';
    }
  }
  try {
    await sender.mailer.send(mailFor(sender, row.email, secrets, row.code.expiresAt, now));
  } catch (error) {
    // retried until the code expires; the claim after expiry gives it up (above)
    const next = Math.min(now.getTime() + codeMailBackoffMs(row.attempts), row.code.expiresAt.getTime());
    await settle({ availableAt: new Date(next), lastError: errorText(error) });
    sender.log.warn(
      { codeMail: row.id, attempts: row.attempts, err: errorText(error) },
      'sign-in code mail will be retried',
    );
    return 'retried';
  }
  await settle({ status: 'SENT', lastError: null, settledAt: new Date() });
  await forgetCode(prisma, row.code.id);
  return 'sent';
}

/** Sends the code mails due at `now` (the outbox worker, before notifications: a code is urgent). */
export function processCodeMails(
  sender: CodeMailSender,
  now: Date = new Date(),
  options: DrainOptions = {},
): Promise<CodeMailReport> {
  const load = (ids: string[]) =>
    sender.prisma.codeMail.findMany({
      where: { id: { in: ids } },
      include: { code: true },
      orderBy: { availableAt: 'asc' },
    });
  return drainOutbox(sender.prisma, CODE_MAILS, { now, ...options }, load, (row, claimed) =>
    retry(sender, row, claimed, now),
  );
}

/** Settled code mails older than a day are forgotten (the housekeeping job). */
export async function pruneCodeMails(prisma: PrismaClient, now: Date = new Date()): Promise<number> {
  const { count } = await prisma.codeMail.deleteMany({
    where: { status: { not: 'PENDING' }, settledAt: { lt: new Date(now.getTime() - 24 * 3600 * 1000) } },
  });
  return count;
}
