// One-time sign-in codes (decisions.md §4): 6 digits from a CSPRNG via otplib, stored only as an
// HMAC, 10-minute expiry, single use, 5 wrong tries burn the code, and at most 6 wrong guesses per
// email in 30 days whatever the number of codes (ADR 147). Every count and every use is one
// atomic statement, so concurrent requests (or GraphQL aliases in one request) cannot exceed them.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { generate } from 'otplib';
import { CODE_MAIL_CLAIM_SECONDS, OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_TTL_SECONDS } from '../constants.ts';
import { AppError, validationError } from '../errors.ts';
import { otpGuessRule, otpHourRule, otpMinuteRule } from './auth-limits.ts';
import { enforceRateLimit, hitRateLimit, peekRateLimit } from './rate-limit.ts';

export const CODE_MESSAGES = {
  required: 'Please enter the verification code.',
  invalid: 'Invalid verification code',
  expired: 'This code has expired. Please request a new one.',
  resend: 'Please wait before requesting another code.',
  capped:
    'Too many wrong codes for this email. Sign in with your password or with Google, or try codes again later.',
} as const;

/** 429 TOO_MANY_ATTEMPTS while the email's code guesses are used up; Retry-After says until when. */
export async function refuseWhileCodesCapped(prisma: PrismaClient, email: string): Promise<void> {
  const guesses = await peekRateLimit(prisma, otpGuessRule(email));
  if (!guesses.allowed) {
    throw new AppError('TOO_MANY_ATTEMPTS', {
      message: CODE_MESSAGES.capped,
      retryAfter: guesses.retryAfterSeconds,
    });
  }
}

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
 * Issues a new code for an email (already normalized), replacing any older one. At most one a
 * minute and five an hour per email: 429 RATE_LIMITED with Retry-After beyond that.
 */
export async function issueCode(prisma: PrismaClient, email: string): Promise<IssuedCode> {
  // no code that could not be used
  await refuseWhileCodesCapped(prisma, email);
  await enforceRateLimit(prisma, otpMinuteRule(email), 'RATE_LIMITED', CODE_MESSAGES.resend);
  await enforceRateLimit(prisma, otpHourRule(email), 'RATE_LIMITED', CODE_MESSAGES.resend);
  const code = await generateCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  // the code and its mail in one transaction, the mail claimed by this request (ADR 217): no code
  // without a mail that will be tried, and an older code's pending mail is left without a code. The
  // row keeps the code until its mail is settled, so a retry mails the same one (ADR 223).
  const claimedUntil = new Date(Date.now() + CODE_MAIL_CLAIM_SECONDS * 1000);
  const [, created] = await prisma.$transaction([
    prisma.oneTimeCode.deleteMany({ where: { email } }),
    prisma.oneTimeCode.create({
      data: {
        email,
        codeHash: hashCode(code),
        expiresAt,
        pendingCode: code,
        mail: { create: { email, attempts: 1, lockedUntil: claimedUntil } },
      },
      select: { id: true, mail: { select: { id: true } } },
    }),
  ]);
  return { code, expiresAt, email, codeId: created.id, mailId: created.mail!.id, claimedUntil };
}

export type IssuedCode = {
  code: string;
  expiresAt: Date;
  email: string;
  codeId: string;
  /** its CodeMail row, claimed by the caller until `claimedUntil` */
  mailId: string;
  claimedUntil: Date;
};

/**
 * Uses up the email's current code when `code` is right; throws otherwise: VALIDATION_FAILED (empty),
 * INVALID_CODE (wrong, expired, none, or already used), TOO_MANY_ATTEMPTS (5th wrong try and after,
 * or the email's guesses for 30 days used up). Exactly one of any number of concurrent calls with the
 * right code succeeds.
 */
export async function consumeCode(prisma: PrismaClient, email: string, rawCode: unknown): Promise<void> {
  const code = typeof rawCode === 'string' ? rawCode.trim() : '';
  if (code === '') throw validationError({ code: CODE_MESSAGES.required });
  const row = await prisma.oneTimeCode.findFirst({ where: { email }, orderBy: { createdAt: 'desc' } });
  if (!row) throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.invalid });
  if (row.attempts >= OTP_MAX_WRONG_TRIES) throw await tooManyAttempts(prisma, email);
  if (row.expiresAt <= new Date()) throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.expired });

  const wellFormed = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
  if (wellFormed && codeMatches(code, row.codeHash)) {
    // The email's wrong guesses are counted atomically (below); a right code counts only while fewer
    // than the cap have been counted, so whatever the concurrency, a code is found only if it is
    // among the first 6 well-formed guesses of the window, in the database's order (ADR 147).
    await refuseWhileCodesCapped(prisma, email);
    // single use: only the request whose DELETE removed the row signs in; a burned code stays burned
    const { count } = await prisma.oneTimeCode.deleteMany({
      where: { id: row.id, attempts: { lt: OTP_MAX_WRONG_TRIES } },
    });
    if (count === 1) return;
    const still = await prisma.oneTimeCode.findUnique({ where: { id: row.id } });
    if (still) throw await tooManyAttempts(prisma, email);
    throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.invalid });
  }
  if (wellFormed) {
    // only a well-formed guess could have been right, so only it spends the email's guesses
    const guess = await hitRateLimit(prisma, otpGuessRule(email));
    if (!guess.allowed) {
      throw new AppError('TOO_MANY_ATTEMPTS', {
        message: CODE_MESSAGES.capped,
        retryAfter: guess.retryAfterSeconds,
      });
    }
  }

  // one statement counts the wrong try and refuses to count past the limit
  const counted = await prisma.$queryRaw<{ attempts: number }[]>`
    UPDATE "OneTimeCode" SET "attempts" = "attempts" + 1
    WHERE "id" = ${row.id}::uuid AND "attempts" < ${OTP_MAX_WRONG_TRIES}
    RETURNING "attempts"`;
  const attempts = counted[0]?.attempts;
  if (attempts === undefined || attempts >= OTP_MAX_WRONG_TRIES) throw await tooManyAttempts(prisma, email);
  throw new AppError('INVALID_CODE', { message: CODE_MESSAGES.invalid });
}

/** 429 TOO_MANY_ATTEMPTS; Retry-After says when a new code may be requested. */
async function tooManyAttempts(prisma: PrismaClient, email: string): Promise<AppError> {
  const [minute, hour] = await Promise.all([
    peekRateLimit(prisma, otpMinuteRule(email)),
    peekRateLimit(prisma, otpHourRule(email)),
  ]);
  const waits = [minute, hour].filter((r) => !r.allowed).map((r) => r.retryAfterSeconds);
  return new AppError('TOO_MANY_ATTEMPTS', { retryAfter: Math.max(1, ...waits) });
}
