-- "We swapped" tells the other student (issue 24, docs/decisions/185-swap-claim-notification.md): a
-- notification kind of its own, so students can switch it off per channel like the others.
-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'SWAP_CLAIM';
