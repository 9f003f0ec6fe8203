// One-time sign-in codes (decisions.md §4, ADR 281): 6 digits from a CSPRNG via otplib, stored only as
// an HMAC, 10-minute expiry, single use, one valid per email at a time. Each code comes with a sign-in
// link (a 256-bit secret, stored only as a hash) and is bound to the browser that asked for it (the
// code cookie). Wrong typed codes are counted in two budgets per email, the asking browser's and
// everyone else's, so a stranger's guesses never stop the student's own browser; the link needs no
// budget at all. A browser with a valid device cookie for the email's account (ADR 313) counts its wrong
// codes on its own and keeps 2 of the hourly 5 new codes for itself (ADR 314). Every count and every
// use is one atomic statement, so concurrent requests (or GraphQL aliases in one request) cannot exceed
// them.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { generate } from 'otplib';
import { CODE_MAIL_CLAIM_SECONDS, OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_TTL_SECONDS } from '../constants.ts';
import { AppError, validationError } from '../errors.ts';
import {
  otpDeviceGuessRule,
  otpGuessRule,
  otpHourRule,
  otpHourWithoutDeviceRule,
  otpMinuteRule,
} from './auth-limits.ts';
import { sealCodeSecrets } from './code-seal.ts';
import { enforceRateLimit, hitRateLimit, peekRateLimit, refundRateLimit } from './rate-limit.ts';

export const CODE_MESSAGES = {
  required: 'Please enter the verification code.',
  invalid: 'Invalid verification code',
  expired: 'This code has expired. Please request a new one.',
  resend: 'Please wait before requesting another code.',
  capped:
    'Too many wrong codes for this email. Open the sign-in link in the latest email we sent you, or sign in with your password or with Google.',
} as const;

/** The sign-in link's secret and the code cookie: 32 random bytes, base64url (43 characters). */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isSecretToken = (value: unknown): value is string =>
  typeof value === 'string' && SECRET_PATTERN.test(value);
export const newSecretToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A fresh code: HOTP over a throw-away 160-bit random secret, i.e. 6 uniformly random digits. */
export async function generateCode(): Promise<string> {
  return generate({ secret: randomBytes(20), strategy: 'hotp', counter: 0, digits: OTP_LENGTH });
}

/** `salt$hmac`: HMAC-SHA256 of the code keyed by a per-code random salt (hex). */
export function hashCode(code: string, salt: string = randomBytes(16).toString('hex')): string {
  return `${salt}$${createHmac('sha256', Buffer.from(salt, 'hex')).update(code).digest('hex')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const salt = stored.split('$')[0] ?? '';
  const expected = Buffer.from(stored, 'utf8');
  const actual = Buffer.from(hashCode(code, salt), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Who asks for a code: the browser's code cookie when it sent a well-formed one, its IP, and the nonce
 * of its device cookie when that is valid and names the email's account (a known device, ADRs 313, 314).
 */
export type CodeRequester = { browser: string | undefined; ip: string; device?: string | undefined };

/**
 * Issues a new code and link for an email (already normalized), replacing any older one, bound to the
 * asking browser (whose cookie is kept, or a new one made). At most one a minute per email and
 * browser (IP for a client without the cookie) and five an hour per email, of which requests from no
 * known device may use three (ADR 314): 429 RATE_LIMITED with Retry-After beyond that. Never refused
 * for wrong guesses: the mail's link always works (ADR 281).
 */
export async function issueCode(
  prisma: PrismaClient,
  codeKey: Buffer,
  email: string,
  requester: CodeRequester,
): Promise<IssuedCode> {
  const browser = isSecretToken(requester.browser) ? requester.browser : newSecretToken();
  await enforceRateLimit(
    prisma,
    otpMinuteRule(email, askerOf(requester)),
    'RATE_LIMITED',
    CODE_MESSAGES.resend,
  );
  if (requester.device) {
    // a known device uses the 2 kept for it, and the rest; it still counts in the email's 5
    await enforceRateLimit(prisma, otpHourRule(email), 'RATE_LIMITED', CODE_MESSAGES.resend);
  } else {
    // anyone else (a stranger, a script, the student on a new browser): at most 3 of the 5, counted
    // first, so that concurrent requests cannot take more; given back when the 5 refuse
    await enforceRateLimit(prisma, otpHourWithoutDeviceRule(email), 'RATE_LIMITED', CODE_MESSAGES.resend);
    try {
      await enforceRateLimit(prisma, otpHourRule(email), 'RATE_LIMITED', CODE_MESSAGES.resend);
    } catch (error) {
      await refundRateLimit(prisma, otpHourWithoutDeviceRule(email).key);
      throw error;
    }
  }
  const code = await generateCode();
  const link = newSecretToken();
  const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  // the code and its mail in one transaction, the mail claimed by this request (ADR 217): no code
  // without a mail that will be tried, and an older code's pending mail is left without a code. The
  // row keeps the code and link sealed until its mail is settled, so a retry mails the same ones.
  const claimedUntil = new Date(Date.now() + CODE_MAIL_CLAIM_SECONDS * 1000);
  const [, created] = await prisma.$transaction([
    prisma.oneTimeCode.deleteMany({ where: { email } }),
    prisma.oneTimeCode.create({
      data: {
        email,
        codeHash: hashCode(code),
        linkHash: sha256(link),
        requesterHash: sha256(browser),
        expiresAt,
        pendingSealed: sealCodeSecrets(codeKey, { code, link }),
        mail: { create: { email, attempts: 1, lockedUntil: claimedUntil } },
      },
      select: { id: true, mail: { select: { id: true } } },
    }),
  ]);
  return {
    code,
    link,
    browser,
    expiresAt,
    email,
    codeId: created.id,
    mailId: created.mail!.id,
    claimedUntil,
  };
}

export type IssuedCode = {
  code: string;
  /** the sign-in link's secret */
  link: string;
  /** the asking browser's code cookie, to be (re)issued to it */
  browser: string;
  expiresAt: Date;
  email: string;
  codeId: string;
  /** its CodeMail row, claimed by the caller until `claimedUntil` */
  mailId: string;
  claimedUntil: Date;
};

/**
 * Uses up the email's current code when `rawCode` is right (the 6 digits, or the link's secret); throws
 * otherwise: VALIDATION_FAILED (empty), INVALID_CODE (wrong, expired, none, or already used),
 * TOO_MANY_ATTEMPTS (the code burned by 5 wrong tries, or the guess budget of this kind of caller
 * used up). Exactly one of any number of concurrent calls with the right code succeeds.
 */
export async function consumeCode(
  prisma: PrismaClient,
  email: string,
  rawCode: unknown,
  requester: CodeRequester,
): Promise<void> {
  const code = typeof rawCode === 'string' ? rawCode.trim() : '';
  if (code === '') throw validationError({ code: CODE_MESSAGES.required });
  if (isSecretToken(code)) return consumeLink(prisma, email, code);
  const row = await prisma.oneTimeCode.findFirst({ where: { email }, orderBy: { createdAt: 'desc' } });
  if (!row) throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.invalid });
  if (row.attempts >= OTP_MAX_WRONG_TRIES) throw await tooManyAttempts(prisma, email, requester);
  if (row.expiresAt <= new Date()) throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.expired });

  // a known device of the account counts on its own, and no per-email budget refuses it (ADR 314);
  // else the browser that asked for this code, or anyone else (another browser, a script): two
  // budgets, so a stranger's guesses never spend the student's own (ADR 281)
  const bound = isSecretToken(requester.browser) && row.requesterHash === sha256(requester.browser);
  const budget = requester.device ? otpDeviceGuessRule(requester.device) : otpGuessRule(email, bound);
  if (new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) && codeMatches(code, row.codeHash)) {
    // Wrong guesses are counted atomically (below); a right code counts only while fewer than the cap
    // have been counted in its caller's budget, so whatever the concurrency, a code is found only if it
    // is among the first guesses of a budget's window, in the database's order (ADR 281).
    const guesses = await peekRateLimit(prisma, budget);
    if (!guesses.allowed) throw capped(guesses.retryAfterSeconds);
    // single use: only the request whose DELETE removed the row signs in; a burned code stays burned
    const { count } = await prisma.oneTimeCode.deleteMany({
      where: { id: row.id, attempts: { lt: OTP_MAX_WRONG_TRIES } },
    });
    if (count === 1) return;
    const still = await prisma.oneTimeCode.findUnique({ where: { id: row.id } });
    if (still) throw await tooManyAttempts(prisma, email, requester);
    throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.invalid });
  }
  // a spent budget refuses before the code is touched: a stranger burns at most one of the student's
  // codes a window, and never spends her own browser's guesses
  const guess = await hitRateLimit(prisma, budget);
  if (!guess.allowed) throw capped(guess.retryAfterSeconds);
  // one statement counts the wrong try on the code and refuses to count past the limit
  const counted = await prisma.$queryRaw<{ attempts: number }[]>`
    UPDATE "OneTimeCode" SET "attempts" = "attempts" + 1
    WHERE "id" = ${row.id}::uuid AND "attempts" < ${OTP_MAX_WRONG_TRIES}
    RETURNING "attempts"`;
  const attempts = counted[0]?.attempts;
  if (attempts === undefined || attempts >= OTP_MAX_WRONG_TRIES) {
    throw await tooManyAttempts(prisma, email, requester);
  }
  // what this caller may still try: the code's tries or the budget, whichever ends first (issue 39)
  const triesLeft = Math.min(OTP_MAX_WRONG_TRIES - attempts, budget.limit - guess.count);
  throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.invalid, triesLeft });
}

/**
 * The sign-in link: its 256-bit secret cannot be guessed, so it spends no budget and works whatever
 * was guessed, until the code is used, replaced or expired (ADR 281).
 */
async function consumeLink(prisma: PrismaClient, email: string, link: string): Promise<void> {
  const row = await prisma.oneTimeCode.findFirst({
    where: { email, linkHash: sha256(link) },
    select: { id: true, expiresAt: true },
  });
  if (!row) throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.invalid });
  if (row.expiresAt <= new Date()) throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.expired });
  const { count } = await prisma.oneTimeCode.deleteMany({ where: { id: row.id } });
  if (count !== 1) throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.invalid });
}

function capped(retryAfter: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', { message: CODE_MESSAGES.capped, retryAfter });
}

/** Whom the per-minute limit on new codes counts: the browser's code cookie, else its IP. */
const askerOf = (requester: CodeRequester) =>
  isSecretToken(requester.browser) ? sha256(requester.browser) : `ip:${requester.ip}`;

/** 429 TOO_MANY_ATTEMPTS for a burned code; Retry-After says when this caller may ask for a new one. */
async function tooManyAttempts(
  prisma: PrismaClient,
  email: string,
  requester: CodeRequester,
): Promise<AppError> {
  const windows = await Promise.all([
    peekRateLimit(prisma, otpMinuteRule(email, askerOf(requester))),
    peekRateLimit(prisma, otpHourRule(email)),
    ...(requester.device ? [] : [peekRateLimit(prisma, otpHourWithoutDeviceRule(email))]),
  ]);
  const waits = windows.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds);
  return new AppError('TOO_MANY_ATTEMPTS', { retryAfter: Math.max(1, ...waits) });
}
