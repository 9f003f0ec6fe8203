// The daily digest of new My Preference matches (docs/decisions/051-notification-rules.md): once per
// campus day, after DIGEST_HOUR, each student with an active listing gets one message naming the
// preference matches whose listing was posted or changed since the student's last digest check (and
// since the student's own last edit, after which the app showed every match at once).
import type { PrismaClient } from '@campus-swap/prisma/client';
import type { Services } from '../../context.ts';
import { getMatches } from '../matching/matches.ts';
import { enqueueNotifications } from '../notifications/enqueue.ts';
import { campusDay, campusHour, DIGEST_HOUR, nextCampusDayStart } from '../notifications/policy.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most matches one digest names. */
export const DIGEST_MAX_MATCHES = 10;

/** Start of the campus day `now` is in (valid after DIGEST_HOUR, where `now` − 24 h is yesterday). */
function campusDayStart(now: Date): Date {
  return nextCampusDayStart(new Date(now.getTime() - DAY_MS));
}

/** Looks for new matches of every student not yet checked today; answers how many digests it wrote. */
export async function enqueueDigests(
  services: Pick<Services, 'prisma' | 'readTransaction' | 'matchingIndex'>,
  now: Date = new Date(),
): Promise<number> {
  const { prisma } = services;
  if (campusHour(now) < DIGEST_HOUR) return 0;
  const today = campusDay(now);
  const dayStart = campusDayStart(now);
  const students = await prisma.listing.findMany({
    where: { active: true, user: { deletedAt: null } },
    select: {
      userId: true,
      updatedAt: true,
      user: { select: { notificationSettings: { select: { digestCheckedAt: true } } } },
    },
  });
  let written = 0;
  for (const student of students) {
    const checkedAt = student.user.notificationSettings?.digestCheckedAt ?? null;
    if (checkedAt && campusDay(checkedAt) === today) continue;
    const since = new Date(
      Math.max(student.updatedAt.getTime(), checkedAt?.getTime() ?? now.getTime() - DAY_MS),
    );
    const { cards } = await getMatches(services, student.userId, { limit: DIGEST_MAX_MATCHES * 5 });
    const preference = cards.filter((card) => card.category === 'PREFERENCE' && !card.connected);
    const fresh = preference.length
      ? await prisma.listing.findMany({
          where: { id: { in: preference.map((card) => card.id) }, updatedAt: { gt: since } },
          select: { id: true },
        })
      : [];
    const freshIds = new Set(fresh.map((row) => row.id));
    const listingIds = preference
      .filter((card) => freshIds.has(card.id))
      .slice(0, DIGEST_MAX_MATCHES)
      .map((card) => card.id);
    const wrote = await prisma.$transaction(async (tx) => {
      // the check and its message commit together, once per student and day even if two ran
      const claimed = await tx.$executeRaw`
        INSERT INTO "NotificationSettings" ("userId", "off", "digestCheckedAt")
        VALUES (${student.userId}::uuid, ARRAY[]::text[], ${now.toISOString()}::timestamp(3))
        ON CONFLICT ("userId") DO UPDATE SET "digestCheckedAt" = EXCLUDED."digestCheckedAt"
          WHERE "NotificationSettings"."digestCheckedAt" IS NULL
             OR "NotificationSettings"."digestCheckedAt" < ${dayStart.toISOString()}::timestamp(3)`;
      if (claimed !== 1 || listingIds.length === 0) return false;
      await enqueueNotifications(tx, [{ userId: student.userId, kind: 'DIGEST', listingIds }], now);
      return true;
    });
    if (wrote) written++;
  }
  return written;
}

/** Drops cap counters of past days and settled messages older than 30 days. */
export async function pruneNotifications(prisma: PrismaClient, now: Date = new Date()): Promise<void> {
  const yesterday = campusDay(new Date(now.getTime() - DAY_MS));
  await prisma.notificationQuota.deleteMany({ where: { day: { lt: yesterday } } });
  await prisma.notificationOutbox.deleteMany({
    where: { status: { not: 'PENDING' }, createdAt: { lt: new Date(now.getTime() - 30 * DAY_MS) } },
  });
}
