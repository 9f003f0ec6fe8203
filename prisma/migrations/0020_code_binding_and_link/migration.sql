-- ADR 281: sign-in codes bound to the asking browser, a sign-in link, and the pending code sealed (the
-- plain pendingCode is dropped: a mail still pending then goes out with a fresh code, as after 0015).
-- AlterTable
ALTER TABLE "OneTimeCode" DROP COLUMN "pendingCode",
ADD COLUMN     "linkHash" TEXT,
ADD COLUMN     "pendingSealed" TEXT,
ADD COLUMN     "requesterHash" TEXT;
