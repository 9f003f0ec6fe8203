// Blocks and notifications (docs/decisions/180-blocks.md): an interest queued before a block is not
// sent, a digest never names a blocked student (neither when it is written nor when it is sent), and
// nothing about the block reaches the blocked student. Real outbox worker, real SMTP receiver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  startHarness,
  studentWithListing,
} from '@campus-swap/test-support/notification-harness';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';
import { enqueueDigests } from '../delivery/digest.ts';
import { processOutbox } from '../delivery/worker.ts';
import { revealListing } from '../reveal.ts';
import { blockByListing, unblock } from './blocks.ts';

/** Monday 1 February 2027; hours are campus time (UTC-5). */
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2027, 1, day, hour + 5, minute));

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const subjectsTo = (email: string) => h.smtp.mails.filter((m) => m.to[0] === email).map((m) => m.subject);

describe('notifications around a block', () => {
  it('an interest queued before the block is skipped; the blocked student is told nothing', async () => {
    const ann = await studentWithListing(h.services, 'Ann', DORM_BUSCH_WANTS_LIVI, at(1, 9));
    const ben = await studentWithListing(h.services, 'Ben', DORM_LIVI_WANTS_BUSCH, at(1, 9));
    await revealListing(h.services.prisma, ben.user.id, ann.listingId, at(1, 10));
    await blockByListing(h.services.prisma, ann.user.id, ben.listingId, at(1, 10, 1));
    const report = await processOutbox(h.notifier, at(1, 10, 2));
    expect(report.sent).toBe(0);
    const rows = await h.services.prisma.notificationOutbox.findMany({ where: { userId: ann.user.id } });
    expect(rows.map((r) => [r.status, r.lastError])).toEqual([['SKIPPED', 'blocked']]);
    expect(subjectsTo(ann.user.email)).toEqual([]);
    expect(subjectsTo(ben.user.email)).toEqual([]);
  });

  it('a digest names no blocked student, whether the block came before it was written or before it was sent', async () => {
    const cat = await studentWithListing(h.services, 'Cat', DORM_BUSCH_WANTS_LIVI, at(2, 9));
    const dan = await studentWithListing(h.services, 'Dan', DORM_LIVI_WANTS_BUSCH, at(2, 12));
    const eve = await studentWithListing(h.services, 'Eve', DORM_LIVI_WANTS_BUSCH, at(2, 12));
    const block = await blockByListing(h.services.prisma, cat.user.id, dan.listingId, at(2, 13));
    await enqueueDigests(h.services, at(2, 17, 5));
    const digest = await h.services.prisma.notificationOutbox.findFirstOrThrow({
      where: { userId: cat.user.id, kind: 'DIGEST' },
    });
    expect(digest.listingIds).toEqual([eve.listingId]);
    // Eve blocks Cat after the digest was written: it is no longer sent at all
    await blockByListing(h.services.prisma, eve.user.id, cat.listingId, at(2, 17, 6));
    await processOutbox(h.notifier, at(2, 17, 7));
    const settled = await h.services.prisma.notificationOutbox.findUniqueOrThrow({
      where: { id: digest.id },
    });
    expect([settled.status, settled.lastError]).toEqual(['SKIPPED', 'no longer a match']);
    expect(subjectsTo(cat.user.email)).toEqual([]);
    await unblock(h.services, cat.user.id, block.view.id);
  });
});
