// The calls other features make when they change what a student sees (ADR 150). Writes to the tables
// with a trigger of migration 0016 (Session, ApiToken, User, Reveal, SwapCycle, SwapCycleMember) need
// none of this for other processes: the trigger tells them. The calls below also tell this process
// at once, which a student's own next request on it relies on.
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { listenerName } from '@campus-swap/prisma/notifications';
import { type Freshness, VIEWER_CHANNEL } from './freshness.ts';

export { Freshness, VIEWER_CHANNEL } from './freshness.ts';

/** What these calls use of the services (`Services` of context.ts, which sits above this engine). */
type FreshnessServices = { prisma: PrismaClient; freshness: Freshness };

/** How long a revocation waits for the other gateways at most: one stuck process cannot hold it longer. */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * Revokes every session of the student (but `keepSessionId`): logout everywhere, password change or
 * reset, suspension, deletion. Refused on every gateway once this returns (`revokedEverywhere`).
 */
export async function revokeSessions(
  services: FreshnessServices,
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
 * deletes or suspends the account: rows whose triggers NOTIFY), and returns only once every gateway
 * listening on the channel has dropped them (at most 2 s): a revoked session is refused on every
 * gateway from this answer on, not merely within the channel's delivery time. Hearing our own NOTIFY
 * back is not enough: PostgreSQL hands a notification to each listening connection on its own
 * schedule, and a gateway may read a request before the notification waiting on its other socket.
 * So after the commit this process counts the listeners and sends a sync request on the channel;
 * each process acknowledges it when it reads it, which (the channel keeps commit order) is after it
 * read the revocation. `write` answers whether it changed a row (no row, no NOTIFY, nothing to wait
 * for). This process refuses the credentials at once either way.
 */
export async function revokedEverywhere(
  services: FreshnessServices,
  userId: string,
  write: () => Promise<boolean>,
): Promise<void> {
  const changed = await write();
  services.freshness.viewerChanged(userId);
  if (changed) await heardEverywhere(services);
}

/** Sends a sync request on the viewer channel and waits for every listening process's acknowledgement. */
async function heardEverywhere({ freshness, prisma }: FreshnessServices): Promise<void> {
  if (!freshness.enabled) return;
  const [row] = await prisma.$queryRaw<{ listeners: number }[]>`
    SELECT count(*)::int AS listeners FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = ${listenerName(VIEWER_CHANNEL)}`;
  const nonce = randomBytes(9).toString('base64url');
  const acks = freshness.acksOf(nonce, row?.listeners ?? 0, SYNC_TIMEOUT_MS);
  try {
    await sendOnViewerChannel(prisma, `?${nonce}`);
    await acks.heard;
  } finally {
    acks.cancel();
  }
}

/** A payload on the viewer channel, e.g. the acknowledgement `noteMessage` returns for a sync request. */
export async function sendOnViewerChannel(prisma: PrismaClient, payload: string): Promise<void> {
  await prisma.$executeRaw`SELECT pg_notify(${VIEWER_CHANNEL}, ${payload})`;
}

/**
 * For a change with no trigger of its own (e.g. a new table's rows): every process recomputes these
 * students' sessions and matches. `seenByOthers`: their card as other students see it changed too.
 * `answersOnly`: only what their matches show changed (a block), not their account: sessions stay.
 * Prefer a trigger calling campus_swap_viewer_changed(id) in the same migration as the table: it also
 * covers writes made outside this code (jobs, SQL).
 */
export async function bumpViewerVersion(
  services: FreshnessServices,
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
