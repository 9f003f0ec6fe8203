-- What a swap's members are sent (docs/decisions/294-one-swap-after-the-match.md): four kinds, each its own
-- setting, and the swap or 3-way offer a message is about. PostgreSQL 12+ and PGlite add enum values
-- inside a transaction; nothing here uses them before it commits.

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'CYCLE_OFFERED';
ALTER TYPE "NotificationKind" ADD VALUE 'CYCLE_CONNECTED';
ALTER TYPE "NotificationKind" ADD VALUE 'SWAP_CALLED_OFF';
ALTER TYPE "NotificationKind" ADD VALUE 'SWAP_DONE';

-- AlterTable
ALTER TABLE "NotificationOutbox" ADD COLUMN     "cycleId" UUID,
ADD COLUMN     "swapId" UUID;
