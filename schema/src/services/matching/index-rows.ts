// The matching index's reads from the database: every listing column the index encodes plus its
// owner's deletedAt, as raw SQL so a reload of 100,000 rows stays one cheap query per page
// (docs/decisions/021-matching-index.md).
import type { PrismaClient } from '@campus-swap/prisma/client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type IndexRow = {
  id: string;
  userId: string;
  type: 'DORM' | 'PARKING';
  campusNow: string | null;
  dormNow: string | null;
  roomTypeNow: string | null;
  campusWant: string[];
  dormWant: string[];
  roomTypeWant: string[];
  permitNow: string | null;
  permitWant: string | null;
  moveWhen: string | null;
  flexible: boolean;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
};

function normalized(rows: IndexRow[]): IndexRow[] {
  for (const row of rows) {
    row.createdAt = new Date(row.createdAt);
    row.updatedAt = new Date(row.updatedAt);
  }
  return rows;
}

/** Every changed row, live or not, so that deactivations and deletions are seen too. */
export async function selectChangedSince(prisma: PrismaClient, since: Date): Promise<IndexRow[]> {
  const rows = await prisma.$queryRaw<IndexRow[]>`
    SELECT l."id", l."userId", l."type"::text AS "type", l."campusNow", l."dormNow", l."roomTypeNow",
           l."campusWant", l."dormWant", l."roomTypeWant", l."permitNow", l."permitWant", l."moveWhen",
           l."flexible", l."active", l."createdAt", l."updatedAt", u."deletedAt"
    FROM "Listing" l JOIN "User" u ON u."id" = l."userId"
    WHERE l."updatedAt" >= ${since}`;
  return normalized(rows);
}

/** The named listings as they are now (a notification names ids; uuids only reach the query). */
export async function selectIds(prisma: PrismaClient, ids: string[]): Promise<IndexRow[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  const rows = await prisma.$queryRaw<IndexRow[]>`
    SELECT l."id", l."userId", l."type"::text AS "type", l."campusNow", l."dormNow", l."roomTypeNow",
           l."campusWant", l."dormWant", l."roomTypeWant", l."permitNow", l."permitWant", l."moveWhen",
           l."flexible", l."active", l."createdAt", l."updatedAt", u."deletedAt"
    FROM "Listing" l JOIN "User" u ON u."id" = l."userId"
    WHERE l."id" = ANY(${valid}::uuid[])`;
  return normalized(rows);
}

/** One page of live rows after the id `after`. */
export async function selectLivePage(
  prisma: PrismaClient,
  after: string,
  pageSize: number,
): Promise<IndexRow[]> {
  const rows = await prisma.$queryRaw<IndexRow[]>`
    SELECT l."id", l."userId", l."type"::text AS "type", l."campusNow", l."dormNow", l."roomTypeNow",
           l."campusWant", l."dormWant", l."roomTypeWant", l."permitNow", l."permitWant", l."moveWhen",
           l."flexible", l."active", l."createdAt", l."updatedAt", u."deletedAt"
    FROM "Listing" l JOIN "User" u ON u."id" = l."userId"
    WHERE l."active" AND u."deletedAt" IS NULL AND l."id" > ${after}::uuid
    ORDER BY l."id" LIMIT ${pageSize}`;
  return normalized(rows);
}
