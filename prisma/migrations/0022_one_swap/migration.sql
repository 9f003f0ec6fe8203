-- One swap after the match (docs/decisions/294-one-swap-after-the-match.md): "Swap" and "SwapMember"
-- replace "SwapClaim" (a pair's "we swapped") and the connected state of "SwapCycle" as what the
-- product knows of a swap. The rows that exist carry over below, then "SwapClaim" goes.

-- CreateEnum
CREATE TYPE "SwapKind" AS ENUM ('PAIR', 'THREE_WAY');

-- CreateEnum
CREATE TYPE "SwapState" AS ENUM ('CONNECTED', 'CLAIMED', 'DONE', 'CALLED_OFF');

-- CreateEnum
CREATE TYPE "SwapCallOffReason" AS ENUM ('SWAPPED_ELSEWHERE', 'DEACTIVATED', 'DELETED', 'SUSPENDED', 'BLOCKED', 'MEMBER');

-- CreateTable
CREATE TABLE "Swap" (
    "id" UUID NOT NULL,
    "kind" "SwapKind" NOT NULL,
    "type" "ListingType" NOT NULL,
    "state" "SwapState" NOT NULL DEFAULT 'CONNECTED',
    "pairKey" TEXT,
    "cycleId" UUID,
    "campus" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedAt" TIMESTAMP(3),
    "claimedById" UUID,
    "disputedAt" TIMESTAMP(3),
    "doneAt" TIMESTAMP(3),
    "confirmed" BOOLEAN NOT NULL DEFAULT false,
    "calledOffAt" TIMESTAMP(3),
    "callOffReason" "SwapCallOffReason",
    "calledOffById" UUID,

    CONSTRAINT "Swap_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SwapMember" (
    "swapId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "userId" UUID,
    "have" TEXT NOT NULL,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "SwapMember_pkey" PRIMARY KEY ("swapId","position")
);

-- CreateIndex
CREATE UNIQUE INDEX "Swap_cycleId_key" ON "Swap"("cycleId");

-- CreateIndex
CREATE INDEX "Swap_pairKey_idx" ON "Swap"("pairKey");

-- CreateIndex
CREATE INDEX "Swap_state_idx" ON "Swap"("state");

-- CreateIndex
CREATE INDEX "Swap_doneAt_idx" ON "Swap"("doneAt");

-- CreateIndex
CREATE INDEX "SwapMember_userId_idx" ON "SwapMember"("userId");

-- AddForeignKey
ALTER TABLE "SwapMember" ADD CONSTRAINT "SwapMember_swapId_fkey" FOREIGN KEY ("swapId") REFERENCES "Swap"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SwapMember" ADD CONSTRAINT "SwapMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What a listing gives, in words, as describeHave (schema/src/services/cards/listing-text.ts) says it.
CREATE FUNCTION "campus_swap_tmp_have"(l "Listing") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN l."id" IS NULL THEN ''
              WHEN l."type" = 'PARKING' THEN COALESCE(l."permitNow", '')
              ELSE concat_ws(' · ', NULLIF(l."campusNow", ''), NULLIF(l."dormNow", ''), NULLIF(l."roomTypeNow", '')) END
$$;
-- A listing's campus, as campusOf (swap-record/campus.ts) says it.
CREATE FUNCTION "campus_swap_tmp_campus"(l "Listing") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN l."id" IS NULL THEN NULL
              WHEN l."type" = 'PARKING' THEN NULLIF(split_part(COALESCE(l."permitNow", ''), ' - ', 1), '')
              ELSE l."campusNow" END
$$;

-- 1. Every "we swapped" claim becomes a pair's swap with the claim's id: closed -> DONE (confirmed when
--    the other student confirmed it), open -> CLAIMED, disputed -> CONNECTED with disputedAt.
INSERT INTO "Swap" ("id", "kind", "type", "state", "pairKey", "campus", "createdAt", "claimedAt",
                    "claimedById", "disputedAt", "doneAt", "confirmed")
SELECT sc."id", 'PAIR', sc."type",
       (CASE WHEN sc."closedAt" IS NOT NULL THEN 'DONE'
             WHEN sc."disputedAt" IS NOT NULL THEN 'CONNECTED'
             ELSE 'CLAIMED' END)::"SwapState",
       sc."pairKey", sc."campus",
       COALESCE((SELECT GREATEST(r1."createdAt", r2."createdAt") FROM "Reveal" r1
                 JOIN "Reveal" r2 ON r2."userId" = r1."targetUserId" AND r2."targetUserId" = r1."userId"
                 WHERE r1."userId" = sc."claimerId" AND r1."targetUserId" = sc."otherId"), sc."claimedAt"),
       sc."claimedAt", sc."claimerId", sc."disputedAt", sc."closedAt", sc."confirmedAt" IS NOT NULL
FROM "SwapClaim" sc;

INSERT INTO "SwapMember" ("swapId", "position", "userId", "have", "doneAt")
SELECT sc."id", 0, u."id", "campus_swap_tmp_have"(l),
       CASE WHEN sc."disputedAt" IS NULL OR sc."closedAt" IS NOT NULL THEN sc."claimedAt" END
FROM "SwapClaim" sc LEFT JOIN "User" u ON u."id" = sc."claimerId" LEFT JOIN "Listing" l ON l."userId" = sc."claimerId"
UNION ALL
SELECT sc."id", 1, u."id", "campus_swap_tmp_have"(l), sc."confirmedAt"
FROM "SwapClaim" sc LEFT JOIN "User" u ON u."id" = sc."otherId" LEFT JOIN "Listing" l ON l."userId" = sc."otherId";

-- 2. Every other connected pair (both revealed, no claim) becomes a CONNECTED swap.
INSERT INTO "Swap" ("id", "kind", "type", "state", "pairKey", "campus", "createdAt")
SELECT gen_random_uuid(), 'PAIR', COALESCE(la."type", lb."type"), 'CONNECTED',
       r1."userId"::text || ':' || r1."targetUserId"::text,
       (SELECT string_agg(DISTINCT c COLLATE "C", ' ↔ ' ORDER BY c COLLATE "C")
        FROM (VALUES ("campus_swap_tmp_campus"(la)), ("campus_swap_tmp_campus"(lb))) v(c) WHERE c IS NOT NULL),
       GREATEST(r1."createdAt", r2."createdAt")
FROM "Reveal" r1
JOIN "Reveal" r2 ON r2."userId" = r1."targetUserId" AND r2."targetUserId" = r1."userId"
LEFT JOIN "Listing" la ON la."userId" = r1."userId"
LEFT JOIN "Listing" lb ON lb."userId" = r1."targetUserId"
WHERE r1."userId" < r1."targetUserId" AND COALESCE(la."type", lb."type") IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "SwapClaim" sc WHERE sc."pairKey" = r1."userId"::text || ':' || r1."targetUserId"::text);

INSERT INTO "SwapMember" ("swapId", "position", "userId", "have")
SELECT s."id", p.position, p."userId", "campus_swap_tmp_have"(l)
FROM "Swap" s
CROSS JOIN LATERAL (VALUES (0, split_part(s."pairKey", ':', 1)::uuid), (1, split_part(s."pairKey", ':', 2)::uuid))
  AS p(position, "userId")
LEFT JOIN "Listing" l ON l."userId" = p."userId"
WHERE s."kind" = 'PAIR' AND NOT EXISTS (SELECT 1 FROM "SwapMember" m WHERE m."swapId" = s."id");

-- 3. Every connected 3-way swap becomes a CONNECTED swap of its three members.
INSERT INTO "Swap" ("id", "kind", "type", "state", "cycleId", "campus", "createdAt")
SELECT gen_random_uuid(), 'THREE_WAY', c."type", 'CONNECTED', c."id",
       (SELECT string_agg(DISTINCT "campus_swap_tmp_campus"(l) COLLATE "C", ' ↔ '
                          ORDER BY "campus_swap_tmp_campus"(l) COLLATE "C")
        FROM "SwapCycleMember" m JOIN "Listing" l ON l."id" = m."listingId" WHERE m."cycleId" = c."id"),
       COALESCE(c."connectedAt", c."createdAt")
FROM "SwapCycle" c WHERE c."status" = 'CONNECTED';

INSERT INTO "SwapMember" ("swapId", "position", "userId", "have")
SELECT s."id", m."position", m."userId", "campus_swap_tmp_have"(l)
FROM "Swap" s JOIN "SwapCycleMember" m ON m."cycleId" = s."cycleId" JOIN "Listing" l ON l."id" = m."listingId"
WHERE s."kind" = 'THREE_WAY';

-- 4. A swap that could no longer happen is called off, as the product now does at the moment it
--    happens: a member's account deleted (or purged), suspended, a block between two members, or a
--    member's listing closed by a later done swap (issue 37: Alice's 3-way outlived her room).
UPDATE "Swap" s SET "state" = 'CALLED_OFF', "calledOffAt" = now() AT TIME ZONE 'UTC', "callOffReason" = 'DELETED'
WHERE s."state" IN ('CONNECTED', 'CLAIMED') AND EXISTS (
  SELECT 1 FROM "SwapMember" m LEFT JOIN "User" u ON u."id" = m."userId"
  WHERE m."swapId" = s."id" AND (u."id" IS NULL OR u."deletedAt" IS NOT NULL));
UPDATE "Swap" s SET "state" = 'CALLED_OFF', "calledOffAt" = now() AT TIME ZONE 'UTC', "callOffReason" = 'SUSPENDED'
WHERE s."state" IN ('CONNECTED', 'CLAIMED') AND EXISTS (
  SELECT 1 FROM "SwapMember" m JOIN "User" u ON u."id" = m."userId"
  WHERE m."swapId" = s."id" AND u."suspendedAt" IS NOT NULL);
UPDATE "Swap" s SET "state" = 'CALLED_OFF', "calledOffAt" = now() AT TIME ZONE 'UTC', "callOffReason" = 'BLOCKED'
WHERE s."state" IN ('CONNECTED', 'CLAIMED') AND EXISTS (
  SELECT 1 FROM "Block" b JOIN "SwapMember" m1 ON m1."userId" = b."blockerId"
  JOIN "SwapMember" m2 ON m2."userId" = b."blockedId"
  WHERE m1."swapId" = s."id" AND m2."swapId" = s."id");
UPDATE "Swap" s SET "state" = 'CALLED_OFF', "calledOffAt" = now() AT TIME ZONE 'UTC',
       "callOffReason" = 'SWAPPED_ELSEWHERE'
WHERE s."state" IN ('CONNECTED', 'CLAIMED') AND EXISTS (
  SELECT 1 FROM "SwapMember" m JOIN "SwapMember" m2 ON m2."userId" = m."userId" AND m2."swapId" <> m."swapId"
  JOIN "Swap" done ON done."id" = m2."swapId"
  WHERE m."swapId" = s."id" AND done."state" = 'DONE' AND done."doneAt" >= s."createdAt");

-- A 3-way swap that is over leaves the matches page: its cycle row stays (the same three are not
-- offered again) as a declined one.
UPDATE "SwapCycle" c SET "status" = 'DECLINED'
WHERE c."status" = 'CONNECTED'
  AND EXISTS (SELECT 1 FROM "Swap" s WHERE s."cycleId" = c."id" AND s."state" IN ('DONE', 'CALLED_OFF'));

DROP FUNCTION "campus_swap_tmp_have"("Listing");
DROP FUNCTION "campus_swap_tmp_campus"("Listing");

-- DropTable
DROP TABLE "SwapClaim";
