-- CreateTable
CREATE TABLE "CodeMail" (
    "id" UUID NOT NULL,
    "codeId" UUID,
    "email" TEXT NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "availableAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMP(3),

    CONSTRAINT "CodeMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CodeMail_codeId_key" ON "CodeMail"("codeId");

-- CreateIndex
CREATE INDEX "CodeMail_status_availableAt_idx" ON "CodeMail"("status", "availableAt");

-- CreateIndex
CREATE INDEX "CodeMail_status_settledAt_idx" ON "CodeMail"("status", "settledAt");

-- AddForeignKey
ALTER TABLE "CodeMail" ADD CONSTRAINT "CodeMail_codeId_fkey" FOREIGN KEY ("codeId") REFERENCES "OneTimeCode"("id") ON DELETE SET NULL ON UPDATE CASCADE;
