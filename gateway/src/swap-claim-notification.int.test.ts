// "We swapped" tells the other student (issue 24, docs/decisions/185-swap-claim-notification.md): a
// claim made through either door (REST POST /api/matches/:id/swapped, GraphQL swapped) queues one
// SWAP_CLAIM message for the other student and none for the claimer; the outbox worker mails it over
// real SMTP with the one-click unsubscribe of its own kind; the student's setting switches it off; a
// claim answered or blocked before the send is not mailed; and the mail carries no contact details.
import type { Services } from '@campus-swap/schema/context';
import { createMailer } from '@campus-swap/schema/services/mailer';
import { processOutbox } from '@campus-swap/schema/services/delivery/worker';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  postListing,
  type Student,
} from '@campus-swap/test-support/listing-fixtures';
import { header, textPart } from '@campus-swap/test-support/notification-harness';
import { type SmtpReceiver, startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { memoryLogger } from '@campus-swap/test-support/test-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningServer,
  requestJson,
  startInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';

const SECRET = 'swap-claim-notification-secret-0123456789';
const ORIGIN = 'https://swap.example';
let server: RunningServer;
let smtp: SmtpReceiver;
let services: Services;

type S = Student & { listingId: string };

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startInProcessGateway({
    SMTP_URL: smtp.smtpUrl,
    UNSUBSCRIBE_SECRET: SECRET,
    APP_ORIGIN: ORIGIN,
  });
  services = server.services;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const api = (method: string, path: string, who: S, body?: unknown) =>
  requestJson(server.url, method, `/api${path}`, { token: who.token, body });
const gql = async (who: S, query: string, variables: Record<string, unknown>) =>
  (await requestJson(server.url, 'POST', '/graphql', { token: who.token, body: { query, variables } })).body;
const SWAPPED = 'mutation ($id: ID!) { swapped(listingId: $id) { status claimedByMe } }';

async function student(name: string, listing: Record<string, unknown>): Promise<S> {
  const s = await createStudent(services, { name });
  return { ...s, listingId: await postListing(services, s, listing) };
}

/** Two students connected through REST reveals; the messages of the connection are sent and dropped. */
async function connectedPair(first: string, second: string): Promise<[S, S]> {
  const a = await student(first, DORM_BUSCH_WANTS_LIVI);
  const b = await student(second, DORM_LIVI_WANTS_BUSCH);
  expect((await api('POST', `/matches/${b.listingId}/reveal`, a)).status).toBe(200);
  expect((await api('POST', `/matches/${a.listingId}/reveal`, b)).body).toEqual({ status: 'connected' });
  await send();
  return [a, b];
}

/** Runs the outbox worker once, as a gateway's loop does, with the production mailer. */
async function send() {
  const log = memoryLogger();
  const mailer = createMailer({
    smtpUrl: smtp.smtpUrl,
    from: 'Campus Swap <n@campusswap.test>',
    log,
    environment: 'test',
  });
  try {
    return await processOutbox({
      ...services,
      mailer,
      supportEmail: services.settings.supportEmail,
      log,
      appOrigin: ORIGIN,
      unsubscribeSecret: SECRET,
      push: null,
    });
  } finally {
    mailer.close();
  }
}

const swapRows = (userId: string) =>
  services.prisma.notificationOutbox.findMany({ where: { userId, kind: 'SWAP_CLAIM' } });
const swapMails = (who: S) =>
  smtp.mails.filter((m) => m.to[0] === who.user.email && m.subject.includes('says you swapped'));

/** Every contact detail of both students: none may appear in a notification (decisions.md §5). */
const contactsOf = (...students: S[]) =>
  students.flatMap((s) => [s.user.email, s.user.instagram!, s.user.linkedin!].filter(Boolean));

describe('the other student is asked to confirm', () => {
  it('REST: a claim mails the other student (one SWAP_CLAIM row), never the claimer', async () => {
    const [ann, ben] = await connectedPair('Ann Claim', 'Ben Other');
    const claim = await api('POST', `/matches/${ben.listingId}/swapped`, ann);
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ status: 'CLAIMED', claimedByMe: true });
    const rows = await swapRows(ben.user.id);
    expect(rows.map((r) => [r.channel, r.otherUserId])).toEqual([['EMAIL', ann.user.id]]);
    expect(await swapRows(ann.user.id)).toEqual([]);
    // the claimer's second call answers the open claim and queues nothing more
    expect((await api('POST', `/matches/${ben.listingId}/swapped`, ann)).status).toBe(200);
    expect(await swapRows(ben.user.id)).toHaveLength(1);

    await send();
    const [mail] = swapMails(ben);
    expect(mail?.subject).toBe('Ann Claim says you swapped: please confirm');
    expect(swapMails(ann)).toEqual([]);
    const text = textPart(mail!);
    expect(text).toContain('Ann Claim said on Campus Swap that the two of you swapped.');
    expect(text).toContain(`Confirm or dispute: ${ORIGIN}/requests`);
    // the connection shares contact details in the app only: never in the mail, not even the claimer's
    for (const detail of contactsOf(ann)) expect(mail!.raw).not.toContain(detail);
    expect(mail!.raw).not.toContain(ben.user.instagram!);
    // the one-click link switches off this kind only
    const link = new URL(/^<(.+)>$/.exec(header(mail!, 'List-Unsubscribe')!)![1]!);
    expect(link.searchParams.get('k')).toBe('SWAP_CLAIM');
    const off = await fetch(new URL(`${link.pathname}${link.search}`, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).toBe(200);
    const settings = await services.prisma.notificationSettings.findUnique({
      where: { userId: ben.user.id },
    });
    expect(settings?.off).toEqual(['EMAIL:SWAP_CLAIM']);
  });

  it("GraphQL: the same; the confirmation (the other student's same call) notifies nobody", async () => {
    const [cat, dan] = await connectedPair('Cat Claim', 'Dan Other');
    expect((await gql(cat, SWAPPED, { id: dan.listingId })).data.swapped).toEqual({
      status: 'CLAIMED',
      claimedByMe: true,
    });
    expect((await swapRows(dan.user.id)).map((r) => r.otherUserId)).toEqual([cat.user.id]);
    expect(await swapRows(cat.user.id)).toEqual([]);
    await send();
    expect(swapMails(dan).map((m) => m.subject)).toEqual(['Cat Claim says you swapped: please confirm']);
    for (const detail of contactsOf(cat)) expect(swapMails(dan)[0]!.raw).not.toContain(detail);

    expect((await gql(dan, SWAPPED, { id: cat.listingId })).data.swapped.status).toBe('CLOSED');
    expect(await swapRows(cat.user.id)).toEqual([]);
    expect(await swapRows(dan.user.id)).toHaveLength(1);
  });
});

describe('when it is not sent', () => {
  it('the other student switched the kind off (REST settings): skipped, other kinds still mailed', async () => {
    const eve = await student('Eve Claim', DORM_BUSCH_WANTS_LIVI);
    const fay = await student('Fay Other', DORM_LIVI_WANTS_BUSCH);
    const set = await api('PUT', '/notifications/settings', fay, {
      channel: 'EMAIL',
      kind: 'SWAP_CLAIM',
      enabled: false,
    });
    expect(set.status).toBe(200);
    expect(set.body.settings.filter((s: { enabled: boolean }) => !s.enabled)).toEqual([
      { channel: 'EMAIL', kind: 'SWAP_CLAIM', enabled: false },
    ]);
    expect((await api('POST', `/matches/${fay.listingId}/reveal`, eve)).status).toBe(200);
    expect((await api('POST', `/matches/${eve.listingId}/reveal`, fay)).status).toBe(200);
    expect((await api('POST', `/matches/${fay.listingId}/swapped`, eve)).status).toBe(200);
    await send();
    const [row] = await swapRows(fay.user.id);
    expect([row?.status, row?.lastError]).toEqual(['SKIPPED', 'switched off']);
    expect(swapMails(fay)).toEqual([]);
    expect(smtp.mails.filter((m) => m.to[0] === fay.user.email).map((m) => m.subject)).toEqual([
      'You and Eve Claim are connected',
    ]);
  });

  it('the other student disputed it, or blocked the claimer, before the worker ran: skipped', async () => {
    const [gus, hal] = await connectedPair('Gus Claim', 'Hal Other');
    expect((await api('POST', `/matches/${hal.listingId}/swapped`, gus)).status).toBe(200);
    expect((await api('POST', `/matches/${gus.listingId}/swapped/dispute`, hal)).status).toBe(200);
    const [ivy, jon] = await connectedPair('Ivy Claim', 'Jon Other');
    expect((await api('POST', `/matches/${jon.listingId}/swapped`, ivy)).status).toBe(200);
    expect((await api('POST', `/matches/${ivy.listingId}/block`, jon)).status).toBe(200);
    await send();
    expect((await swapRows(hal.user.id)).map((r) => [r.status, r.lastError])).toEqual([
      ['SKIPPED', 'claim already answered'],
    ]);
    expect((await swapRows(jon.user.id)).map((r) => [r.status, r.lastError])).toEqual([
      ['SKIPPED', 'blocked'],
    ]);
    expect([...swapMails(hal), ...swapMails(jon)]).toEqual([]);
  });

  it('a disputed claim claimed again is asked once more, for the new claim only', async () => {
    const [kim, lee] = await connectedPair('Kim Claim', 'Lee Other');
    expect((await api('POST', `/matches/${lee.listingId}/swapped`, kim)).status).toBe(200);
    expect((await api('POST', `/matches/${kim.listingId}/swapped/dispute`, lee)).status).toBe(200);
    // Lee now says it: Kim is asked, and Lee's earlier message (about Kim's claim) is stale
    expect((await api('POST', `/matches/${kim.listingId}/swapped`, lee)).status).toBe(200);
    await send();
    expect((await swapRows(lee.user.id)).map((r) => r.lastError)).toEqual(['claim replaced']);
    expect(swapMails(kim).map((m) => m.subject)).toEqual(['Lee Other says you swapped: please confirm']);
  });
});
