-- One mailbox, one account (issue 34, docs/decisions/283-one-mailbox-one-account-and-reports-that-flag.md).
-- Sign-in now refuses an address with a +tag: on the school's mail `x+1@rutgers.edu` reaches the inbox
-- of `x@rutgers.edu`, so each such account belongs to whoever reads that inbox. Data only, no schema:
--   * of the live accounts whose address has a +tag, the oldest one of each base address takes that
--     base address when no live account holds it: its student keeps listing, reveals, connections and
--     password under the address they can still sign in with (nothing is merged: the base was free);
--   * a deleted account still holding such a base address is purged first, as signing in to it again
--     would (findOrCreateUser: deletion is final);
--   * every other live +tag account (a second one of the same inbox, or one beside a live account of
--     the base address, e.g. made to get round a block or a suspension) is closed as a deletion closes
--     an account: sessions and API tokens gone, listing inactive, purged after 30 days by the job.
-- The User, Session and ApiToken triggers of 0016 tell running gateways, as for any such write.
CREATE TEMPORARY TABLE "_tagged" AS
SELECT u."id",
       split_part(u."email", '+', 1) || substring(u."email" FROM position('@' IN u."email")) AS "base",
       row_number() OVER (
         PARTITION BY split_part(u."email", '+', 1) || substring(u."email" FROM position('@' IN u."email"))
         ORDER BY u."createdAt", u."id") AS "rank"
FROM "User" u
WHERE u."deletedAt" IS NULL AND position('+' IN split_part(u."email", '@', 1)) > 0;

-- the oldest tagged account of a base that no live account holds
CREATE TEMPORARY TABLE "_keeper" AS
SELECT t."id", t."base" FROM "_tagged" t
WHERE t."rank" = 1
  AND NOT EXISTS (SELECT 1 FROM "User" b WHERE b."email" = t."base" AND b."deletedAt" IS NULL);

DELETE FROM "User" b USING "_keeper" k WHERE b."email" = k."base" AND b."deletedAt" IS NOT NULL;

UPDATE "User" u SET "email" = k."base", "updatedAt" = now() AT TIME ZONE 'UTC'
FROM "_keeper" k WHERE u."id" = k."id";

CREATE TEMPORARY TABLE "_closed" AS
SELECT t."id" FROM "_tagged" t WHERE NOT EXISTS (SELECT 1 FROM "_keeper" k WHERE k."id" = t."id");

UPDATE "Listing" l SET "active" = false, "updatedAt" = now() AT TIME ZONE 'UTC'
FROM "_closed" c WHERE l."userId" = c."id" AND l."active";
DELETE FROM "Session" s USING "_closed" c WHERE s."userId" = c."id";
DELETE FROM "ApiToken" a USING "_closed" c WHERE a."userId" = c."id";
UPDATE "User" u SET "deletedAt" = now() AT TIME ZONE 'UTC', "updatedAt" = now() AT TIME ZONE 'UTC'
FROM "_closed" c WHERE u."id" = c."id";

DROP TABLE "_tagged", "_keeper", "_closed";
