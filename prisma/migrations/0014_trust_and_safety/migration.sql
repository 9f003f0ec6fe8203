-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('FAKE', 'SPAM', 'HARASSMENT', 'ALREADY_SWAPPED', 'OTHER');

-- CreateEnum
CREATE TYPE "StaffActionKind" AS ENUM ('HIDE_LISTING', 'RESTORE_LISTING', 'SUSPEND', 'UNSUSPEND');

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'REPORT';

-- AlterTable
ALTER TABLE "Listing" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "NotificationOutbox" ADD COLUMN     "reportId" UUID;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "suspendedAt" TIMESTAMP(3),
ADD COLUMN     "suspendedReason" TEXT;

-- CreateTable
CREATE TABLE "Block" (
    "id" UUID NOT NULL,
    "blockerId" UUID NOT NULL,
    "blockedId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Block_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Report" (
    "id" UUID NOT NULL,
    "reporterId" UUID NOT NULL,
    "listingId" UUID NOT NULL,
    "reportedUserId" UUID NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "details" TEXT,
    "openKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "handledAt" TIMESTAMP(3),

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffAction" (
    "id" UUID NOT NULL,
    "staffEmail" TEXT NOT NULL,
    "action" "StaffActionKind" NOT NULL,
    "targetUserId" UUID,
    "targetListingId" UUID,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffAction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SwapClaim" (
    "id" UUID NOT NULL,
    "pairKey" TEXT NOT NULL,
    "claimerId" UUID NOT NULL,
    "otherId" UUID NOT NULL,
    "type" "ListingType" NOT NULL,
    "campus" TEXT,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),
    "disputedAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "SwapClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Block_blockedId_idx" ON "Block"("blockedId");

-- CreateIndex
CREATE UNIQUE INDEX "Block_blockerId_blockedId_key" ON "Block"("blockerId", "blockedId");

-- CreateIndex
CREATE UNIQUE INDEX "Report_openKey_key" ON "Report"("openKey");

-- CreateIndex
CREATE INDEX "Report_listingId_idx" ON "Report"("listingId");

-- CreateIndex
CREATE INDEX "StaffAction_createdAt_idx" ON "StaffAction"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SwapClaim_pairKey_key" ON "SwapClaim"("pairKey");

-- CreateIndex
CREATE INDEX "SwapClaim_closedAt_idx" ON "SwapClaim"("closedAt");

-- AddForeignKey
ALTER TABLE "Block" ADD CONSTRAINT "Block_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Block" ADD CONSTRAINT "Block_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;
