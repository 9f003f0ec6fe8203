-- AlterTable
ALTER TABLE "OidcAttempt" ADD COLUMN     "returnTo" TEXT;
