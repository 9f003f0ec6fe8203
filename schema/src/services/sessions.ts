// Sessions: 256-bit random bearer tokens, stored only as their SHA-256, revocable (decisions.md §3).
import { randomBytes } from 'node:crypto';
import type { PrismaClient, SignInKind } from '@campus-swap/prisma/client';
import { SESSION_TTL_SECONDS } from '../constants.ts';
import type { Services, Viewer } from '../context.ts';
import { findTokenViewer, looksLikeApiToken } from './api-tokens.ts';
import { hashToken } from './token-hash.ts';

export { hashToken } from './token-hash.ts';

/** Starts a new session and returns its token; the caller hands it to the client. */
export async function createSession(prisma: PrismaClient, userId: string, kind: SignInKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await prisma.session.create({
    data: {
      userId,
      kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    },
  });
  return token;
}

/**
 * The viewer a bearer stands for (a session token, or a personal API token of ./api-tokens.ts), or
 * null when it is unknown, expired, revoked or its user deleted.
 */
export async function findViewer(prisma: PrismaClient, token: string): Promise<Viewer | null> {
  if (looksLikeApiToken(token)) return findTokenViewer(prisma, token);
  // Tokens are base64url of 32 bytes; anything else cannot be ours, so skip the query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: true },
  });
  if (!session || session.expiresAt <= new Date() || session.user.deletedAt || session.user.suspendedAt)
    return null;
  return {
    user: session.user,
    session: { id: session.id, kind: session.kind, createdAt: session.createdAt },
    apiToken: null,
    expiresAt: session.expiresAt,
  };
}

/**
 * `findViewer` through this process's session cache (ADR 150): no database work for a token seen
 * within the last minute, unless its student changed since (revocation reaches every process by the
 * viewer_changed channel). Without a live channel it is `findViewer`.
 */
export async function findViewerCached(
  services: Pick<Services, 'prisma' | 'freshness'>,
  token: string,
): Promise<Viewer | null> {
  const { freshness } = services;
  if (!freshness.enabled) return findViewer(services.prisma, token);
  const key = hashToken(token);
  const cached = freshness.sessions.get(key);
  if (cached) return cached;
  const mark = freshness.mark();
  const viewer = await findViewer(services.prisma, token);
  if (viewer && freshness.unchangedSince(viewer.user.id, mark)) freshness.sessions.set(key, viewer);
  return viewer;
}

/** Answers whether the session was still there to revoke. */
export async function revokeSession(prisma: PrismaClient, sessionId: string): Promise<boolean> {
  const { count } = await prisma.session.deleteMany({ where: { id: sessionId } });
  return count > 0;
}

/**
 * Revokes every session of the user except those in `keep` (password change, account deletion);
 * answers how many it revoked.
 */
export async function revokeOtherSessions(
  prisma: PrismaClient,
  userId: string,
  keep: readonly string[] = [],
): Promise<number> {
  const { count } = await prisma.session.deleteMany({
    where: { userId, ...(keep.length > 0 ? { id: { notIn: [...keep] } } : {}) },
  });
  return count;
}
