// A scripted week of activity on an injected clock (issue 11): reveals, a connection, digests, the daily
// cap, an unsubscribe link, an expired push subscription, and students who must get nothing (deleted,
// deactivated, unverified). Each step runs the outbox worker and checks exactly which emails reached
// the SMTP receiver and which pushes reached the local push service (payloads decrypted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  type Student,
} from '@campus-swap/test-support/listing-fixtures';
import {
  type Harness,
  header,
  startHarness,
  studentWithListing,
  textPart,
  UNSUBSCRIBE_SECRET,
} from '@campus-swap/test-support/notification-harness';
import { TEST_PUSH_POLICY } from '@campus-swap/test-support/push-receiver';
import { revealListing } from '../reveal.ts';
import { enqueueDigests } from './digest.ts';
import { subscribePush } from '../notifications/settings.ts';
import { applyUnsubscribe, verifyUnsubscribe } from '../notifications/unsubscribe.ts';
import { processOutbox } from './worker.ts';

/** Day 1 is Monday 1 February 2027 (campus time is UTC-5 all week); hours are campus time. */
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2027, 1, day, hour + 5, minute));

const PARKING = {
  type: 'PARKING',
  permitNow: 'Busch - Commuter',
  permitWant: 'Livingston - Commuter',
  moveWhen: 'ASAP',
};
/** A preference match for Alice (score 70) and no match for Bea. */
const C_LISTING = {
  ...DORM_LIVI_WANTS_BUSCH,
  campusWant: ['Busch'],
  dormWant: ['Allen Hall'],
  roomTypeWant: ['Single'],
};

let h: Harness;
type S = Student & { listingId: string };
let alice: S, bea: S, cal: S, gus: S;
const ds: S[] = [];
const names = new Map<string, string>();
let mailsSeen = 0;
let pushesSeen = 0;

/** Runs the worker at `now` and answers what it delivered: "Name: subject" and "Name push: title". */
async function deliver(now: Date): Promise<{ mails: string[]; pushes: string[] }> {
  await processOutbox(h.notifier, now);
  const mails = h.smtp.mails.slice(mailsSeen).map((m) => `${names.get(m.to[0]!)}: ${m.subject}`);
  const pushes = h.push.pushes
    .slice(pushesSeen)
    .map((p) => `${p.device} push: ${(p.payload as { title: string }).title}`);
  mailsSeen = h.smtp.mails.length;
  pushesSeen = h.push.pushes.length;
  return { mails: mails.sort(), pushes: pushes.sort() };
}

const mailTo = (student: Student, subject: string) =>
  h.smtp.mails.find((m) => m.to[0] === student.user.email && m.subject === subject);

beforeAll(async () => {
  h = await startHarness();
  const { services } = h;
  alice = await studentWithListing(services, 'Alice', DORM_BUSCH_WANTS_LIVI, at(1, 9));
  bea = await studentWithListing(services, 'Bea', DORM_LIVI_WANTS_BUSCH, at(1, 9, 1));
  for (const s of [alice, bea]) names.set(s.user.email, s.user.name!);
  await subscribePush(
    services.prisma,
    bea.user.id,
    h.push.device('bea-phone').subscription,
    TEST_PUSH_POLICY,
  );
});

afterAll(async () => {
  await h?.close();
});

describe('a week of notifications', () => {
  it('day 1: an interest email and push to Bea, without Alice’s contact details', async () => {
    expect(await revealListing(h.services.prisma, alice.user.id, bea.listingId, at(1, 10))).toBe('pending');
    expect(await deliver(at(1, 10, 1))).toEqual({
      mails: ['Bea: Alice is interested in swapping with you'],
      pushes: ['bea-phone push: Alice is interested in swapping with you'],
    });
    const mail = mailTo(bea, 'Alice is interested in swapping with you')!;
    const text = textPart(mail);
    expect(text).toContain('They have: Busch · Judson Suites · Suite');
    expect(text).toContain('http://localhost:3000/requests');
    for (const contact of [alice.user.email, alice.user.instagram!, alice.user.linkedin!])
      expect(mail.raw).not.toContain(contact);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    // RFC 8058: a signed one-click link for this kind, and the One-Click POST marker
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?/);
    expect(verifyUnsubscribe(UNSUBSCRIBE_SECRET, Object.fromEntries(new URL(link!).searchParams))).toEqual({
      userId: bea.user.id,
      channel: 'EMAIL',
      kind: 'INTEREST',
    });
    const push = h.push.pushes.at(-1)!;
    expect(push.vapid).toBe(true);
    expect(push.ttl).toBe('86400');
    expect(push.payload).toEqual({
      title: 'Alice is interested in swapping with you',
      body: expect.stringContaining('They have: Busch · Judson Suites · Suite'),
      url: '/requests',
      tag: 'interest',
    });
    expect(JSON.stringify(push.payload)).not.toContain(alice.user.email);
  });

  it('day 1: Bea reveals back and both get the connection notice, once', async () => {
    expect(await revealListing(h.services.prisma, bea.user.id, alice.listingId, at(1, 11))).toBe('connected');
    // revealing again is idempotent and queues nothing
    expect(await revealListing(h.services.prisma, bea.user.id, alice.listingId, at(1, 11, 1))).toBe(
      'connected',
    );
    expect(await deliver(at(1, 11, 2))).toEqual({
      mails: ['Alice: You and Bea are connected', 'Bea: You and Alice are connected'],
      pushes: ['bea-phone push: You and Alice are connected'],
    });
    const mail = mailTo(alice, 'You and Bea are connected')!;
    expect(textPart(mail)).toContain('Their contact details are in the app');
    for (const contact of [bea.user.email, bea.user.instagram!, bea.user.linkedin!])
      expect(mail.raw).not.toContain(contact);
  });

  it('day 1: the 17:00 digest names Cal’s new listing to Alice only', async () => {
    cal = await studentWithListing(h.services, 'Cal', C_LISTING, at(1, 12));
    names.set(cal.user.email, 'Cal');
    expect(await enqueueDigests(h.services, at(1, 16, 59))).toBe(0); // not before 17:00
    expect(await enqueueDigests(h.services, at(1, 17, 5))).toBe(1);
    expect(await enqueueDigests(h.services, at(1, 17, 15))).toBe(0); // once a day
    expect(await deliver(at(1, 17, 6))).toEqual({
      mails: ['Alice: A new match for your listing'],
      pushes: [],
    });
    const text = textPart(mailTo(alice, 'A new match for your listing')!);
    expect(text).toContain('Cal (70% match): has Livingston · Quad I · Double');
    expect(text).not.toContain(cal.user.email);
  });

  it('day 2: four requests for Alice, three emails; the fourth waits for day 3', async () => {
    for (let i = 1; i <= 4; i++) {
      const d = await studentWithListing(h.services, `Dee ${i}`, PARKING, at(2, 8, i));
      names.set(d.user.email, d.user.name!);
      ds.push(d);
    }
    for (const [i, d] of ds.entries())
      await revealListing(h.services.prisma, d.user.id, alice.listingId, at(2, 9, 10 * i));
    expect(await deliver(at(2, 9, 31))).toEqual({
      mails: [
        'Alice: Dee 1 is interested in swapping with you',
        'Alice: Dee 2 is interested in swapping with you',
        'Alice: Dee 3 is interested in swapping with you',
      ],
      pushes: [],
    });
    expect(await enqueueDigests(h.services, at(2, 17, 5))).toBe(0); // nothing new for anyone
    expect(await deliver(at(2, 23, 59))).toEqual({ mails: [], pushes: [] });
    expect(await deliver(at(3, 0, 1))).toEqual({
      mails: ['Alice: Dee 4 is interested in swapping with you'],
      pushes: [],
    });
  });

  it('day 3: Bea unsubscribes from interest emails by the link; pushes of that kind still come', async () => {
    const link = header(mailTo(bea, 'Alice is interested in swapping with you')!, 'List-Unsubscribe')!;
    const target = verifyUnsubscribe(
      UNSUBSCRIBE_SECRET,
      Object.fromEntries(new URL(link.slice(1, -1)).searchParams),
    );
    expect(await applyUnsubscribe(h.services.prisma, target!)).toBe(true);
    await revealListing(h.services.prisma, cal.user.id, bea.listingId, at(3, 10));
    expect(await deliver(at(3, 10, 1))).toEqual({
      mails: [],
      pushes: ['bea-phone push: Cal is interested in swapping with you'],
    });
  });

  it('day 4: an expired push subscription (410) is removed and nothing is sent', async () => {
    h.push.device('bea-phone').status = 410;
    await revealListing(h.services.prisma, ds[0]!.user.id, bea.listingId, at(4, 10));
    expect(await deliver(at(4, 10, 1))).toEqual({ mails: [], pushes: [] });
    expect(await h.services.prisma.pushSubscription.count({ where: { userId: bea.user.id } })).toBe(0);
  });

  it('day 5: nothing to a deleted account or a deactivated listing, even if queued before', async () => {
    await revealListing(h.services.prisma, cal.user.id, alice.listingId, at(5, 9));
    await revealListing(h.services.prisma, ds[1]!.user.id, cal.listingId, at(5, 9));
    await h.services.prisma.user.update({ where: { id: alice.user.id }, data: { deletedAt: at(5, 9, 30) } });
    await h.services.prisma.listing.update({ where: { id: cal.listingId }, data: { active: false } });
    expect(await deliver(at(5, 10))).toEqual({ mails: [], pushes: [] });
    const skipped = await h.services.prisma.notificationOutbox.findMany({
      where: { createdAt: at(5, 9) },
      select: { status: true, lastError: true },
      orderBy: { lastError: 'asc' },
    });
    expect(skipped).toEqual([
      { status: 'SKIPPED', lastError: 'account deleted' },
      { status: 'SKIPPED', lastError: 'listing deactivated' },
    ]);
  });

  it('day 6: nothing to a student who never accepted the terms', async () => {
    gus = await studentWithListing(h.services, 'Gus', PARKING, at(6, 8));
    await h.services.prisma.user.update({ where: { id: gus.user.id }, data: { termsVersion: null } });
    await revealListing(h.services.prisma, ds[2]!.user.id, gus.listingId, at(6, 9));
    expect(await deliver(at(6, 9, 1))).toEqual({ mails: [], pushes: [] });
  });

  it('day 7: a quiet day sends nothing, and the week sent exactly what it should', async () => {
    expect(await enqueueDigests(h.services, at(7, 17, 5))).toBe(0);
    expect(await deliver(at(7, 17, 6))).toEqual({ mails: [], pushes: [] });
    expect(h.smtp.mails).toHaveLength(8);
    expect(h.push.pushes).toHaveLength(3);
    expect(await h.services.prisma.notificationOutbox.count({ where: { status: 'PENDING' } })).toBe(0);
  });
});
