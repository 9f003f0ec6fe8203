// The support desk without dead ends, through both doors (issue 38; docs/decisions/297-a-support-desk-
// without-dead-ends.md): every state staff can create has a paged list with the way back (hidden
// listings -> restore, suspended students -> unsuspend), the audit log reads as sentences naming whom
// each action concerned and filters by student, the viewer says whether they are staff, and a student
// gets 403 FORBIDDEN (REST) / FORBIDDEN (GraphQL) on every list. PGlite, or PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import {
  type Json,
  type RunningServer,
  requestJson,
  startInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import { createStudent, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';
import { parkingListing } from '@campus-swap/test-support/listings';

const STAFF = 'cara.c@rutgers.edu';
let database: ThrowawayPostgres;
let gw: RunningServer;

type S = { user: { id: string; name: string | null; email: string }; token: string; listingId?: string };
const api = (method: string, path: string, who: { token: string } | null, body?: unknown) =>
  requestJson(gw.url, method, `/api${path}`, { token: who?.token ?? null, body });
const gql = async (who: { token: string }, query: string, variables = {}) =>
  (await requestJson(gw.url, 'POST', '/graphql', { token: who.token, body: { query, variables } })).body;

async function student(name: string, listing: object = DORM_LIVI_WANTS_BUSCH, email?: string): Promise<S> {
  const s = await createStudent(gw.db, { name, ...(email ? { email } : {}) });
  const saved = await api('POST', '/listings', s, listing);
  expect(saved.status).toBe(200);
  return { ...s, listingId: saved.body.listing.id };
}

const LISTS = [
  '/support/reports',
  '/support/hidden-listings',
  '/support/suspended-students',
  '/support/audit',
];

let staff: S;
let dana: S;
let fay: S;
let eli: S;

beforeAll(async () => {
  database = await createThrowawayPostgres();
  gw = await startInProcessGateway({ DATABASE_URL: database.url, STAFF_EMAILS: STAFF });
  staff = await student('Cara Chen', DORM_LIVI_WANTS_BUSCH, STAFF);
  dana = await student('Dana Diaz', { ...DORM_LIVI_WANTS_BUSCH, campusNow: 'Busch', dormNow: 'Allen Hall' });
  fay = await student('Fay Fox');
  eli = await student('Eli Ek', parkingListing({ permitNow: 'Busch - Commuter' }));
});
afterAll(async () => {
  await gw?.close();
  await database?.drop();
});

const hide = (s: S, reason: string) =>
  api('POST', `/support/listings/${s.listingId}/hide`, staff, { reason });

describe('the desk lists', () => {
  it('refuse a student with 403 FORBIDDEN (REST and GraphQL) and a signed-out caller with 401', async () => {
    for (const path of LISTS) {
      const res = await api('GET', path, fay);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'FORBIDDEN']);
      expect((await api('GET', path, null)).status).toBe(401);
    }
    for (const field of [
      'supportReports',
      'supportHiddenListings',
      'supportSuspendedStudents',
      'supportAudit',
    ]) {
      const res = await gql(fay, `{ ${field} { total } }`);
      expect([field, res.errors?.[0]?.extensions?.code]).toEqual([field, 'FORBIDDEN']);
    }
  });

  it('the viewer says whether they are staff', async () => {
    expect((await gql(staff, '{ me { isStaff } }')).data.me.isStaff).toBe(true);
    expect((await gql(fay, '{ me { isStaff } }')).data.me.isStaff).toBe(false);
  });

  it('a hidden listing is listed with its reason until it is restored (REST and GraphQL)', async () => {
    await api('POST', `/matches/${dana.listingId}/report`, fay, { reason: 'HARASSMENT' });
    expect((await api('GET', '/support/reports', staff)).body).toMatchObject({
      queue: [{ listingId: dana.listingId, ownerName: 'Dana Diaz' }],
      nextCursor: null,
      total: 1,
    });
    expect((await hide(dana, 'Threats in the notes.')).body).toEqual({ success: true });
    // it left the queue (its report is handled) and is found among the hidden listings instead
    expect((await api('GET', '/support/reports', staff)).body.total).toBe(0);
    const rest = await api('GET', '/support/hidden-listings', staff);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ nextCursor: null, total: 1 });
    expect(rest.body.listings[0]).toMatchObject({
      listingId: dana.listingId,
      ownerId: dana.user.id,
      ownerName: 'Dana Diaz',
      hiddenReason: 'Threats in the notes.',
      openReports: 0,
      have: 'Busch · Allen Hall · Double',
    });
    expect(JSON.stringify(rest.body)).not.toContain(dana.user.email);
    const graph = await gql(staff, '{ supportHiddenListings { total items { listingId hiddenReason } } }');
    expect(graph.data.supportHiddenListings).toEqual({
      total: 1,
      items: [{ listingId: dana.listingId, hiddenReason: 'Threats in the notes.' }],
    });
    await api('POST', `/support/listings/${dana.listingId}/restore`, staff, { reason: 'Talked to Dana.' });
    expect((await api('GET', '/support/hidden-listings', staff)).body).toEqual({
      listings: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('a suspended student is listed until the suspension is lifted (REST and GraphQL)', async () => {
    await api('POST', `/support/students/${fay.user.id}/suspend`, staff, { reason: 'Fake permit listing.' });
    const rest = await api('GET', '/support/suspended-students', staff);
    expect(rest.body).toMatchObject({
      students: [{ userId: fay.user.id, name: 'Fay Fox', reason: 'Fake permit listing.' }],
      total: 1,
      nextCursor: null,
    });
    expect(rest.body.students[0].listingHave).toEqual(expect.stringContaining('Livingston'));
    const graph = await gql(staff, '{ supportSuspendedStudents { items { userId name reason } } }');
    expect(graph.data.supportSuspendedStudents.items).toEqual([
      { userId: fay.user.id, name: 'Fay Fox', reason: 'Fake permit listing.' },
    ]);
    await gql(
      staff,
      'mutation ($id: ID!) { unsuspendStudent(userId: $id, input: { reason: "Permit checked." }) { success } }',
      { id: fay.user.id },
    );
    expect((await api('GET', '/support/suspended-students', staff)).body.total).toBe(0);
  });

  it('the audit log reads as sentences naming whom each action concerned, and filters by student', async () => {
    await hide(eli, 'Spam permit.');
    const log = await api('GET', '/support/audit', staff);
    expect(log.body.actions.map((a: Json) => a.sentence)).toEqual([
      "Cara Chen (staff) hid Eli Ek's parking listing (Busch - Commuter): Spam permit.",
      'Cara Chen (staff) lifted the suspension of Fay Fox: Permit checked.',
      'Cara Chen (staff) suspended Fay Fox: Fake permit listing.',
      "Cara Chen (staff) restored Dana Diaz's dorm listing (Busch · Allen Hall): Talked to Dana.",
      "Cara Chen (staff) hid Dana Diaz's dorm listing (Busch · Allen Hall): Threats in the notes.",
    ]);
    expect(log.body.actions[0]).toMatchObject({ targetName: 'Eli Ek', staffName: 'Cara Chen' });
    const fays = await api('GET', `/support/audit?studentId=${fay.user.id}`, staff);
    expect(fays.body.actions.map((a: Json) => a.action)).toEqual(['UNSUSPEND', 'SUSPEND']);
    expect(fays.body.total).toBe(2);
    const graph = await gql(
      staff,
      'query ($id: ID) { supportAudit(studentId: $id) { items { sentence } } }',
      {
        id: dana.user.id,
      },
    );
    expect(graph.data.supportAudit.items.map((a: Json) => a.sentence)).toEqual([
      "Cara Chen (staff) restored Dana Diaz's dorm listing (Busch · Allen Hall): Talked to Dana.",
      "Cara Chen (staff) hid Dana Diaz's dorm listing (Busch · Allen Hall): Threats in the notes.",
    ]);
    const bad = await api('GET', '/support/audit?studentId=nope', staff);
    expect([bad.status, bad.body.code, Object.keys(bad.body.fields)]).toEqual([
      400,
      'VALIDATION_FAILED',
      ['studentId'],
    ]);
  });

  it('pages: first and after walk a list once, without repeats; a bad page is 400', async () => {
    const more = [await student('Gus Gray'), await student('Hal Hu'), await student('Ida Iv')];
    for (const s of more) await hide(s, `Batch ${s.user.name}.`);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: string = after ? `?first=2&after=${encodeURIComponent(after)}` : '?first=2';
      const res = await api('GET', `/support/hidden-listings${query}`, staff);
      expect(res.status).toBe(200);
      expect(res.body.listings.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.listings.map((l: Json) => l.ownerName));
      after = res.body.nextCursor;
      pages++;
    } while (after);
    expect(pages).toBe(2);
    expect(seen).toEqual(['Ida Iv', 'Hal Hu', 'Gus Gray', 'Eli Ek']);
    // GraphQL pages the same list with the same cursors
    const first = await gql(staff, '{ supportHiddenListings(first: 3) { nextCursor items { ownerName } } }');
    const second = await gql(
      staff,
      'query ($a: String) { supportHiddenListings(first: 3, after: $a) { items { ownerName } } }',
      {
        a: first.data.supportHiddenListings.nextCursor,
      },
    );
    expect(second.data.supportHiddenListings.items).toEqual([{ ownerName: 'Eli Ek' }]);
    for (const query of ['?first=0', '?first=51', '?first=two', '?after=not-a-cursor', '?first=1&first=2']) {
      const res = await api('GET', `/support/hidden-listings${query}`, staff);
      expect([query, res.status, res.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
  });

  it('the report queue pages most reported first, and a listing handled between pages skips nobody', async () => {
    const [kim, lou, max] = [await student('Kim Ko'), await student('Lou Li'), await student('Max Mo')];
    const reporters = [await student('R One'), await student('R Two')];
    // Kim: 2 reports, Lou: 1 (earlier than Max's), Max: 1
    for (const r of reporters) await api('POST', `/matches/${kim.listingId}/report`, r, { reason: 'SPAM' });
    await api('POST', `/matches/${lou.listingId}/report`, reporters[0]!, { reason: 'FAKE' });
    await api('POST', `/matches/${max.listingId}/report`, reporters[0]!, { reason: 'OTHER' });
    const first = await api('GET', '/support/reports?first=1', staff);
    expect(first.body.queue.map((q: Json) => q.ownerName)).toEqual(['Kim Ko']);
    expect(first.body.total).toBe(3);
    // staff hide Kim's listing from page 1: page 2 still starts at Lou
    await hide(kim, 'Spam.');
    const second = await api('GET', `/support/reports?first=1&after=${first.body.nextCursor}`, staff);
    expect(second.body.queue.map((q: Json) => q.ownerName)).toEqual(['Lou Li']);
    const third = await gql(
      staff,
      'query ($a: String) { supportReports(first: 5, after: $a) { nextCursor items { ownerName } } }',
      {
        a: second.body.nextCursor,
      },
    );
    expect(third.data.supportReports).toEqual({ nextCursor: null, items: [{ ownerName: 'Max Mo' }] });
  });
});
