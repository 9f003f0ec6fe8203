// Every abuse limit of the account system (decisions.md §4), in one place. All are fixed windows in
// the database (./rate-limit.ts), so several gateway processes share them, and all are enforced
// inside the auth services, so that GraphQL and REST are covered alike: the gateway needs no
// auth-specific per-IP tier of its own (its general tier still applies to every request).
import type { PrismaClient } from '@campus-swap/prisma/client';
import { enforceRateLimit, type RateLimitRule } from './rate-limit.ts';

/**
 * Per IP, every auth call (check-user, login, request-otp, verify-otp, set-password, Google start and
 * callback). Generous for a campus network behind one address: ~40 calls a minute, sustained.
 */
export const AUTH_IP_LIMIT = { limit: 600, windowSeconds: 15 * 60 } as const;
/**
 * Password sign-in failures per email and client IP (ADR 281): the guesser's network is slowed, not the
 * student, who signs in from her own. A success resets it.
 */
export const LOGIN_ATTEMPT_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;
/**
 * Password failures per email from every network together: a stranger with many addresses is held to
 * 20 a minute, and the student waits at most that minute (never a lock of minutes; ADR 281). Counts
 * only attempts without a valid device cookie for the account (ADR 313).
 */
export const LOGIN_EMAIL_LIMIT = { limit: 20, windowSeconds: 60 } as const;
/**
 * Password failures from a known device (ADR 313): an attempt that presents a valid device cookie for
 * the email's account is counted per device (the cookie's nonce) instead of per email and network and
 * instead of the all-networks limit, so strangers on the student's network or anywhere else never
 * hold her up on the browser she signed in on. A success resets it (a new cookie, a new nonce).
 */
export const LOGIN_DEVICE_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;
/**
 * New codes: once a minute per email and asking browser (or IP), 5 an hour per email (3 of them
 * without a device cookie, ADR 314).
 */
export const OTP_SEND_PER_MINUTE = { limit: 1, windowSeconds: 60 } as const;
export const OTP_SEND_PER_HOUR = { limit: 5, windowSeconds: 60 * 60 } as const;
/**
 * Of the hourly 5, requests without a valid device cookie for the email's account (a stranger, a
 * script, the student on a new browser) may use 3 (ADR 314): the last 2 are kept for a browser the
 * student signed in on, so a stranger's requests never leave her without a new code for the hour.
 * Requests from a known device still count in the 5, so the inbox never gets more than 5 an hour.
 */
export const OTP_SEND_PER_HOUR_WITHOUT_DEVICE = { limit: 3, windowSeconds: 60 * 60 } as const;
/**
 * Wrong codes per email in 60 days (ADR 281), in two budgets: from the browser that asked for the
 * current code ("bound", where the student's own typos land) and from anyone else ("unbound": another
 * browser, a script). Each lets the spec's 5 wrong tries burn a code. A stranger's guesses never touch
 * the student's own browser's budget, and neither budget touches the sign-in link in the mail, which
 * cannot be guessed: the owner of the mailbox always gets in. Windows follow one another, so any 365
 * days meet at most floor(365 / 60) + 2 = 8 of each: at most 8 × (5 + 5) = 80 typed guesses a year,
 * each right with probability 1e-6, so a stranger signs in by guessing with probability below
 * 8e-5 < 1e-4 a year, as under ADR 147.
 */
export const OTP_BOUND_GUESS_LIMIT = { limit: 5, windowSeconds: 60 * 24 * 60 * 60 } as const;
export const OTP_UNBOUND_GUESS_LIMIT = { limit: 5, windowSeconds: 60 * 24 * 60 * 60 } as const;
/**
 * Wrong typed codes from a known device (ADR 314): a browser presenting a valid device cookie for the
 * email's account counts its wrong codes per device (the cookie's nonce), as many and as long as the
 * asking browser's budget, never in the two per-email budgets, and is not refused because those are
 * spent. Only a sign-in to the account makes such a cookie, so a stranger's guesses stay within the
 * two per-email budgets and the arithmetic above.
 */
export const OTP_DEVICE_GUESS_LIMIT = { ...OTP_BOUND_GUESS_LIMIT } as const;

export const authIpRule = (ip: string): RateLimitRule => ({ key: `auth-ip:${ip}`, ...AUTH_IP_LIMIT });
export const loginAttemptRule = (email: string, ip: string): RateLimitRule => ({
  key: `login:${email}:${ip}`,
  ...LOGIN_ATTEMPT_LIMIT,
});
export const loginEmailRule = (email: string): RateLimitRule => ({
  key: `login-email:${email}`,
  ...LOGIN_EMAIL_LIMIT,
});
export const loginDeviceRule = (nonce: string): RateLimitRule => ({
  key: `login-device:${nonce}`,
  ...LOGIN_DEVICE_LIMIT,
});
/** `requester`: the asking browser's code cookie (hashed), or its IP when it has none. */
export const otpMinuteRule = (email: string, requester: string): RateLimitRule => ({
  key: `otp-send-1m:${email}:${requester}`,
  ...OTP_SEND_PER_MINUTE,
});
export const otpHourRule = (email: string): RateLimitRule => ({
  key: `otp-send-1h:${email}`,
  ...OTP_SEND_PER_HOUR,
});
/** The share of the hourly 5 that requests without a device cookie of the account may use. */
export const otpHourWithoutDeviceRule = (email: string): RateLimitRule => ({
  key: `otp-send-1h-no-device:${email}`,
  ...OTP_SEND_PER_HOUR_WITHOUT_DEVICE,
});

/** The guesses of the browser that asked for the current code (`bound`), or everyone else's. */
export const otpGuessRule = (email: string, bound: boolean): RateLimitRule =>
  bound
    ? { key: `otp-guess-bound:${email}`, ...OTP_BOUND_GUESS_LIMIT }
    : { key: `otp-guess-unbound:${email}`, ...OTP_UNBOUND_GUESS_LIMIT };
/** The guesses of a known device (`nonce`: its device cookie's), whatever browser asked for the code. */
export const otpDeviceGuessRule = (nonce: string): RateLimitRule => ({
  key: `otp-guess-device:${nonce}`,
  ...OTP_DEVICE_GUESS_LIMIT,
});

/** Counts one auth call for the IP; 429 RATE_LIMITED with Retry-After over the limit. */
export function enforceAuthIpLimit(prisma: PrismaClient, ip: string): Promise<void> {
  return enforceRateLimit(
    prisma,
    authIpRule(ip),
    'RATE_LIMITED',
    'Too many sign-in requests from your network. Please wait a few minutes and try again.',
  );
}
