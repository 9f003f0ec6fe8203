// The candidates of one computed matches read in one flat SQL statement (ADR 153): each listing with the
// columns a card needs, its owner's, and the reveal state between the owner and the viewer. Prisma's
// `include` (the owner, and the reveals as two nested relations) cost a fifth of a computed read's CPU
// in mapping nested JSON rows back to objects; a flat row costs a fraction of that, and PostgreSQL
// probes Reveal's unique (userId, targetUserId) index twice per row instead of aggregating JSON.
// Contact details leave the database only for a connected pair (both revealed); `otherStudent` still
// decides what a card shows.
import type { Listing } from '@campus-swap/prisma/client';
import type { SqlQuery } from '@campus-swap/prisma/read-transaction';
import { listingColumns } from './listing-columns.ts';

/** One candidate listing (every column, as Prisma's `Listing`, so the rules take it) with its owner's fields. */
export type CandidateRow = Listing & {
  // the owner (User)
  name: string | null;
  age: number | null;
  year: string | null;
  /** null unless the viewer and the owner both revealed */
  email: string | null;
  instagram: string | null;
  linkedin: string | null;
  deletedAt: Date | null;
  suspendedAt: Date | null;
  /** the viewer revealed to the owner */
  revealedByMe: boolean;
  /** the owner revealed to the viewer */
  revealedToMe: boolean;
};

// Reveal is unique on (userId, targetUserId): each LEFT JOIN adds at most one row
const CANDIDATES_SQL = `
SELECT ${listingColumns('l')},
  o."name", o."age", o."year", o."deletedAt", o."suspendedAt",
  CASE WHEN mine."id" IS NOT NULL AND theirs."id" IS NOT NULL THEN o."email" END AS "email",
  CASE WHEN mine."id" IS NOT NULL AND theirs."id" IS NOT NULL THEN o."instagram" END AS "instagram",
  CASE WHEN mine."id" IS NOT NULL AND theirs."id" IS NOT NULL THEN o."linkedin" END AS "linkedin",
  mine."id" IS NOT NULL AS "revealedByMe",
  theirs."id" IS NOT NULL AS "revealedToMe"
FROM "Listing" l
JOIN "User" o ON o."id" = l."userId"
LEFT JOIN "Reveal" mine ON mine."userId" = $1::uuid AND mine."targetUserId" = l."userId"
LEFT JOIN "Reveal" theirs ON theirs."userId" = l."userId" AND theirs."targetUserId" = $1::uuid
WHERE l."id" = ANY($2::uuid[])`;

/** The candidate listings `ids` (any order; gone ones are missing) as `viewerId` may see them. */
export function candidateRows(query: SqlQuery, viewerId: string, ids: string[]): Promise<CandidateRow[]> {
  return query<CandidateRow>(CANDIDATES_SQL, [viewerId, ids]);
}
