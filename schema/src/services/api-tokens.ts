// Personal API tokens (ADR 061): a student makes them for their own tools on /developers (ADR 306). A token is
// `cs_pat_` + 256 random bits, shown once and stored only as its SHA-256; it has a name, a scope
// (READ or WRITE), an expiry (90 days unless chosen), a last-used time (written at most once a
// minute) and dies on revoke or with the account. What a scope allows is decided here, in one place
// (`tokenAllows`), and applied by the scope-auth guard (auth-scopes.ts).
import { randomBytes } from 'node:crypto';
import type { ApiToken, ApiTokenScope, PrismaClient } from '@campus-swap/prisma/client';
import type { Viewer } from '../context.ts';
import { AppError, validationError } from '../errors.ts';
import { hashToken } from './token-hash.ts';
import { isUuid } from '../ids.ts';

export const API_TOKEN_PREFIX = 'cs_pat_';
const TOKEN_SHAPE = /^cs_pat_[A-Za-z0-9_-]{43}$/;
export const TOKEN_DEFAULT_DAYS = 90;
export const TOKEN_MAX_DAYS = 365;
export const TOKEN_NAME_MAX = 60;
export const TOKENS_PER_STUDENT = 20;
/** lastUsedAt is written at most this often per token */
export const LAST_USED_RESOLUTION_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a field needs of an API token: `read` (me, listing, matches, swap requests) or `write`. */
export type TokenAccess = 'read' | 'write';

/** A READ token allows read fields; a WRITE token allows read and write fields. */
export function tokenAllows(scope: ApiTokenScope, needed: TokenAccess): boolean {
  return scope === 'WRITE' || needed === 'read';
}

export function looksLikeApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

export type NewApiToken = { name?: string | null; scope?: string | null; expiresInDays?: number | null };

function validate(input: NewApiToken): { name: string; scope: ApiTokenScope; days: number } {
  const fields: Record<string, string> = {};
  const name = (input.name ?? '').trim();
  if (!name) fields.name = 'Please name the token (e.g. the tool that will use it).';
  else if (name.length > TOKEN_NAME_MAX) fields.name = `The name is at most ${TOKEN_NAME_MAX} characters.`;
  const scope = input.scope ?? 'READ';
  if (scope !== 'READ' && scope !== 'WRITE') fields.scope = 'The scope is READ or WRITE.';
  const days = input.expiresInDays ?? TOKEN_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > TOKEN_MAX_DAYS) {
    fields.expiresInDays = `A token lasts from 1 to ${TOKEN_MAX_DAYS} days.`;
  }
  if (Object.keys(fields).length) throw validationError(fields);
  return { name, scope: scope as ApiTokenScope, days };
}

/** Makes a token for the student; the plain token is in the answer and nowhere else, ever. */
export async function createApiToken(
  prisma: PrismaClient,
  userId: string,
  input: NewApiToken,
  now: Date = new Date(),
): Promise<{ token: string; apiToken: ApiToken }> {
  const { name, scope, days } = validate(input);
  const count = await prisma.apiToken.count({ where: { userId } });
  if (count >= TOKENS_PER_STUDENT) {
    throw new AppError('CONFLICT', {
      message: `You have ${TOKENS_PER_STUDENT} tokens, the most there can be. Revoke one first.`,
    });
  }
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const apiToken = await prisma.apiToken.create({
    data: {
      userId,
      name,
      scope,
      tokenHash: hashToken(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 4),
      expiresAt: new Date(now.getTime() + days * DAY_MS),
    },
  });
  return { token, apiToken };
}

/** The student's tokens, newest first (expired ones too, marked by their expiry, until revoked). */
export function listApiTokens(prisma: PrismaClient, userId: string): Promise<ApiToken[]> {
  return prisma.apiToken.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
}

/** Revokes one of the student's tokens: it answers 401 from the next request on. */
export async function revokeApiToken(prisma: PrismaClient, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const { count } = await prisma.apiToken.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError('NOT_FOUND');
}

/** The viewer an API token stands for, or null when unknown, expired, revoked or its user deleted. */
export async function findTokenViewer(
  prisma: PrismaClient,
  token: string,
  now = new Date(),
): Promise<Viewer | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await prisma.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: true },
  });
  if (!row || row.expiresAt <= now || row.user.deletedAt || row.user.suspendedAt) return null;
  const { user, ...apiToken } = row;
  return {
    user,
    session: null,
    apiToken: { id: apiToken.id, scope: apiToken.scope, lastUsedAt: apiToken.lastUsedAt },
    expiresAt: apiToken.expiresAt,
  };
}

/**
 * Records that a token was used, at most once a minute per token (the condition is in the UPDATE,
 * so concurrent requests write once). Answers whether it wrote.
 */
export async function touchApiToken(
  prisma: PrismaClient,
  token: { id: string; lastUsedAt: Date | null },
  now: Date = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (token.lastUsedAt && token.lastUsedAt > since) return false;
  const { count } = await prisma.apiToken.updateMany({
    where: { id: token.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: since } }] },
    data: { lastUsedAt: now },
  });
  return count > 0;
}
