// What each member of a swap is sent (issue 37, docs/decisions/294-one-swap-after-the-match.md): a 3-way
// offered, all three in, done, and any swap called off (by a member, a deactivation, a block, a deletion
// or the 60-day expiry of ADR 310), by mail over real SMTP through the outbox worker, each with its own
// setting (REST and GraphQL) and its own one-click unsubscribe; the one whose act it was is not told; no
// mail names a student or carries a contact detail.
import type { Services } from '@campus-swap/schema/context';
import { processOutbox } from '@campus-swap/schema/services/delivery/worker';
import { runHousekeeping } from '@campus-swap/schema/services/jobs';
import { createMailer } from '@campus-swap/schema/services/mailer';
import { api, gql, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import { gateway, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';
import { header, textPart } from '@campus-swap/test-support/notification-harness';
import { type SmtpReceiver, startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { dormFromTo } from '@campus-swap/test-support/listings';
import { connect, connectedTrio, swapOf } from '@campus-swap/test-support/swap-students';
import { memoryLogger } from '@campus-swap/test-support/test-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SECRET = 'swap-notifications-secret-0123456789abcdef';
const ORIGIN = 'https://swap.example';
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.close();
});
// the gateway needs the receiver's address, known once it listens: filled in before the gateway starts
const env: Record<string, string> = { UNSUBSCRIBE_SECRET: SECRET, APP_ORIGIN: ORIGIN };
beforeAll(() => {
  env.SMTP_URL = smtp.smtpUrl;
});
useInProcessGateway(env, { postgres: true });

type S = ListedStudent;

/** Runs the outbox worker once, as a gateway's loop does, with the production mailer. */
async function send() {
  const services: Services = gateway.services;
  const log = memoryLogger();
  const mailer = createMailer({
    smtpUrl: smtp.smtpUrl,
    from: 'Campus Swap <n@campusswap.test>',
    log,
    environment: 'test',
  });
  try {
    await processOutbox({
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

const mailsTo = (who: S, subject: string) =>
  smtp.mails.filter((m) => m.to[0] === who.user.email && m.subject === subject);
const rows = (who: S, kind: string) =>
  gateway.db.prisma.notificationOutbox.findMany({ where: { userId: who.user.id, kind: kind as never } });

/** `who`'s SWAP_CALLED_OFF rows as [channel, swapId, status] (the outbox row names the swap). */
const calledOffRows = async (who: S) =>
  (await rows(who, 'SWAP_CALLED_OFF')).map((r) => [r.channel, r.swapId, r.status]);

/**
 * After `act` on a connected 3-way, each of `told` has one SWAP_CALLED_OFF row for it, queued and then
 * sent as one mail in `words` with its unsubscribe link; `actor`, whose act it was, has no row and no mail.
 */
async function toldOfCallOff(trio: S[], id: string, actor: S, words: string) {
  const told = trio.filter((x) => x !== actor);
  for (const who of told) expect(await calledOffRows(who)).toEqual([['EMAIL', id, 'PENDING']]);
  await send();
  for (const who of told) {
    expect(await calledOffRows(who)).toEqual([['EMAIL', id, 'SENT']]);
    const mails = mailsTo(who, 'Your 3-way swap was called off');
    expect(mails).toHaveLength(1);
    expect(textPart(mails[0]!)).toContain(words);
    expect(header(mails[0]!, 'List-Unsubscribe')).toContain('k=SWAP_CALLED_OFF');
  }
  expect(await rows(actor, 'SWAP_CALLED_OFF')).toEqual([]);
  expect(mailsTo(actor, 'Your 3-way swap was called off')).toEqual([]);
  expect(privateDetailsIn(trio)).toEqual([]);
}

const SWAP_SUBJECTS = [
  'A 3-way swap is offered to you',
  'All three of you are in: your 3-way swap is connected',
  'Your 3-way swap is done',
  'Your 3-way swap was called off',
  'Your swap was called off',
];

/** What any swap mail to `students` says of a member: a name or a contact detail (none is the rule). */
function privateDetailsIn(students: S[]): string[] {
  const secrets = students.flatMap((s) => [s.user.name!, s.user.email, s.user.instagram!, s.user.linkedin!]);
  const mails = smtp.mails.filter(
    (m) => SWAP_SUBJECTS.includes(m.subject) && students.some((s) => m.to[0] === s.user.email),
  );
  expect(mails.length).toBeGreaterThan(0);
  return mails.flatMap((m) => secrets.filter((secret) => textPart(m).includes(secret)));
}

describe('a 3-way, offered to done', () => {
  const halls: [string, string, string] = ['Tinsley Hall', 'Buell Apartments', 'Quad I'];
  let trio: S[];
  let swapId: string;

  beforeAll(async () => {
    trio = [];
    for (let i = 0; i < 3; i++) trio.push(await listedStudent(dormFromTo(halls[i]!, halls[(i + 1) % 3]!)));
  });

  it('each of the three is told of the offer, then that all three are in, once each', async () => {
    const [cycle] = (await api('GET', '/matches', trio[0]!)).body.cycles;
    await send();
    for (const who of trio) expect(mailsTo(who, 'A 3-way swap is offered to you')).toHaveLength(1);
    const [offer] = mailsTo(trio[0]!, 'A 3-way swap is offered to you');
    expect(header(offer!, 'List-Unsubscribe')).toContain('k=CYCLE_OFFERED');
    for (const who of trio) expect((await api('POST', `/cycles/${cycle.id}/join`, who)).status).toBe(200);
    await send();
    for (const who of trio) {
      expect(mailsTo(who, 'A 3-way swap is offered to you')).toHaveLength(1);
      expect(mailsTo(who, 'All three of you are in: your 3-way swap is connected')).toHaveLength(1);
    }
    swapId = (await swapOf(trio[0]!, 'THREE_WAY')).id;
  });

  it('done: the two who said it first are told; the third, whose word made it done, is not', async () => {
    for (const who of trio) expect((await api('POST', `/swaps/${swapId}/done`, who)).status).toBe(200);
    await send();
    expect(mailsTo(trio[0]!, 'Your 3-way swap is done')).toHaveLength(1);
    expect(mailsTo(trio[1]!, 'Your 3-way swap is done')).toHaveLength(1);
    expect(await rows(trio[2]!, 'SWAP_DONE')).toEqual([]);
    expect(textPart(mailsTo(trio[0]!, 'Your 3-way swap is done')[0]!)).toContain('room-swap form');
    expect(privateDetailsIn(trio)).toEqual([]);
  });
});

describe('called off', () => {
  it('a 3-way member calls it off (GraphQL): the other two are told why, the caller is not', async () => {
    const { trio } = await connectedTrio(['Allen Hall', 'Judson Suites', 'Demarest Hall']);
    const id = (await swapOf(trio[0]!, 'THREE_WAY')).id;
    const off = await gql(trio[2]!, 'mutation ($id: ID!) { callOffSwap(swapId: $id) { state } }', { id });
    expect(off.data.callOffSwap.state).toBe('CALLED_OFF');
    await send();
    for (const who of [trio[0]!, trio[1]!]) {
      const [mail] = mailsTo(who, 'Your 3-way swap was called off');
      expect(textPart(mail!)).toContain('One of the others called off this swap.');
      expect(header(mail!, 'List-Unsubscribe')).toContain('k=SWAP_CALLED_OFF');
    }
    expect(await rows(trio[2]!, 'SWAP_CALLED_OFF')).toEqual([]);
    expect(privateDetailsIn(trio)).toEqual([]);
  });

  it('a pair, by a deactivation: the other is told; switched off (REST), the message is skipped', async () => {
    const a = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const b = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    await connect(a, b);
    expect((await api('POST', '/listings/deactivate', b)).status).toBe(200);
    await send();
    const [mail] = mailsTo(a, 'Your swap was called off');
    expect(textPart(mail!)).toContain("Called off: the other student's listing is no longer available.");

    const c = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const d = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    const set = await api('PUT', '/notifications/settings', c, {
      channel: 'EMAIL',
      kind: 'SWAP_CALLED_OFF',
      enabled: false,
    });
    expect(set.status).toBe(200);
    await connect(c, d);
    await api('POST', `/swaps/${(await swapOf(d)).id}/call-off`, d);
    await send();
    expect(mailsTo(c, 'Your swap was called off')).toEqual([]);
    expect((await rows(c, 'SWAP_CALLED_OFF')).map((r) => [r.status, r.lastError])).toEqual([
      ['SKIPPED', 'switched off'],
    ]);
  });

  it('a 3-way, by a block (REST): the blocked one and the third are told "one of the others", the blocker is not', async () => {
    const { trio } = await connectedTrio([
      'Frelinghuysen Hall',
      'Marvin Apartments',
      'Livingston Apartments B',
    ]);
    const id = (await swapOf(trio[0]!, 'THREE_WAY')).id;
    expect((await api('POST', `/matches/${trio[1]!.listingId}/block`, trio[0]!)).status).toBe(200);
    await toldOfCallOff(trio, id, trio[0]!, 'One of the others called off this swap.');
    // silent (ADR 180, 283): the blocked student's mail says nothing of a block
    expect(textPart(mailsTo(trio[1]!, 'Your 3-way swap was called off')[0]!)).not.toMatch(/block/i);
  });

  it('a 3-way, by a deletion (REST): the other two are told an account was closed; the deleted one is sent nothing', async () => {
    const { trio } = await connectedTrio(['Hegeman Hall', 'Mattia Hall', 'Livingston Apartments C']);
    const id = (await swapOf(trio[0]!, 'THREE_WAY')).id;
    expect((await api('DELETE', '/auth/account', trio[2]!)).status).toBe(200);
    await toldOfCallOff(trio, id, trio[2]!, "Called off: one of the others' accounts was closed.");
  });

  it('a 3-way, by the 60-day expiry (ADR 310): the other two are told the listing closed; the owner is not', async () => {
    const { trio } = await connectedTrio(['Leupp Hall', 'McCormick Suites', 'Quad II']);
    const id = (await swapOf(trio[0]!, 'THREE_WAY')).id;
    await gateway.db.prisma.user.update({
      where: { id: trio[0]!.user.id },
      data: { lastActiveAt: new Date(Date.now() - 61 * 24 * 60 * 60 * 1000) },
    });
    const report = await runHousekeeping(gateway.services);
    expect(report.deactivatedListings).toBe(1);
    await toldOfCallOff(
      trio,
      id,
      trio[0]!,
      "Called off: one of the others' listings is no longer available.",
    );
    // the owner, back, reads why in the app
    expect((await swapOf(trio[0]!, 'THREE_WAY')).callOffWords).toBe(
      'Called off: your listing expired after 60 days without a visit.',
    );
  });

  it('the settings list every new kind on both doors, on by default', async () => {
    const e = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const rest = await api('GET', '/notifications/settings', e);
    const kinds = rest.body.settings.filter((s: { channel: string }) => s.channel === 'EMAIL');
    expect(kinds.map((s: { kind: string; enabled: boolean }) => [s.kind, s.enabled]).slice(4)).toEqual([
      ['CYCLE_OFFERED', true],
      ['CYCLE_CONNECTED', true],
      ['SWAP_CALLED_OFF', true],
      ['SWAP_DONE', true],
    ]);
    const graphql = await gql(e, '{ notificationSettings { settings { channel kind enabled } } }');
    expect(graphql.data.notificationSettings.settings).toEqual(rest.body.settings);
  });
});
