// The calls other features make when they change what a student sees (ADR 150). Writes to the tables
// with a trigger of migration 0016 (Session, ApiToken, User, Reveal, SwapCycle, SwapCycleMember) need
// none of this for other processes: the trigger tells them. The calls below also tell this process
// at once, which a student's own next request on it relies on.
import type { PrismaClient } from '@campus-swap/prisma/client';
import type { Services } from '../../context.ts';

export { Freshness, VIEWER_CHANNEL } from './freshness.ts';

/**
 * Revokes every session of the student (but `keepSessionId`): logout everywhere, password change or
 * reset, suspension, deletion. Refused on every gateway once this returns (`revokedEverywhere`).
 */
export async function revokeSessions(
  services: Pick<Services, 'prisma' | 'freshness'>,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await revokedEverywhere(services, userId, async () => {
    const { count } = await services.prisma.session.deleteMany({
      where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    });
    return count > 0;
  });
}

/**
 * Runs `write`, which revokes some of this student's credentials (deletes a session or an API token,
 * deletes or suspends the account: rows whose triggers NOTIFY), and returns only once this process
 * has heard that NOTIFY back (at most 1 s). PostgreSQL sends it to every listening gateway at commit,
 * so by then the others have it on their wire before any request the student or an attacker sends
 * after this answer: a revoked session is refused on every gateway from the answer on, not merely
 * within the channel's delivery time. `write` answers whether it changed a row (no row, no NOTIFY,
 * nothing to wait for). This process refuses it at once either way.
 */
export async function revokedEverywhere(
  services: Pick<Services, 'freshness'>,
  userId: string,
  write: () => Promise<boolean>,
): Promise<void> {
  const echo = services.freshness.echoOf(userId);
  try {
    const changed = await write();
    services.freshness.viewerChanged(userId);
    if (changed) await echo.heard;
  } finally {
    echo.cancel();
  }
}

/**
 * For a change with no trigger of its own (e.g. a new table's rows): every process recomputes these
 * students' sessions and matches. `seenByOthers`: their card as other students see it changed too.
 * `answersOnly`: only what their matches show changed (a block), not their account: sessions stay.
 * Prefer a trigger calling campus_swap_viewer_changed(id) in the same migration as the table: it also
 * covers writes made outside this code (jobs, SQL).
 */
export async function bumpViewerVersion(
  services: Pick<Services, 'prisma' | 'freshness'>,
  userIds: string[],
  options: { seenByOthers?: boolean; answersOnly?: boolean } = {},
): Promise<void> {
  for (const userId of userIds) services.freshness.viewerChanged(userId, options);
  await announce(services.prisma, userIds, options);
}

async function announce(
  prisma: PrismaClient,
  userIds: string[],
  { seenByOthers = false, answersOnly = false }: { seenByOthers?: boolean; answersOnly?: boolean },
): Promise<void> {
  if (userIds.length === 0) return;
  if (answersOnly && !seenByOthers) {
    await prisma.$executeRaw`SELECT "campus_swap_answers_changed"(id) FROM unnest(${userIds}::uuid[]) AS id`;
  } else {
    await prisma.$executeRaw`SELECT "campus_swap_viewer_changed"(id, ${seenByOthers}) FROM unnest(${userIds}::uuid[]) AS id`;
  }
}
