// The viewer's side of one computed matches read in one flat SQL statement (ADR 153): their listing, the
// students on either side of a block with them and those students' listings, and whether they hold a
// seat in a live 3-way swap. Prisma's nested select (listing, both block relations, the seats with
// their cycles) was built by its query compiler and mapped back from nested JSON on every read; the
// seats are read (seat-rows.ts) only for a student who has one (`hasLiveSeat`), in the same transaction.
import type { Listing } from '@campus-swap/prisma/client';
import type { SqlQuery } from '@campus-swap/prisma/read-transaction';
import { LISTING_KEYS, listingColumns, part } from './listing-columns.ts';

type ViewerRow = {
  /** null columns when the student has no listing */
  [K in keyof Listing]: Listing[K] | null;
} & {
  blockedUserIds: string[];
  blockedListingIds: string[];
  hasLiveSeat: boolean;
};

export type ViewerSide = {
  myListing: Listing | null;
  blocked: { userIds: Set<string>; listingIds: Set<string> };
  hasLiveSeat: boolean;
};

// `peers`: the students on both sides of every block with the viewer (ADR 180); a live seat is one in
// an OFFERED or CONNECTED cycle (seat-rows.ts reads those cycles)
const VIEWER_SQL = `
WITH peers AS (
  SELECT b."blockedId" AS "id" FROM "Block" b WHERE b."blockerId" = $1::uuid
  UNION
  SELECT b."blockerId" FROM "Block" b WHERE b."blockedId" = $1::uuid
)
SELECT ${listingColumns('l')},
  ARRAY(SELECT p."id"::text FROM peers p) AS "blockedUserIds",
  ARRAY(SELECT pl."id"::text FROM "Listing" pl JOIN peers p ON pl."userId" = p."id") AS "blockedListingIds",
  EXISTS (
    SELECT 1 FROM "SwapCycleMember" m JOIN "SwapCycle" c ON c."id" = m."cycleId"
    WHERE m."userId" = $1::uuid AND c."status" IN ('OFFERED', 'CONNECTED')
  ) AS "hasLiveSeat"
FROM "User" u LEFT JOIN "Listing" l ON l."userId" = u."id"
WHERE u."id" = $1::uuid`;

/** The viewer's listing, blocks and whether they hold a live 3-way swap seat (no student: nothing). */
export async function viewerSide(query: SqlQuery, viewerId: string): Promise<ViewerSide> {
  const [row] = await query<ViewerRow>(VIEWER_SQL, [viewerId]);
  if (!row)
    return { myListing: null, blocked: { userIds: new Set(), listingIds: new Set() }, hasLiveSeat: false };
  return {
    myListing: row.id === null ? null : part<Listing>(row, '', LISTING_KEYS),
    blocked: { userIds: new Set(row.blockedUserIds), listingIds: new Set(row.blockedListingIds) },
    hasLiveSeat: row.hasLiveSeat,
  };
}
