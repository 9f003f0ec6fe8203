// The account system's rules (docs/product/decisions.md §4): sign-in by password or emailed code, setting a password,
// terms, profile, deletion. Plain functions over the request Context; the GraphQL fields in
// ../types/auth.ts are thin wrappers, and REST reaches them through those fields.
import type { PrismaClient, SignInKind, User } from '@campus-swap/prisma/client';
import { OTP_TTL_SECONDS, SET_PASSWORD_WINDOW_SECONDS, TERMS_VERSION } from '../constants.ts';
import type { Context, Services, Viewer } from '../context.ts';
import { AppError, validationError } from '../errors.ts';
import { enforceAuthIpLimit, loginAttemptRule, loginDeviceRule, loginEmailRule } from './auth-limits.ts';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';
import { normalizeEmail } from './email.ts';
import { consumeCode, issueCode } from './otp.ts';
import { sendNewCodeMail } from './code-mail.ts';
import {
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyDummyPassword,
  verifyPassword,
} from './password.ts';
import { hasProfile, type ProfileInput, validateProfile } from './profile.ts';
import { hitRateLimit, refundRateLimit, resetRateLimit } from './rate-limit.ts';
import { revokedEverywhere } from './freshness/index.ts';
import { createSession, hashToken, revokeOtherSessions, revokeSession } from './sessions.ts';
import { suspendedError } from './trust/staff.ts';
import { dissolveStale } from './cycles/store.ts';
import { callOffSwaps } from './swap-record/record.ts';

export type AuthResult = {
  token: string;
  user: User;
  hasProfile: boolean;
  hasPassword: boolean;
  /** sessions of the student's other browsers and devices this call ended (setPassword; else 0) */
  otherSessionsRevoked: number;
};

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Invalid password. Please try again.',
  locked: 'Too many failed sign-in attempts. Please wait and try again, or sign in with a code.',
  busy: 'Too many failed sign-in attempts for this email right now. Please wait a minute and try again, or sign in with a code.',
  setPasswordNoSession: 'Please verify your email with a code before setting a password.',
  setPasswordStale: 'Setting a password needs a fresh code sign-in. Please request a new code.',
  setPasswordOtherEmail: 'You can only set the password of the account you are signed in to.',
  terms: `Please accept the current Terms of Service (version ${TERMS_VERSION}).`,
  mailFailed:
    'We could not send your sign-in code right now. Please try again in a minute, or sign in with your password or with Google.',
} as const;

const email = (ctx: Services, raw: unknown) => normalizeEmail(raw, ctx.settings.allowedEmailDomains);

function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED');
  return ctx.viewer;
}

/** A live (not deleted) account by normalized email. */
function findLiveUser(prisma: PrismaClient, address: string): Promise<User | null> {
  return prisma.user.findFirst({ where: { email: address, deletedAt: null } });
}

/**
 * The account for a verified address, created on first sign-in. A deleted account that is signed
 * into again before its purge is purged now and replaced by a fresh one: deletion is final.
 */
export async function findOrCreateUser(prisma: PrismaClient, address: string): Promise<User> {
  const existing = await prisma.user.findUnique({ where: { email: address } });
  if (existing && !existing.deletedAt) return existing;
  if (existing) await prisma.user.deleteMany({ where: { id: existing.id, deletedAt: { not: null } } });
  // upsert: two first sign-ins racing (e.g. code and Google) end with one account
  return prisma.user.upsert({ where: { email: address }, create: { email: address }, update: {} });
}

/**
 * The nonce of the client's device cookie when it is valid and names `user`, the email's live account
 * (ADR 313): a known device. A forged cookie, one under another secret, one naming another account (or
 * a deleted one), or none at all: null.
 */
function knownDeviceOf(ctx: Context, user: User | null): string | null {
  const device = readDeviceCookie(ctx.settings.deviceKey, ctx.request.deviceCookie);
  return user && device?.userId === user.id ? device.nonce : null;
}

/** The known device (its nonce) of the client for an email's account, if any (ADR 314). */
async function knownDeviceFor(ctx: Context, address: string): Promise<string | undefined> {
  if (!ctx.request.deviceCookie) return undefined;
  return knownDeviceOf(ctx, await findLiveUser(ctx.prisma, address)) ?? undefined;
}

/**
 * Starts a session, hands its cookie and a new device cookie for the account (ADR 313) to the client
 * and answers the sign-in payload.
 */
async function signIn(ctx: Context, user: User, kind: SignInKind): Promise<AuthResult> {
  if (user.suspendedAt) throw suspendedError(ctx.settings.supportEmail);
  const token = await createSession(ctx.prisma, user.id, kind);
  ctx.cookies.issue(token);
  ctx.cookies.rememberDevice(issueDeviceCookie(ctx.settings.deviceKey, user.id));
  return {
    token,
    user,
    hasProfile: hasProfile(user),
    hasPassword: user.passwordHash !== null,
    otherSessionsRevoked: 0,
  };
}

/** The email step: does an account exist, and can it sign in by password? */
export async function checkUser(
  ctx: Context,
  rawEmail: unknown,
): Promise<{ exists: boolean; hasPassword: boolean }> {
  await enforceAuthIpLimit(ctx.prisma, ctx.request.ip);
  const user = await findLiveUser(ctx.prisma, email(ctx, rawEmail));
  return { exists: !!user, hasPassword: !!user?.passwordHash };
}

/**
 * Password sign-in. An unknown email and an account without a password answer exactly like a wrong
 * password (same code, message and timing).
 *
 * From a known device (a valid device cookie naming the email's account, ADR 313) failures count
 * against that device alone: 10 in 15 minutes, reset by a success. Strangers, on her network or on
 * many, never hold the student up on the browser she signs in on.
 *
 * Without one (ADR 281), each attempt counts against the email from this IP; a success resets that
 * count, so the 11th attempt from one network after 10 failures in 15 minutes is refused (429) even
 * when right, while the student on her own network or known device is not. All networks together get
 * 20 failed attempts a minute per email (a success gives its hit back): a stranger with many
 * addresses is slowed, and a student on a new browser waits at most that minute.
 */
export async function login(ctx: Context, rawEmail: unknown, password: unknown): Promise<AuthResult> {
  await enforceAuthIpLimit(ctx.prisma, ctx.request.ip);
  const address = email(ctx, rawEmail);
  if (typeof password !== 'string' || password === '') {
    throw validationError({ password: 'Please enter a password.' });
  }
  const user = await findLiveUser(ctx.prisma, address);
  // a forged cookie, or one naming another account (or a deleted one), is no cookie at all
  const knownDevice = knownDeviceOf(ctx, user);
  // counted before the (slow) check so that concurrent guesses cannot slip past the limits
  if (knownDevice) {
    const attempt = await hitRateLimit(ctx.prisma, loginDeviceRule(knownDevice));
    if (!attempt.allowed) {
      throw new AppError('TOO_MANY_ATTEMPTS', {
        message: ACCOUNT_MESSAGES.locked,
        retryAfter: attempt.retryAfterSeconds,
      });
    }
  } else {
    const attempt = await hitRateLimit(ctx.prisma, loginAttemptRule(address, ctx.request.ip));
    if (!attempt.allowed) {
      throw new AppError('TOO_MANY_ATTEMPTS', {
        message: ACCOUNT_MESSAGES.locked,
        retryAfter: attempt.retryAfterSeconds,
      });
    }
    const everywhere = await hitRateLimit(ctx.prisma, loginEmailRule(address));
    if (!everywhere.allowed) {
      throw new AppError('TOO_MANY_ATTEMPTS', {
        message: ACCOUNT_MESSAGES.busy,
        retryAfter: everywhere.retryAfterSeconds,
      });
    }
  }
  const ok = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyDummyPassword(password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', { message: ACCOUNT_MESSAGES.wrongPassword });
  if (knownDevice) {
    // the network's count is left alone: the student signing in must not refill a stranger's budget
    await resetRateLimit(ctx.prisma, loginDeviceRule(knownDevice).key);
  } else {
    await resetRateLimit(ctx.prisma, loginAttemptRule(address, ctx.request.ip).key);
    // the all-networks limit holds failures only: a student who signs in often is never slowed by it
    await refundRateLimit(ctx.prisma, loginEmailRule(address).key);
  }
  if (needsRehash(user.passwordHash!)) {
    // a hash from before argon2id (ADR 032): the password is known right now, so replace it; only if
    // unchanged meanwhile, so a password set concurrently is never overwritten
    await ctx.prisma.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash: await hashPassword(password) },
    });
  }
  return signIn(ctx, user, 'PASSWORD');
}

/** Seconds a student is asked to wait before asking for a code again while the mail relay fails. */
const MAIL_RETRY_AFTER_SECONDS = 60;

/**
 * Emails a new code (sign-up, sign-in without a password, forgotten password). The mail goes through
 * the code outbox (ADR 217): sent at once, or, while the relay fails, retried until the code expires;
 * either way the code is on its way. Only when the relay has been down for as long as a code lives is
 * the code discarded and the request answered 503 (ADR 216). A browser with a device cookie of the
 * email's account has 2 of the hourly 5 codes kept for it (ADR 314).
 */
export async function requestOtp(
  ctx: Context,
  rawEmail: unknown,
): Promise<{ sent: true; expiresInSeconds: number }> {
  await enforceAuthIpLimit(ctx.prisma, ctx.request.ip);
  const address = email(ctx, rawEmail);
  const issued = await issueCode(ctx.prisma, ctx.settings.codeKey, address, {
    browser: ctx.request.codeBrowser,
    ip: ctx.request.ip,
    device: await knownDeviceFor(ctx, address),
  });
  // this browser's guesses at the code are its own (ADR 281), whatever the mail's fate below
  ctx.cookies.bindCode(issued.browser);
  const sender = {
    prisma: ctx.prisma,
    mailer: ctx.mailer,
    log: ctx.log,
    supportEmail: ctx.settings.supportEmail,
    appOrigin: ctx.settings.appOrigin,
    codeKey: ctx.settings.codeKey,
  };
  const outcome = await sendNewCodeMail(sender, issued, ctx.request.requestId);
  if (outcome === 'refused') {
    // the relay is down and stays down: ours to fix, but other ways in still work (ADR 216)
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: ACCOUNT_MESSAGES.mailFailed,
      retryAfter: MAIL_RETRY_AFTER_SECONDS,
      unavailable: 'mail relay',
    });
  }
  return { sent: true, expiresInSeconds: OTP_TTL_SECONDS };
}

/**
 * Signs in with an emailed code; creates the account on first verification. A browser with a device
 * cookie of the email's account counts its wrong codes on its own, whatever strangers guessed (ADR 314).
 */
export async function verifyOtp(ctx: Context, rawEmail: unknown, code: unknown): Promise<AuthResult> {
  await enforceAuthIpLimit(ctx.prisma, ctx.request.ip);
  const address = email(ctx, rawEmail);
  await consumeCode(ctx.prisma, address, code, {
    browser: ctx.request.codeBrowser,
    ip: ctx.request.ip,
    device: await knownDeviceFor(ctx, address),
  });
  const user = await findOrCreateUser(ctx.prisma, address);
  return signIn(ctx, user, 'OTP');
}

/**
 * Sets (or resets) the password. Only a session made by a code in the last 10 minutes may, and only
 * for its own email: a stolen long-lived cookie cannot take over the account. Every other session of
 * the user is revoked (the answer says how many), and this browser's code session is replaced by a
 * new password session, so the caller stays signed in. Personal API tokens survive (ADR 147).
 */
export async function setPassword(ctx: Context, rawEmail: unknown, password: unknown): Promise<AuthResult> {
  await enforceAuthIpLimit(ctx.prisma, ctx.request.ip);
  // the session before the body: a signed-out caller learns only that it must sign in
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError('UNAUTHENTICATED', { message: ACCOUNT_MESSAGES.setPasswordNoSession });
  // an API token never sets a password (ADR 061; the Mutation type's scope refuses it first)
  if (!viewer.session) throw new AppError('INSUFFICIENT_SCOPE');
  const address = email(ctx, rawEmail);
  const age = Date.now() - viewer.session.createdAt.getTime();
  if (viewer.session.kind !== 'OTP' || age > SET_PASSWORD_WINDOW_SECONDS * 1000 || age < -60_000) {
    throw new AppError('UNAUTHENTICATED', { message: ACCOUNT_MESSAGES.setPasswordStale });
  }
  if (viewer.user.email !== address) {
    throw new AppError('UNAUTHENTICATED', { message: ACCOUNT_MESSAGES.setPasswordOtherEmail });
  }
  const problem = passwordProblem(password);
  if (problem) throw validationError({ password: problem });
  const passwordHash = await hashPassword(password as string);
  const user = await ctx.prisma.user.update({ where: { id: viewer.user.id }, data: { passwordHash } });
  // the new session is a PASSWORD one, so it cannot reopen the set-password window
  const token = await createSession(ctx.prisma, user.id, 'PASSWORD');
  const kept = await ctx.prisma.session.findUniqueOrThrow({
    where: { tokenHash: hashToken(token) },
    select: { id: true },
  });
  // the caller's own code session is replaced, not counted among the "other" ones
  const codeSession = viewer.session.id;
  let otherSessionsRevoked = 0;
  await revokedEverywhere(ctx, user.id, async () => {
    otherSessionsRevoked = await revokeOtherSessions(ctx.prisma, user.id, [kept.id, codeSession]);
    return (await revokeSession(ctx.prisma, codeSession)) || otherSessionsRevoked > 0;
  });
  await resetRateLimit(ctx.prisma, loginAttemptRule(address, ctx.request.ip).key);
  ctx.cookies.issue(token);
  ctx.cookies.rememberDevice(issueDeviceCookie(ctx.settings.deviceKey, user.id));
  return { token, user, hasProfile: hasProfile(user), hasPassword: true, otherSessionsRevoked };
}

export async function acceptTerms(ctx: Context, version: unknown): Promise<{ success: true }> {
  const viewer = requireViewer(ctx);
  if (version !== TERMS_VERSION) throw validationError({ version: ACCOUNT_MESSAGES.terms });
  await ctx.prisma.user.update({
    where: { id: viewer.user.id },
    data: { termsVersion: TERMS_VERSION, termsAcceptedAt: new Date() },
  });
  return { success: true };
}

/** Completes (or edits) the profile: name, age and year required; Instagram and LinkedIn optional. */
export async function saveProfile(ctx: Context, input: ProfileInput): Promise<User> {
  const viewer = requireViewer(ctx);
  const profile = validateProfile(input);
  return ctx.prisma.user.update({
    where: { id: viewer.user.id },
    data: {
      name: profile.name,
      age: profile.age,
      year: profile.year,
      ...(profile.instagram !== undefined ? { instagram: profile.instagram } : {}),
      ...(profile.linkedin !== undefined ? { linkedin: profile.linkedin } : {}),
    },
  });
}

/**
 * Deletes the account: hidden at once (sessions and API tokens revoked, listing deactivated, cookie
 * cleared), purged after 30 days by the housekeeping job (./account-purge.ts).
 */
export async function deleteAccount(ctx: Context): Promise<{ success: true }> {
  const viewer = requireViewer(ctx);
  const userId = viewer.user.id;
  await revokedEverywhere(ctx, userId, async () => {
    await ctx.prisma.$transaction([
      ctx.prisma.user.update({ where: { id: userId }, data: { deletedAt: new Date() } }),
      ctx.prisma.listing.updateMany({ where: { userId }, data: { active: false } }),
      ctx.prisma.session.deleteMany({ where: { userId } }),
      ctx.prisma.apiToken.deleteMany({ where: { userId } }),
    ]);
    return true;
  });
  // a swap with a deleted student can no longer happen; the others are told, and a done one stays
  // in their history as "(account deleted)" (ADR 294)
  await callOffSwaps(ctx.prisma, { userId, reason: 'DELETED', byId: userId }, new Date());
  // the other members of the student's cycles get their place back (ADR 270)
  await dissolveStale(ctx.prisma, { userId });
  ctx.cookies.clear();
  return { success: true };
}
