// Nothing is sent about a suspended student (issue 34, docs/decisions/284-what-others-see-of-a-suspended-student.md):
// an interest, a connection and a "we swapped" claim of theirs, queued before staff suspended them,
// reach nobody by mail or push, and a digest written before the suspension no longer names them.
// Real outbox worker, real SMTP receiver, a real push service stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  startHarness,
  studentWithListing,
} from '@campus-swap/test-support/notification-harness';
import { TEST_PUSH_POLICY } from '@campus-swap/test-support/push-receiver';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';
import { enqueueDigests } from '../delivery/digest.ts';
import { subscribePush } from '../notifications/settings.ts';
import { processOutbox } from '../delivery/worker.ts';
import { revealListing } from '../reveal.ts';
import { setSuspended } from './support.ts';
import { claimSwap } from '../swaps/pair-claims.ts';

/** Monday 1 February 2027; hours are campus time (UTC-5). */
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2027, 1, day, hour + 5, minute));
const STAFF = { id: '00000000-0000-4000-8000-000000000001', email: 'desk@rutgers.edu' };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const mailsTo = (email: string) => h.smtp.mails.filter((m) => m.to[0] === email);
const pushesTo = (device: string) => h.push.pushes.filter((p) => p.device === device);

describe('a student suspended after their messages were queued', () => {
  it('interest, connection and swap claim about them are skipped by mail and push; nothing goes to them', async () => {
    const { services } = h;
    const sam = await studentWithListing(services, 'Sam', DORM_LIVI_WANTS_BUSCH, at(1, 9));
    const ann = await studentWithListing(services, 'Ann', DORM_BUSCH_WANTS_LIVI, at(1, 9));
    const cal = await studentWithListing(services, 'Cal', DORM_BUSCH_WANTS_LIVI, at(1, 9));
    const dee = await studentWithListing(services, 'Dee', DORM_BUSCH_WANTS_LIVI, at(1, 9));
    for (const [s, device] of [
      [ann, 'ann-phone'],
      [cal, 'cal-phone'],
      [dee, 'dee-phone'],
    ] as const)
      await subscribePush(services.prisma, s.user.id, h.push.device(device).subscription, TEST_PUSH_POLICY);
    // Dee and Sam were connected earlier (those messages went out), then Sam says they swapped
    await revealListing(services.prisma, dee.user.id, sam.listingId, at(1, 9, 1));
    await revealListing(services.prisma, sam.user.id, dee.listingId, at(1, 9, 2));
    await processOutbox(h.notifier, at(1, 9, 3));
    const before = { mails: h.smtp.mails.length, pushes: h.push.pushes.length };
    await claimSwap(services.prisma, sam.user.id, dee.listingId, at(1, 10));
    // Sam shows interest in Ann; Cal and Sam connect
    await revealListing(services.prisma, sam.user.id, ann.listingId, at(1, 10, 1));
    await revealListing(services.prisma, cal.user.id, sam.listingId, at(1, 10, 2));
    await revealListing(services.prisma, sam.user.id, cal.listingId, at(1, 10, 3));

    await setSuspended(services, STAFF, sam.user.id, true, 'Fake listing.', at(1, 10, 4));
    await processOutbox(h.notifier, at(1, 10, 5));

    const rows = await services.prisma.notificationOutbox.findMany({
      where: { createdAt: { gte: at(1, 10) } },
      select: { userId: true, kind: true, channel: true, status: true, lastError: true },
    });
    const about = (userId: string) =>
      rows
        .filter((r) => r.userId === userId)
        .map((r) => [r.kind, r.channel, r.status, r.lastError])
        .sort();
    const skipped = (kind: string) => [
      [kind, 'EMAIL', 'SKIPPED', 'other account suspended'],
      [kind, 'PUSH', 'SKIPPED', 'other account suspended'],
    ];
    // the suspension called off their swaps with Dee and Cal, who are told so as for a closed account,
    // without a name (ADR 294); nothing else about Sam goes out
    const calledOff = [
      ['SWAP_CALLED_OFF', 'EMAIL', 'SENT', null],
      ['SWAP_CALLED_OFF', 'PUSH', 'SENT', null],
    ];
    expect(about(ann.user.id)).toEqual(skipped('INTEREST'));
    expect(about(dee.user.id)).toEqual([...calledOff, ...skipped('SWAP_CLAIM')]);
    expect(about(cal.user.id)).toEqual([...skipped('CONNECTION'), ...calledOff]);
    expect(about(sam.user.id).every((r) => r[3] === 'account suspended')).toBe(true);
    expect([h.smtp.mails.length, h.push.pushes.length]).toEqual([before.mails + 2, before.pushes + 2]);
    const sent = h.smtp.mails.slice(before.mails);
    expect(sent.map((m) => m.subject)).toEqual(['Your swap was called off', 'Your swap was called off']);
    for (const mail of sent) expect(mail.raw).not.toContain('Sam');
    for (const s of [ann, cal, dee])
      expect(mailsTo(s.user.email)).toHaveLength(s === dee ? 2 : s === cal ? 1 : 0);
    expect(pushesTo('ann-phone')).toEqual([]);
  });

  it('a digest written before the suspension is not sent naming them', async () => {
    const { services } = h;
    const eve = await studentWithListing(services, 'Eve', DORM_BUSCH_WANTS_LIVI, at(2, 9));
    const sue = await studentWithListing(services, 'Sue', DORM_LIVI_WANTS_BUSCH, at(2, 12));
    await enqueueDigests(services, at(2, 17, 5));
    const digest = await services.prisma.notificationOutbox.findFirstOrThrow({
      where: { userId: eve.user.id, kind: 'DIGEST' },
    });
    expect(digest.listingIds).toContain(sue.listingId);
    await setSuspended(services, STAFF, sue.user.id, true, 'Spam.', at(2, 17, 6));
    await processOutbox(h.notifier, at(2, 17, 7));
    const settled = await services.prisma.notificationOutbox.findUniqueOrThrow({ where: { id: digest.id } });
    expect([settled.status, settled.lastError]).toEqual(['SKIPPED', 'no longer a match']);
    expect(mailsTo(eve.user.email)).toEqual([]);
  });
});
