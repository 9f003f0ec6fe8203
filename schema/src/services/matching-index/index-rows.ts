// The matching index's reads from the database: every listing column the index encodes plus its
// owner's deletedAt, as raw SQL so a reload of 100,000 rows stays one cheap query per page
// (docs/decisions/021-matching-index.md).
import { type Listing, Prisma, type PrismaClient, type User } from '@campus-swap/prisma/client';
import type { MatchableListing } from './score.ts';
import { isUuid } from '../../ids.ts';

/**
 * A listing as the index reads it: what the rule needs, its identity and times, its owner's deletedAt.
 * `active` is false for a listing hidden for review or of a suspended owner (visibility.ts, ADR 182).
 */
export type IndexRow = MatchableListing &
  Pick<Listing, 'id' | 'userId' | 'active' | 'createdAt' | 'updatedAt'> &
  Pick<User, 'deletedAt'>;

/** The columns of an IndexRow, in one place for the three reads below. */
const INDEX_COLUMNS = Prisma.sql`
  l."id", l."userId", l."type"::text AS "type", l."campusNow", l."dormNow", l."roomTypeNow",
  l."campusWant", l."dormWant", l."roomTypeWant", l."permitNow", l."permitWant", l."moveWhen",
  l."flexible", (l."active" AND l."hiddenAt" IS NULL AND u."suspendedAt" IS NULL) AS "active",
  l."createdAt", l."updatedAt", u."deletedAt"
  FROM "Listing" l JOIN "User" u ON u."id" = l."userId"`;

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
    SELECT ${INDEX_COLUMNS}
    WHERE l."updatedAt" >= ${since}`;
  return normalized(rows);
}

/** The named listings as they are now (a notification names ids; uuids only reach the query). */
export async function selectIds(prisma: PrismaClient, ids: string[]): Promise<IndexRow[]> {
  const valid = ids.filter((id) => isUuid(id));
  if (valid.length === 0) return [];
  const rows = await prisma.$queryRaw<IndexRow[]>`
    SELECT ${INDEX_COLUMNS}
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
    SELECT ${INDEX_COLUMNS}
    WHERE l."active" AND l."hiddenAt" IS NULL AND u."suspendedAt" IS NULL AND u."deletedAt" IS NULL
      AND l."id" > ${after}::uuid
    ORDER BY l."id" LIMIT ${pageSize}`;
  return normalized(rows);
}
