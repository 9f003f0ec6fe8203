// Push services in trouble (issue 28, ADR 219), with the repo's push service stand-in: one student's
// push service holds every request without answering, another's has forgotten the subscription (404).
// The worker gives up on the slow one after the push timeout and retries it later with backoff, drops
// the forgotten subscription, and meanwhile another student's push and email go out: they arrive
// before the worker gives up on the slow request, not after it.
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';
import {
  type Harness,
  startHarness,
  studentWithListing,
} from '@campus-swap/test-support/notification-harness';
import { TEST_PUSH_POLICY } from '@campus-swap/test-support/push-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revealListing } from '../reveal.ts';
import { subscribePush } from '../notifications/settings.ts';
import { processOutbox } from './worker.ts';

let h: Harness;
const NOW = new Date('2027-03-02T15:00:00Z');

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('a slow and a forgotten push subscription', () => {
  it('time out and retry, or are dropped, while other students get their pushes and mails', async () => {
    const { services, push } = h;
    const alice = await studentWithListing(services, 'Alice', DORM_BUSCH_WANTS_LIVI, NOW);
    const slow = await studentWithListing(services, 'Sam', DORM_LIVI_WANTS_BUSCH, NOW);
    const gone = await studentWithListing(services, 'Gus', DORM_LIVI_WANTS_BUSCH, NOW);
    const fine = await studentWithListing(services, 'Fay', DORM_LIVI_WANTS_BUSCH, NOW);
    const devices = {
      slow: push.device('sam-phone'),
      gone: push.device('gus-phone'),
      fine: push.device('fay-phone'),
    };
    devices.slow.delayMs = 60_000; // longer than the sender waits
    devices.gone.status = 404;
    await subscribePush(services.prisma, slow.user.id, devices.slow.subscription, TEST_PUSH_POLICY);
    await subscribePush(services.prisma, gone.user.id, devices.gone.subscription, TEST_PUSH_POLICY);
    await subscribePush(services.prisma, fine.user.id, devices.fine.subscription, TEST_PUSH_POLICY);
    // Alice shows interest in all three: an email and a push for each, Sam's first in the queue
    for (const other of [slow, gone, fine])
      await revealListing(services.prisma, alice.user.id, other.listingId, NOW);

    const report = await processOutbox(h.notifier, new Date(NOW.getTime() + 1000));

    // Fay's push arrived before the worker gave up on Sam's held request, not after it
    const { events } = push;
    // the push service sees the dropped connection a moment after the sender gave up (bounded wait)
    for (let i = 0; i < 100 && !events.includes('dropped sam-phone'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(events).toContain('request sam-phone');
    expect(events).toContain('push fay-phone');
    expect(events).toContain('dropped sam-phone');
    expect(events.indexOf('push fay-phone')).toBeLessThan(events.indexOf('dropped sam-phone'));
    expect(push.pushes.filter((p) => p.device === 'fay-phone')).toHaveLength(1);
    expect(push.pushes.filter((p) => p.device === 'sam-phone')).toHaveLength(0);
    // everyone's email went out, Sam's too
    for (const s of [slow, gone, fine]) {
      expect(h.smtp.mails.filter((m) => m.to[0] === s.user.email)).toHaveLength(1);
    }
    // Sam's push: timed out, waits for a retry; his subscription stays
    const samPush = await services.prisma.notificationOutbox.findFirstOrThrow({
      where: { userId: slow.user.id, channel: 'PUSH' },
    });
    expect(samPush).toMatchObject({ status: 'PENDING', lockedUntil: null, attempts: 1 });
    expect(samPush.availableAt.getTime()).toBeGreaterThan(NOW.getTime() + 1000);
    expect(samPush.lastError).toMatch(/timed? ?out|socket hang up|ECONNRESET/i);
    expect(await services.prisma.pushSubscription.count({ where: { userId: slow.user.id } })).toBe(1);
    // Gus's push service forgot him: the subscription is dropped, nothing left to retry
    expect(await services.prisma.pushSubscription.count({ where: { userId: gone.user.id } })).toBe(0);
    const gusPush = await services.prisma.notificationOutbox.findFirstOrThrow({
      where: { userId: gone.user.id, channel: 'PUSH' },
    });
    expect(gusPush.status).toBe('SKIPPED');
    expect(report).toMatchObject({ retried: 1 });

    // Sam's push service answers again: the retry delivers once
    devices.slow.delayMs = 0;
    const retry = await processOutbox(h.notifier, samPush.availableAt);
    expect(retry).toMatchObject({ sent: 1, retried: 0 });
    expect(push.pushes.filter((p) => p.device === 'sam-phone')).toHaveLength(1);
  });
});
