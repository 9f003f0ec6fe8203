-- AlterTable
ALTER TABLE "OneTimeCode" ADD COLUMN     "pendingCode" TEXT;
