-- A swap called off because a member's listing expired after 60 days without a visit (ADR 294's
-- call-off reasons; the housekeeping job). Shown to the others as any closed listing.
-- AlterEnum
ALTER TYPE "SwapCallOffReason" ADD VALUE 'EXPIRED';
