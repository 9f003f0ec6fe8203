// Reports that protect the reporter (issue 38; docs/decisions/298-reports-that-protect-the-reporter.md),
// through both doors: a report may block the student too (`alsoBlock`), in the report's transaction,
// so the reported student no longer sees the reporter anywhere (matches, requests, connections and
// their contacts, 3-way swaps); a hidden listing's owner is told (`hiddenBySupport`). PGlite, or
// PostgreSQL with TEST_DATABASE_URL (its cached answers exercised too).
import { beforeAll, describe, expect, it } from 'vitest';
import { api, gql, type ListedStudent, listedStudent } from '@campus-swap/test-support/gateway-students';
import { gateway, type Json, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';
import { dormFromTo } from '@campus-swap/test-support/listings';

const STAFF = 'desk.staff@rutgers.edu';
useInProcessGateway({ STAFF_EMAILS: STAFF }, { postgres: true });

type S = ListedStudent;

/** Everything `viewer` is shown of other students, through both doors, as text. */
async function everything(viewer: S): Promise<string> {
  const answers = await Promise.all([
    api('GET', '/matches', viewer),
    api('GET', '/swaps/requests', viewer),
    gql(viewer, '{ matches { cards { id userName userEmail } cycles { id } } }'),
    gql(
      viewer,
      '{ swapRequests { outgoing { userName } incoming { userName } connected { userName userEmail userInstagram } } }',
    ),
  ]);
  return JSON.stringify(answers);
}
const sees = async (viewer: S, other: S) => {
  const text = await everything(viewer);
  return [other.listingId, other.user.name!, other.user.email, other.user.instagram!].some((x) =>
    text.includes(x),
  );
};
const REPORT =
  'mutation ($id: ID!, $input: ReportInput!) { report(listingId: $id, input: $input) { blocked message } }';

describe('a report with "also block"', () => {
  let alice: S;
  let dana: S;

  beforeAll(async () => {
    alice = await listedStudent(DORM_BUSCH_WANTS_LIVI, { name: 'Alice Ash' });
    dana = await listedStudent(DORM_LIVI_WANTS_BUSCH, { name: 'Dana Diaz' });
    // connected: each sees the other's contact details
    expect((await api('POST', `/matches/${dana.listingId}/reveal`, alice)).status).toBe(200);
    expect((await api('POST', `/matches/${alice.listingId}/reveal`, dana)).body.status).toBe('connected');
  });

  it('takes the reporter out of the reported student’s sight at once, contacts included (REST)', async () => {
    expect(await sees(dana, alice)).toBe(true);
    const res = await api('POST', `/matches/${dana.listingId}/report`, alice, {
      reason: 'HARASSMENT',
      alsoBlock: true,
    });
    expect([res.status, res.body.blocked]).toEqual([200, true]);
    expect(res.body.message).toMatch(/You blocked them too/);
    expect(await sees(dana, alice)).toBe(false);
    expect(await sees(alice, dana)).toBe(false);
    // the same block as `block`: their swap is called off as blocked (ADR 294)
    const swaps = await gateway.db.prisma.swap.findMany({
      where: { AND: [alice, dana].map((s) => ({ members: { some: { userId: s.user.id } } })) },
    });
    expect(swaps.map((s) => [s.state, s.callOffReason])).toEqual([['CALLED_OFF', 'BLOCKED']]);
    expect((await api('GET', '/blocks', alice)).body.blocks.map((b: Json) => b.userName)).toEqual([
      'Dana Diaz',
    ]);
    // silent: Dana's report of Alice answers as for a listing that is not there (ADR 283)
    const back = await api('POST', `/matches/${alice.listingId}/report`, dana, { reason: 'SPAM' });
    expect([back.status, back.body.code]).toEqual([404, 'NOT_FOUND']);
    // the report is queued for staff like any other
    expect((await gateway.db.prisma.report.findMany({ where: { reporterId: alice.user.id } })).length).toBe(
      1,
    );
  });

  it('without alsoBlock blocks nobody; a wrong alsoBlock is 400 and stores nothing (both doors)', async () => {
    const bo = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const eve = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    const bad = await api('POST', `/matches/${eve.listingId}/report`, bo, {
      reason: 'SPAM',
      alsoBlock: 'yes',
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const plain = await gql(bo, REPORT, { id: eve.listingId, input: { reason: 'SPAM' } });
    expect(plain.data.report.blocked).toBe(false);
    expect(await gateway.db.prisma.block.count({ where: { blockerId: bo.user.id } })).toBe(0);
    expect(await sees(eve, bo)).toBe(true);
  });

  it('blocks through GraphQL too, and a block that already stood stays as it was', async () => {
    const cy = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const fay = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    const graph = await gql(cy, REPORT, { id: fay.listingId, input: { reason: 'FAKE', alsoBlock: true } });
    expect(graph.data.report.blocked).toBe(true);
    expect(await sees(fay, cy)).toBe(false);
    const gus = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    expect((await api('POST', `/matches/${gus.listingId}/block`, cy)).status).toBe(200);
    const again = await api('POST', `/matches/${gus.listingId}/report`, cy, {
      reason: 'OTHER',
      alsoBlock: true,
    });
    expect([again.status, again.body.blocked]).toEqual([200, true]);
    expect(await gateway.db.prisma.block.count({ where: { blockerId: cy.user.id } })).toBe(2);
  });

  it('dissolves a connected 3-way swap the two share, for all three', async () => {
    const halls = ['Tinsley Hall', 'Buell Apartments', 'Quad I'];
    const s: S[] = [];
    for (let i = 0; i < 3; i++) s.push(await listedStudent(dormFromTo(halls[i]!, halls[(i + 1) % 3]!)));
    const [cycleId] = (await api('GET', '/matches', s[0]!)).body.cycles.map((c: Json) => c.id);
    for (const x of s) expect((await api('POST', `/cycles/${cycleId}/join`, x)).status).toBe(200);
    expect(await sees(s[1]!, s[0]!)).toBe(true);
    const res = await api('POST', `/matches/${s[1]!.listingId}/report`, s[0]!, {
      reason: 'HARASSMENT',
      alsoBlock: true,
    });
    expect(res.body.blocked).toBe(true);
    for (const x of s) expect((await api('GET', '/matches', x)).body.cycles).toEqual([]);
    expect(await sees(s[1]!, s[0]!)).toBe(false);
  });
});

describe('a hidden listing’s owner', () => {
  it('is told it is hidden by support (GraphQL), until staff restore it', async () => {
    const staff = await listedStudent(DORM_BUSCH_WANTS_LIVI, { email: STAFF });
    const owner = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    const read = async () =>
      (await gql(owner, '{ myListing { active hiddenBySupport } matches { myListing { hiddenBySupport } } }'))
        .data;
    expect(await read()).toEqual({
      myListing: { active: true, hiddenBySupport: false },
      matches: { myListing: { hiddenBySupport: false } },
    });
    await api('POST', `/support/listings/${owner.listingId}/hide`, staff, { reason: 'Fake room.' });
    expect(await read()).toEqual({
      myListing: { active: true, hiddenBySupport: true },
      matches: { myListing: { hiddenBySupport: true } },
    });
    await api('POST', `/support/listings/${owner.listingId}/restore`, staff, { reason: 'Checked.' });
    expect((await read()).myListing.hiddenBySupport).toBe(false);
  });
});
