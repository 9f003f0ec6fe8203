// "We swapped" through both doors (issue 24, docs/decisions/183-we-swapped.md), over real HTTP against
// an in-process gateway (PostgreSQL when TEST_DATABASE_URL is set, else PGlite): a claim needs a
// connection; the other student confirms with the same call and both listings close, leave everyone's
// matches, and the pending interests to or from the two end; a dispute stops the 7-day close; bad
// input gets the documented error and changes nothing; every call is idempotent.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, gql, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import { runHousekeeping } from '@campus-swap/schema/services/jobs';
import {
  type Json,
  gateway as server,
  useInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';

useInProcessGateway({}, { postgres: true });

type S = ListedStudent;
const DAY = 24 * 60 * 60 * 1000;
const SWAPPED = 'mutation ($id: ID!) { swapped(listingId: $id) { status claimedByMe closedAt } }';
const DISPUTE = 'mutation ($id: ID!) { disputeSwap(listingId: $id) { status claimedByMe disputedAt } }';
const NOT_AVAILABLE = { error: 'This listing is not available.', code: 'NOT_FOUND' };
const NOT_CONNECTED = {
  error: 'You can say you swapped only with a student you are connected with (both revealed).',
  code: 'CONFLICT',
};

async function connect(a: S, b: S): Promise<void> {
  expect((await api('POST', `/matches/${b.listingId}/reveal`, a)).status).toBe(200);
  expect((await api('POST', `/matches/${a.listingId}/reveal`, b)).body).toEqual({ status: 'connected' });
}

/**
 * What the database holds about a pair: both listings' active flags and their claims, read off their
 * swaps (ADR 294) in the words of ADR 183's claim: who claimed, confirmed, disputed, closed.
 */
async function state(a: S, b: S) {
  const listings = await server.db.prisma.listing.findMany({
    where: { id: { in: [a.listingId, b.listingId] } },
    select: { id: true, active: true },
  });
  const swaps = await server.db.prisma.swap.findMany({
    where: { kind: 'PAIR', claimedById: { not: null }, members: { some: { userId: a.user.id } } },
    include: { members: true },
    orderBy: { createdAt: 'asc' },
  });
  const claims = swaps.map((s) => ({
    claimerId: s.claimedById,
    otherId: s.members.find((m) => m.userId !== s.claimedById)?.userId,
    campus: s.campus,
    confirmedAt: s.confirmed ? s.doneAt : null,
    disputedAt: s.disputedAt,
    closedAt: s.doneAt,
  }));
  return { active: listings.map((l) => l.active).sort(), claims };
}

const cardOf = async (viewer: S, other: S): Promise<Json> =>
  (await api('GET', '/matches', viewer)).body.cards.find((card: Json) => card.id === other.listingId);

describe('a claim and its confirmation', () => {
  let a: S;
  let b: S;
  let c: S;
  let d: S;

  beforeAll(async () => {
    a = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    b = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    c = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    d = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    // c is interested in a (pending), a in d (pending): both end when a's swap closes
    expect((await api('POST', `/matches/${a.listingId}/reveal`, c)).status).toBe(200);
    expect((await api('POST', `/matches/${d.listingId}/reveal`, a)).status).toBe(200);
  });

  it('refuses a claim without a connection (409, both doors) and changes nothing', async () => {
    const rest = await api('POST', `/matches/${b.listingId}/swapped`, a);
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual(NOT_CONNECTED);
    // c revealed to a, a never back: one-sided is not a connection either
    const graphql = await gql(a, SWAPPED, { id: c.listingId });
    expect(graphql.errors[0]).toMatchObject({
      message: NOT_CONNECTED.error,
      extensions: { code: 'CONFLICT' },
    });
    expect(await state(a, b)).toEqual({ active: [true, true], claims: [] });
  });

  it('answers unknown, malformed and own listing ids like reveal (404) and changes nothing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', a.listingId]) {
      for (const path of [`/matches/${id}/swapped`, `/matches/${id}/swapped/dispute`]) {
        const rest = await api('POST', path, a);
        expect(rest.status).toBe(404);
        expect(rest.body).toEqual(NOT_AVAILABLE);
      }
      const graphql = await gql(a, SWAPPED, { id });
      expect(graphql.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect((await api('POST', `/matches/${b.listingId}/swapped`, null)).status).toBe(401);
    expect(await state(a, b)).toEqual({ active: [true, true], claims: [] });
  });

  it('REST claim answers the documented shape, again the same (idempotent); the other sees it on the card', async () => {
    await connect(a, b);
    const first = await api('POST', `/matches/${b.listingId}/swapped`, a);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 'CLAIMED',
      claimedByMe: true,
      claimedAt: expect.any(String),
      closesAt: new Date(Date.parse(first.body.claimedAt) + 7 * DAY).toISOString(),
      confirmedAt: null,
      disputedAt: null,
      closedAt: null,
    });
    expect((await api('POST', `/matches/${b.listingId}/swapped`, a)).body).toEqual(first.body);
    expect((await cardOf(b, a)).swap).toEqual({ ...first.body, claimedByMe: false });
    expect((await cardOf(a, b)).swap).toEqual(first.body);
    const requests = await gql(b, '{ swapRequests { connected { listingId swap { status claimedByMe } } } }');
    expect(requests.data.swapRequests.connected).toEqual([
      { listingId: a.listingId, swap: { status: 'CLAIMED', claimedByMe: false } },
    ]);
    // the claimer cannot dispute their own claim
    const own = await api('POST', `/matches/${b.listingId}/swapped/dispute`, a);
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('CONFLICT');
    expect((await state(a, b)).active).toEqual([true, true]);
  });

  it('the other confirms (GraphQL): both listings close, leave matches, pending interests end', async () => {
    const confirmed = await gql(b, SWAPPED, { id: a.listingId });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.swapped).toEqual({
      status: 'CLOSED',
      claimedByMe: false,
      closedAt: expect.any(String),
    });
    const now = await state(a, b);
    expect(now.active).toEqual([false, false]);
    expect(now.claims).toHaveLength(1);
    expect(now.claims[0]).toMatchObject({
      claimerId: a.user.id,
      otherId: b.user.id,
      campus: 'Busch ↔ Livingston',
    });
    expect(now.claims[0]!.confirmedAt).toEqual(now.claims[0]!.closedAt);
    // out of everyone's matches: c's card of a is gone
    expect(await cardOf(c, a)).toBeUndefined();
    // c's interest in a and a's in d ended; the connection a-b stays, with the closed claim
    const reveals = await server.db.prisma.reveal.findMany({
      where: { OR: [{ userId: a.user.id }, { targetUserId: a.user.id }] },
      select: { userId: true, targetUserId: true },
    });
    expect(reveals).toHaveLength(2);
    expect(new Set(reveals.flatMap((r) => [r.userId, r.targetUserId]))).toEqual(
      new Set([a.user.id, b.user.id]),
    );
    expect((await api('GET', '/swaps/requests', c)).body.outgoing).toEqual([]);
    const connected = (await api('GET', '/swaps/requests', a)).body.connected;
    expect(connected).toHaveLength(1);
    expect(connected[0]).toMatchObject({
      userName: b.user.name,
      swap: { status: 'CLOSED', claimedByMe: true },
    });
  });

  it('after the close, both calls answer the closed claim again (idempotent); a dispute is 409', async () => {
    const before = await state(a, b);
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const again = await api('POST', `/matches/${other.listingId}/swapped`, who);
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('CLOSED');
    }
    const dispute = await api('POST', `/matches/${a.listingId}/swapped/dispute`, b);
    expect(dispute.status).toBe(409);
    expect(dispute.body).toEqual({ error: 'This swap is already closed.', code: 'CONFLICT' });
    expect(await state(a, b)).toEqual(before);
  });
});

describe('a dispute and the 7-day rule', () => {
  let e: S;
  let f: S;

  beforeAll(async () => {
    e = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    f = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    await connect(e, f);
  });

  it('nothing to dispute before a claim (409)', async () => {
    const graphql = await gql(f, DISPUTE, { id: e.listingId });
    expect(graphql.errors[0].extensions.code).toBe('CONFLICT');
    expect((await state(e, f)).claims).toEqual([]);
  });

  it('a disputed claim does not close after 7 days; disputing twice answers the same', async () => {
    expect((await api('POST', `/matches/${f.listingId}/swapped`, e)).body.status).toBe('CLAIMED');
    const disputed = await api('POST', `/matches/${e.listingId}/swapped/dispute`, f);
    expect(disputed.status).toBe(200);
    expect(disputed.body).toMatchObject({ status: 'DISPUTED', claimedByMe: false, closesAt: null });
    expect((await api('POST', `/matches/${e.listingId}/swapped/dispute`, f)).body).toEqual(disputed.body);
    expect((await cardOf(e, f)).swap).toMatchObject({ status: 'DISPUTED', claimedByMe: true });
    await runHousekeeping(server.services, new Date(Date.now() + 8 * DAY));
    expect((await state(e, f)).active).toEqual([true, true]);
  });

  it('a new claim after the dispute starts again; unanswered for 7 days it closes both listings', async () => {
    const again = await gql(f, SWAPPED, { id: e.listingId });
    expect(again.data.swapped).toEqual({ status: 'CLAIMED', claimedByMe: true, closedAt: null });
    await runHousekeeping(server.services, new Date(Date.now() + 6 * DAY));
    expect((await state(e, f)).active).toEqual([true, true]);
    const report = await runHousekeeping(server.services, new Date(Date.now() + 7 * DAY + 60_000));
    expect(report.closedSwapListings).toBe(2);
    const closed = await state(e, f);
    expect(closed.active).toEqual([false, false]);
    expect(closed.claims[0]).toMatchObject({ claimerId: f.user.id, confirmedAt: null });
    expect(closed.claims[0]!.closedAt).not.toBeNull();
  });
});

describe('a block', () => {
  it('hides the pair: a claim is 404, and an open claim is called off instead of closing', async () => {
    const g = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const h = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    await connect(g, h);
    expect((await api('POST', `/matches/${h.listingId}/swapped`, g)).status).toBe(200);
    expect((await api('POST', `/matches/${g.listingId}/block`, h)).status).toBe(200);
    const confirm = await api('POST', `/matches/${g.listingId}/swapped`, h);
    expect(confirm.status).toBe(404);
    expect(confirm.body).toEqual(NOT_AVAILABLE);
    await runHousekeeping(server.services, new Date(Date.now() + 8 * DAY));
    expect((await state(g, h)).active).toEqual([true, true]);
    const swap = await server.db.prisma.swap.findFirstOrThrow({ where: { claimedById: g.user.id } });
    expect([swap.state, swap.callOffReason]).toEqual(['CALLED_OFF', 'BLOCKED']);
  });
});
