// Reports and the support desk through both doors (issue 24; docs/decisions/181-reports.md,
// 182-support-desk.md), over real HTTP against two gateways on one PostgreSQL database: a report is
// validated, stored, acknowledged and mailed to the support address through the outbox; reports flag
// a listing and never take it out of matches (ADR 283); staff handle it (hide, restore), suspend a
// student (sessions and API tokens refused at once on both gateways, listing out of matches, sign-in
// answers the support address) and read the audit log; students get 403 / FORBIDDEN on every staff
// operation; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { createApiToken } from '@campus-swap/schema/services/api-tokens';
import { createMailer } from '@campus-swap/schema/services/mailer';
import { hashPassword } from '@campus-swap/schema/services/password';
import { processOutbox } from '@campus-swap/schema/services/delivery/worker';
import {
  type Json,
  type RunningServer,
  requestJson,
  startInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
} from '@campus-swap/test-support/listing-fixtures';
import { startSmtpReceiver, type SmtpReceiver } from '@campus-swap/test-support/smtp-receiver';

const STAFF = 'desk@rutgers.edu';
let database: ThrowawayPostgres;
let one: RunningServer;
let two: RunningServer;
let smtp: SmtpReceiver;

beforeAll(async () => {
  database = await createThrowawayPostgres();
  const env = { DATABASE_URL: database.url, STAFF_EMAILS: ` ${STAFF.toUpperCase()} ` };
  one = await startInProcessGateway(env);
  two = await startInProcessGateway(env);
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.drop();
  await smtp?.close();
});

type S = { user: { id: string; name: string | null; email: string }; token: string; listingId?: string };
const api = (
  server: RunningServer,
  method: string,
  path: string,
  who: { token: string } | null,
  body?: unknown,
) => requestJson(server.url, method, `/api${path}`, { token: who?.token ?? null, body });
const gql = async (server: RunningServer, who: { token: string }, query: string, variables = {}) =>
  (await requestJson(server.url, 'POST', '/graphql', { token: who.token, body: { query, variables } })).body;

async function student(listing?: object, overrides = {}): Promise<S> {
  const s = await createStudent(one.db, overrides);
  if (!listing) return s;
  const saved = await api(one, 'POST', '/listings', s, listing);
  expect(saved.status).toBe(200);
  return { ...s, listingId: saved.body.listing.id };
}
/**
 * Another gateway hears a change through PostgreSQL's NOTIFY (ADR 035, 150) within milliseconds:
 * polls `check` every 20 ms until it holds, for at most 1 s.
 */
async function within1s(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1_000) throw new Error('not within 1 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const cardIds = async (server: RunningServer, viewer: S) =>
  (await api(server, 'GET', '/matches', viewer)).body.cards.map((c: Json) => c.id);

let owner: S;
let viewer: S;
let staff: S;
const reporters: S[] = [];

describe('reports', () => {
  beforeAll(async () => {
    owner = await student(DORM_LIVI_WANTS_BUSCH);
    viewer = await student(DORM_BUSCH_WANTS_LIVI);
    staff = await student(undefined, { email: STAFF });
    for (let i = 0; i < 3; i++) reporters.push(await student(DORM_BUSCH_WANTS_LIVI));
  });

  it('bad input is 400 / 404 / 401 and stores nothing', async () => {
    const r = reporters[0]!;
    const cases: [string, unknown, number, string][] = [
      [owner.listingId!, { reason: 'NOPE' }, 400, 'VALIDATION_FAILED'],
      [owner.listingId!, {}, 400, 'VALIDATION_FAILED'],
      [owner.listingId!, { reason: 'SPAM', details: 'x'.repeat(1001) }, 400, 'VALIDATION_FAILED'],
      [r.listingId!, { reason: 'SPAM' }, 404, 'NOT_FOUND'],
      ['00000000-0000-4000-8000-000000000000', { reason: 'SPAM' }, 404, 'NOT_FOUND'],
      ['nope', { reason: 'SPAM' }, 404, 'NOT_FOUND'],
    ];
    for (const [id, body, status, code] of cases) {
      const res = await api(one, 'POST', `/matches/${id}/report`, r, body);
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    const long = await api(one, 'POST', `/matches/${owner.listingId}/report`, r, {
      reason: 'OTHER',
      details: 'y'.repeat(1001),
    });
    expect(long.body.fields).toEqual({ details: 'Details must be at most 1000 characters.' });
    expect(
      (await api(one, 'POST', `/matches/${owner.listingId}/report`, null, { reason: 'SPAM' })).status,
    ).toBe(401);
    expect(await one.db.prisma.report.count()).toBe(0);
  });

  it('a report is acknowledged, stored once, and mailed to the support address by the outbox', async () => {
    const r = reporters[0]!;
    const res = await api(one, 'POST', `/matches/${owner.listingId}/report`, r, {
      reason: 'FAKE',
      details: '  Not a real room.  ',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['blocked', 'createdAt', 'id', 'message', 'reason']);
    expect(res.body.blocked).toBe(false);
    expect(res.body.message).toMatch(/support team will look/);
    const again = await api(two, 'POST', `/matches/${owner.listingId}/report`, r, { reason: 'SPAM' });
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    const stored = await one.db.prisma.report.findMany();
    expect(stored.map((x) => [x.reason, x.details])).toEqual([['FAKE', 'Not a real room.']]);
    const mailer = createMailer({
      smtpUrl: smtp.smtpUrl,
      from: 'Campus Swap <n@campusswap.test>',
      log: one.services.log,
      environment: 'test',
    });
    await processOutbox({
      ...one.services,
      mailer,
      appOrigin: 'http://localhost:3000',
      unsubscribeSecret: 'x'.repeat(32),
      supportEmail: 'support@campusswap.app',
      push: null,
    });
    mailer.close();
    const mail = smtp.mails.find((m) => m.to[0] === 'support@campusswap.app')!;
    // whose listing, and the reason in words: it must not read as if its owner filed it (ADR 298)
    expect(mail.subject).toBe(`Report of ${owner.user.name}'s listing: Fake listing or person`);
    expect(mail.raw).toContain('Not a real room.');
    for (const contact of [owner.user.email, r.user.email]) expect(mail.raw).not.toContain(contact);
  });

  it('three reports (REST and GraphQL) flag the listing for staff but leave it in everyone’s matches (ADR 283)', async () => {
    expect(await cardIds(two, viewer)).toContain(owner.listingId);
    await api(one, 'POST', `/matches/${owner.listingId}/report`, reporters[1]!, { reason: 'SPAM' });
    const third = await gql(
      two,
      reporters[2]!,
      'mutation ($id: ID!) { report(listingId: $id, input: { reason: HARASSMENT }) { reason message } }',
      { id: owner.listingId },
    );
    expect(third.data.report.reason).toBe('HARASSMENT');
    const listing = await one.db.prisma.listing.findUniqueOrThrow({ where: { id: owner.listingId! } });
    expect(listing.hiddenAt).toBeNull();
    for (const server of [one, two]) expect(await cardIds(server, viewer)).toContain(owner.listingId);
    const card = await gql(one, viewer, '{ matches { cards { id } preferenceCount otherCount } }');
    expect(card.data.matches.cards.map((c: Json) => c.id)).toContain(owner.listingId);
    const reveal = await api(one, 'POST', `/matches/${owner.listingId}/reveal`, viewer);
    expect([reveal.status, reveal.body]).toEqual([200, { status: 'pending' }]);
  });
});

describe('the support desk', () => {
  it('students get 403 FORBIDDEN (REST) and FORBIDDEN (GraphQL) on every staff operation, and nothing changes', async () => {
    const body = { reason: 'because' };
    for (const [method, path] of [
      ['GET', '/support/reports'],
      ['GET', '/support/audit'],
      ['POST', `/support/listings/${owner.listingId}/restore`],
      ['POST', `/support/listings/${owner.listingId}/hide`],
      ['POST', `/support/students/${owner.user.id}/suspend`],
      ['POST', `/support/students/${owner.user.id}/unsuspend`],
    ] as const) {
      const res = await api(one, method, path, viewer, method === 'POST' ? body : undefined);
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
      expect((await api(one, method, path, null, method === 'POST' ? body : undefined)).status).toBe(401);
    }
    const graphql = await gql(one, viewer, '{ supportQueue { listingId } }');
    expect(graphql.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await one.db.prisma.staffAction.count()).toBe(0);
  });

  it('staff read the queue without contact details; hiding takes the listing out, restoring brings it back and handles the reports', async () => {
    const queue = await api(one, 'GET', '/support/reports', staff);
    expect(queue.status).toBe(200);
    expect(queue.body.queue).toHaveLength(1);
    const item = queue.body.queue[0];
    expect(item).toMatchObject({
      listingId: owner.listingId,
      hidden: false,
      ownerId: owner.user.id,
      ownerName: owner.user.name,
    });
    expect(item.reports.map((r: Json) => r.reason).sort()).toEqual(['FAKE', 'HARASSMENT', 'SPAM']);
    const text = JSON.stringify(queue.body);
    for (const s of [owner, ...reporters]) expect(text).not.toContain(s.user.email);
    const missing = await api(one, 'POST', `/support/listings/${owner.listingId}/restore`, staff, {
      reason: '  ',
    });
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const hid = await api(one, 'POST', `/support/listings/${owner.listingId}/hide`, staff, {
      reason: 'Looks fake.',
    });
    expect(hid.body).toEqual({ success: true });
    expect(await cardIds(one, viewer)).not.toContain(owner.listingId);
    await within1s(async () => !(await cardIds(two, viewer)).includes(owner.listingId!));
    const restored = await api(one, 'POST', `/support/listings/${owner.listingId}/restore`, staff, {
      reason: 'Checked: real room.',
    });
    expect(restored.body).toEqual({ success: true });
    expect(await cardIds(one, viewer)).toContain(owner.listingId);
    await within1s(async () => (await cardIds(two, viewer)).includes(owner.listingId!));
    expect((await api(one, 'GET', '/support/reports', staff)).body.queue).toEqual([]);
    const twice = await api(one, 'POST', `/support/listings/${owner.listingId}/restore`, staff, {
      reason: 'again',
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);
    // a handled report no longer blocks a new one by the same student
    expect(
      (await api(one, 'POST', `/matches/${owner.listingId}/report`, reporters[0]!, { reason: 'OTHER' }))
        .status,
    ).toBe(200);
    const hidden = await gql(
      two,
      staff,
      'mutation ($id: ID!) { hideListing(listingId: $id, input: { reason: "Second look: fake." }) { success } }',
      { id: owner.listingId },
    );
    expect(hidden.data.hideListing.success).toBe(true);
    expect(await cardIds(two, viewer)).not.toContain(owner.listingId);
    await within1s(async () => !(await cardIds(one, viewer)).includes(owner.listingId!));
    expect((await api(one, 'POST', '/support/listings/nope/hide', staff, { reason: 'x' })).status).toBe(404);
  });

  it('suspension revokes sessions and tokens at once on both gateways, hides the listing, and sign-in names the support address', async () => {
    const target = await student(DORM_LIVI_WANTS_BUSCH);
    const { token: apiToken } = await createApiToken(one.db.prisma, target.user.id, {
      name: 'tool',
      scope: 'READ',
    });
    for (const server of [one, two]) {
      expect((await api(server, 'GET', '/auth/me', target)).status).toBe(200);
      expect((await api(server, 'GET', '/matches', { token: apiToken })).status).toBe(200);
    }
    expect(await cardIds(one, viewer)).toContain(target.listingId);
    const res = await api(two, 'POST', `/support/students/${target.user.id}/suspend`, staff, {
      reason: 'Harassment reports.',
    });
    expect(res.body).toEqual({ success: true });
    // at once on the gateway that acted; on the other as soon as the NOTIFY of the deleted rows lands
    expect((await api(two, 'GET', '/auth/me', target)).status).toBe(401);
    expect((await api(two, 'GET', '/matches', { token: apiToken })).status).toBe(401);
    expect(await cardIds(two, viewer)).not.toContain(target.listingId);
    await within1s(async () => (await api(one, 'GET', '/auth/me', target)).status === 401);
    await within1s(async () => (await api(one, 'GET', '/matches', { token: apiToken })).status === 401);
    await within1s(async () => !(await cardIds(one, viewer)).includes(target.listingId!));
    const again = await api(one, 'POST', `/support/students/${target.user.id}/suspend`, staff, {
      reason: 'x',
    });
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    const self = await api(one, 'POST', `/support/students/${staff.user.id}/suspend`, staff, { reason: 'x' });
    expect([self.status, self.body.code]).toEqual([409, 'CONFLICT']);

    // signing in again (here by password) answers a clear message naming the support address
    const password = 'correct horse battery 1';
    await one.db.prisma.user.update({
      where: { id: target.user.id },
      data: { passwordHash: await hashPassword(password) },
    });
    const login = await api(one, 'POST', '/auth/login', null, { email: target.user.email, password });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      error: 'This account is suspended. If you think this is a mistake, write to support@campusswap.app.',
    });
    expect(await one.db.prisma.session.count({ where: { userId: target.user.id } })).toBe(0);

    const lifted = await gql(
      one,
      staff,
      'mutation ($id: ID!) { unsuspendStudent(userId: $id, input: { reason: "Appeal accepted." }) { success } }',
      { id: target.user.id },
    );
    expect(lifted.data.unsuspendStudent.success).toBe(true);
    expect(await cardIds(one, viewer)).toContain(target.listingId);
    await within1s(async () => (await cardIds(two, viewer)).includes(target.listingId!));
    expect((await api(one, 'POST', '/auth/login', null, { email: target.user.email, password })).status).toBe(
      200,
    );
  });

  it('the audit log names who, when, what and why for every staff action, newest first', async () => {
    const log = await api(one, 'GET', '/support/audit', staff);
    expect(log.body.actions.map((a: Json) => [a.action, a.reason, a.staffEmail])).toEqual([
      ['UNSUSPEND', 'Appeal accepted.', STAFF],
      ['SUSPEND', 'Harassment reports.', STAFF],
      ['HIDE_LISTING', 'Second look: fake.', STAFF],
      ['RESTORE_LISTING', 'Checked: real room.', STAFF],
      ['HIDE_LISTING', 'Looks fake.', STAFF],
    ]);
    expect(log.body.actions[0].createdAt).toEqual(expect.any(String));
  });
});
