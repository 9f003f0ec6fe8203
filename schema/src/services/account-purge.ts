// Housekeeping for the account system, called by the 10-minute job (decisions.md §5): accounts
// deleted more than 30 days ago are removed for good (cascades remove their sessions, listing and
// reveals), and expired codes and Google sign-in attempts are dropped.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { ACCOUNT_PURGE_DAYS } from '../constants.ts';

export async function purgeDeletedAccounts(prisma: PrismaClient, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACCOUNT_PURGE_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await prisma.user.deleteMany({ where: { deletedAt: { not: null, lt: cutoff } } });
  return count;
}

export async function purgeExpiredAuthRows(
  prisma: PrismaClient,
  now: Date = new Date(),
): Promise<{ codes: number; oidcAttempts: number }> {
  const [codes, attempts] = await Promise.all([
    prisma.oneTimeCode.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.oidcAttempt.deleteMany({ where: { expiresAt: { lt: now } } }),
  ]);
  return { codes: codes.count, oidcAttempts: attempts.count };
}
