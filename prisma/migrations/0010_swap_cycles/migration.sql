-- CreateEnum
CREATE TYPE "SwapCycleStatus" AS ENUM ('OFFERED', 'CONNECTED', 'DECLINED');

-- CreateTable
CREATE TABLE "SwapCycle" (
    "id" UUID NOT NULL,
    "type" "ListingType" NOT NULL,
    "memberKey" TEXT NOT NULL,
    "status" "SwapCycleStatus" NOT NULL DEFAULT 'OFFERED',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "connectedAt" TIMESTAMP(3),

    CONSTRAINT "SwapCycle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SwapCycleMember" (
    "cycleId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "listingId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "listingUpdatedAt" TIMESTAMP(3) NOT NULL,
    "joinedAt" TIMESTAMP(3),

    CONSTRAINT "SwapCycleMember_pkey" PRIMARY KEY ("cycleId","position")
);

-- CreateIndex
CREATE UNIQUE INDEX "SwapCycle_memberKey_key" ON "SwapCycle"("memberKey");

-- CreateIndex
CREATE INDEX "SwapCycle_status_idx" ON "SwapCycle"("status");

-- CreateIndex
CREATE INDEX "SwapCycleMember_listingId_idx" ON "SwapCycleMember"("listingId");

-- CreateIndex
CREATE INDEX "SwapCycleMember_userId_idx" ON "SwapCycleMember"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "SwapCycleMember_cycleId_userId_key" ON "SwapCycleMember"("cycleId", "userId");

-- AddForeignKey
ALTER TABLE "SwapCycleMember" ADD CONSTRAINT "SwapCycleMember_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "SwapCycle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SwapCycleMember" ADD CONSTRAINT "SwapCycleMember_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SwapCycleMember" ADD CONSTRAINT "SwapCycleMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
