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
/** Password sign-in attempts per email; a success resets it, so this counts failures (10 in 15 min). */
export const LOGIN_ATTEMPT_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;
/** New codes per email. */
export const OTP_SEND_PER_MINUTE = { limit: 1, windowSeconds: 60 } as const;
export const OTP_SEND_PER_HOUR = { limit: 5, windowSeconds: 60 * 60 } as const;
/**
 * Code guesses per email (ADR 147): 6 well-formed guesses that were not the code, per 30 days. Windows
 * follow one another, so any 365 days meet at most 14 of them: at most 84 guesses a year, each right
 * with probability 1e-6, so a stranger's chance to sign in by guessing stays below 84 in a million
 * (8.4e-5 < 1e-4) a year. Password and Google sign-in do not count here and stay open.
 */
export const OTP_GUESS_LIMIT = { limit: 6, windowSeconds: 30 * 24 * 60 * 60 } as const;

export const authIpRule = (ip: string): RateLimitRule => ({ key: `auth-ip:${ip}`, ...AUTH_IP_LIMIT });
export const loginAttemptRule = (email: string): RateLimitRule => ({
  key: `login:${email}`,
  ...LOGIN_ATTEMPT_LIMIT,
});
export const otpMinuteRule = (email: string): RateLimitRule => ({
  key: `otp-send-1m:${email}`,
  ...OTP_SEND_PER_MINUTE,
});
export const otpHourRule = (email: string): RateLimitRule => ({
  key: `otp-send-1h:${email}`,
  ...OTP_SEND_PER_HOUR,
});

export const otpGuessRule = (email: string): RateLimitRule => ({
  key: `otp-guess:${email}`,
  ...OTP_GUESS_LIMIT,
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
