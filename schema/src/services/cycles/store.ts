// Offered 3-way swaps in the database (docs/decisions/040-three-way-swaps.md): what the searches may
// still offer, writing new offers, and dissolving the ones whose members changed. Every process may
// offer cycles (the search through one listing runs on the saves that can close one, ADR 270), so writes take one
// transaction-scoped advisory lock and re-check each cycle on fresh rows inside it: the limit of three
// per listing and one row per set of three listings hold across processes.
import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@campus-swap/prisma/client';
import { cycleKey, type ListingType } from './columns.ts';
import { isSwapCycle } from './rule.ts';
import { enqueueNotifications } from '../notifications/enqueue.ts';
import { CYCLES_PER_LISTING } from './search.ts';

/** The advisory lock that serializes cycle offers (arbitrary, constant). */
const OFFER_LOCK = 40_010_001;
const LIVE: ('OFFERED' | 'CONNECTED')[] = ['OFFERED', 'CONNECTED'];

/**
 * Deletes the cycles that no longer stand: a member's account deleted or purged, a block between two
 * members (connected or not: ADR 180), or, while not
 * connected, a member's listing edited (updatedAt moved), deactivated or replaced. A declined cycle
 * goes too once a member changes, so the same three may be offered again. `scope` limits the check
 * to one user's cycles or one cycle. Answers the number dissolved.
 */
export async function dissolveStale(
  prisma: PrismaClient,
  scope: { userId?: string; cycleId?: string } = {},
): Promise<number> {
  const where = scope.cycleId
    ? Prisma.sql`c."id" = ${scope.cycleId}::uuid`
    : scope.userId
      ? Prisma.sql`c."id" IN (SELECT "cycleId" FROM "SwapCycleMember" WHERE "userId" = ${scope.userId}::uuid)`
      : Prisma.sql`TRUE`;
  return prisma.$executeRaw`
    DELETE FROM "SwapCycle" c
    WHERE ${where} AND (
      (SELECT count(*) FROM "SwapCycleMember" m WHERE m."cycleId" = c."id") < 3
      OR EXISTS (SELECT 1 FROM "SwapCycleMember" m JOIN "User" u ON u."id" = m."userId"
                 WHERE m."cycleId" = c."id" AND u."deletedAt" IS NOT NULL)
      OR EXISTS (SELECT 1 FROM "Block" b
                 JOIN "SwapCycleMember" m1 ON m1."userId" = b."blockerId"
                 JOIN "SwapCycleMember" m2 ON m2."userId" = b."blockedId"
                 WHERE m1."cycleId" = c."id" AND m2."cycleId" = c."id")
      OR (c."status" <> 'CONNECTED' AND EXISTS (
            SELECT 1 FROM "SwapCycleMember" m JOIN "Listing" l ON l."id" = m."listingId"
            WHERE m."cycleId" = c."id"
              AND (NOT l."active" OR l."updatedAt" <> m."listingUpdatedAt" OR l."userId" <> m."userId"))))`;
}

/** Live cycles per listing (they count against the limit) and the keys of every stored cycle. */
export async function cycleUsage(
  prisma: PrismaClient,
  type: ListingType,
): Promise<{ used: Map<string, number>; excluded: Set<string> }> {
  const [members, keys] = await Promise.all([
    prisma.swapCycleMember.groupBy({
      by: ['listingId'],
      where: { cycle: { type, status: { in: LIVE } } },
      _count: { _all: true },
    }),
    prisma.swapCycle.findMany({ where: { type }, select: { memberKey: true } }),
  ]);
  return {
    used: new Map(members.map((m) => [m.listingId, m._count._all])),
    excluded: new Set(keys.map((k) => k.memberKey)),
  };
}

/**
 * Offers cycles (each as three listing ids, member i taking member i + 1's room), best first: each is
 * re-checked on fresh rows (listed listings of live users, no block between two of them, still a
 * valid cycle, members below the limit, never stored before) and written with every member's listing version. Answers how many
 * were written.
 */
export async function offerCycles(
  prisma: PrismaClient,
  type: ListingType,
  candidates: readonly (readonly [string, string, string])[],
): Promise<number> {
  if (candidates.length === 0) return 0;
  const ids = [...new Set(candidates.flat())];
  const keys = candidates.map(([a, b, c]) => cycleKey(a, b, c));
  // cheap checks outside the lock first: most requests find nothing new and write nothing
  const [known, full] = await Promise.all([
    prisma.swapCycle.findMany({ where: { memberKey: { in: keys } }, select: { memberKey: true } }),
    fullListings(prisma, ids),
  ]);
  const knownKeys = new Set(known.map((k) => k.memberKey));
  const fresh = candidates.filter((c, i) => !knownKeys.has(keys[i]!) && !c.some((id) => full.has(id)));
  if (fresh.length === 0) return 0;

  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${OFFER_LOCK})`);
    const freshIds = [...new Set(fresh.flat())];
    const [listings, usage, stored] = await Promise.all([
      tx.listing.findMany({
        where: {
          id: { in: freshIds },
          type,
          active: true,
          hiddenAt: null,
          user: { deletedAt: null, suspendedAt: null },
        },
      }),
      liveCounts(tx, freshIds),
      tx.swapCycle.findMany({
        where: { memberKey: { in: fresh.map(([a, b, c]) => cycleKey(a, b, c)) } },
        select: { memberKey: true },
      }),
    ]);
    const byId = new Map(listings.map((l) => [l.id, l]));
    const blocked = await blockedPairs(
      tx,
      listings.map((l) => l.userId),
    );
    const taken = new Set(stored.map((s) => s.memberKey));
    const cycles: Prisma.SwapCycleCreateManyInput[] = [];
    const members: Prisma.SwapCycleMemberCreateManyInput[] = [];
    for (const ids3 of fresh) {
      const rows = ids3.map((id) => byId.get(id));
      const key = cycleKey(...ids3);
      if (taken.has(key) || rows.some((r) => !r)) continue;
      const [a, b, c] = rows as [
        NonNullable<(typeof rows)[0]>,
        NonNullable<(typeof rows)[0]>,
        NonNullable<(typeof rows)[0]>,
      ];
      if (new Set([a.userId, b.userId, c.userId]).size < 3 || !isSwapCycle([a, b, c])) continue;
      if ([a, b, c].some((x) => [a, b, c].some((y) => blocked.has(`${x.userId}:${y.userId}`)))) continue;
      if (ids3.some((id) => (usage.get(id) ?? 0) >= CYCLES_PER_LISTING)) continue;
      const id = randomUUID();
      taken.add(key);
      for (const listingId of ids3) usage.set(listingId, (usage.get(listingId) ?? 0) + 1);
      cycles.push({ id, type, memberKey: key });
      [a, b, c].forEach((listing, position) => {
        members.push({
          cycleId: id,
          position,
          listingId: listing.id,
          userId: listing.userId,
          listingUpdatedAt: listing.updatedAt,
        });
      });
    }
    if (cycles.length === 0) return 0;
    await tx.swapCycle.createMany({ data: cycles });
    await tx.swapCycleMember.createMany({ data: members });
    // each member hears of the offer with it (ADR 294); the worker skips it once it is no longer offered
    await enqueueNotifications(
      tx,
      members.map((m) => ({ userId: m.userId, kind: 'CYCLE_OFFERED' as const, cycleId: m.cycleId })),
    );
    return cycles.length;
  });
}

async function liveCounts(
  prisma: Pick<PrismaClient, 'swapCycleMember'>,
  listingIds: string[],
): Promise<Map<string, number>> {
  const rows = await prisma.swapCycleMember.groupBy({
    by: ['listingId'],
    where: { listingId: { in: listingIds }, cycle: { status: { in: LIVE } } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.listingId, r._count._all]));
}

async function fullListings(prisma: PrismaClient, listingIds: string[]): Promise<Set<string>> {
  const counts = await liveCounts(prisma, listingIds);
  return new Set([...counts].filter(([, n]) => n >= CYCLES_PER_LISTING).map(([id]) => id));
}

/** "blocker:blocked" for every block among `userIds`. */
async function blockedPairs(prisma: Pick<PrismaClient, 'block'>, userIds: string[]): Promise<Set<string>> {
  const rows = await prisma.block.findMany({
    where: { blockerId: { in: userIds }, blockedId: { in: userIds } },
    select: { blockerId: true, blockedId: true },
  });
  return new Set(rows.map((r) => `${r.blockerId}:${r.blockedId}`));
}
