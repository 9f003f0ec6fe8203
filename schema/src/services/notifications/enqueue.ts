// Writing notifications into the outbox, inside the caller's transaction, so that a message exists
// exactly when its event committed (docs/decisions/050-notification-outbox.md). Whether it is still
// wanted (settings, account state, the daily cap) is decided when it is sent.
import type { Prisma } from '@campus-swap/prisma/client';
import type { Kind } from './policy.ts';

export type Outgoing = {
  userId: string;
  kind: Kind;
  otherUserId?: string;
  listingIds?: string[];
  /** the swap or the 3-way offer a message is about (ADR 294) */
  swapId?: string;
  cycleId?: string;
};

/** One email row per message, plus one push row for students who have a push subscription. */
export async function enqueueNotifications(
  tx: Prisma.TransactionClient,
  messages: Outgoing[],
  now: Date = new Date(),
): Promise<void> {
  if (messages.length === 0) return;
  const subscribed = new Set(
    (
      await tx.pushSubscription.findMany({
        where: { userId: { in: messages.map((m) => m.userId) } },
        select: { userId: true },
        distinct: ['userId'],
      })
    ).map((row) => row.userId),
  );
  await tx.notificationOutbox.createMany({
    data: messages.flatMap((m) =>
      (subscribed.has(m.userId) ? (['EMAIL', 'PUSH'] as const) : (['EMAIL'] as const)).map((channel) => ({
        userId: m.userId,
        kind: m.kind,
        channel,
        otherUserId: m.otherUserId ?? null,
        listingIds: m.listingIds ?? [],
        swapId: m.swapId ?? null,
        cycleId: m.cycleId ?? null,
        availableAt: now,
        createdAt: now,
      })),
    ),
  });
}
