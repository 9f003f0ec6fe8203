// One swap after the match (issue 37, docs/decisions/294-one-swap-after-the-match.md) through both doors
// over real HTTP: a pair from connected to claimed to done, what each member sees ("You swapped with …",
// what each moved into, the housing-office step and its link), the story (Alice's 3-way is
// called off when her swap with Ben is done; Ben deletes his account and Alice's record stays, without
// his contacts), and the refusals. PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, gql, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import { type Json, gateway, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
} from '@campus-swap/test-support/listing-fixtures';
import { dormFromTo, parkingListing } from '@campus-swap/test-support/listings';
import {
  connect,
  connectedTrio,
  contactsOf,
  SWAP_FIELDS,
  swapOf,
  swapsOf,
} from '@campus-swap/test-support/swap-students';

const FORM = 'https://ruhousing.example.edu/room-swap';
const STAFF = 'desk-294@rutgers.edu';
useInProcessGateway({ HOUSING_SWAP_FORM_URL: FORM, STAFF_EMAILS: STAFF }, { postgres: true });

type S = ListedStudent;
const DONE = `mutation ($id: ID!) { swapDone(swapId: $id) { ${SWAP_FIELDS} } }`;
const CALL_OFF = `mutation ($id: ID!) { callOffSwap(swapId: $id) { ${SWAP_FIELDS} } }`;
const GONE = { error: 'This swap is not available.', code: 'NOT_FOUND' };

const active = async (...who: S[]) =>
  (await gateway.db.prisma.listing.findMany({ where: { id: { in: who.map((w) => w.listingId) } } })).map(
    (l) => l.active,
  );

describe('a pair, from connected to done', () => {
  let a: S;
  let b: S;
  let swapId: string;

  beforeAll(async () => {
    a = await listedStudent(DORM_BUSCH_WANTS_LIVI, { name: 'Ann Avery' });
    b = await listedStudent(DORM_LIVI_WANTS_BUSCH, { name: 'Bob Brown' });
    await connect(a, b);
  });

  it('connecting makes one CONNECTED swap that both see the same way, contacts shown', async () => {
    const [mine, theirs] = [await swapOf(a), await swapOf(b)];
    swapId = mine.id;
    expect(theirs.id).toBe(swapId);
    for (const [view, other] of [
      [mine, b],
      [theirs, a],
    ] as const) {
      expect(view).toMatchObject({
        kind: 'PAIR',
        type: 'DORM',
        state: 'CONNECTED',
        memberCount: 2,
        doneCount: 0,
      });
      expect(view.members.map((m: Json) => m.isMe)).toEqual([true, false]);
      expect(view.members[1]).toMatchObject({
        userName: other.user.name,
        userEmail: other.user.email,
        connected: true,
      });
      expect(view.housingFormUrl).toBe(FORM);
    }
    expect(mine.members[0].movesInto).toBe(mine.members[1].have);
  });

  it('the connected card and request link the housing form on both doors; a card not connected and a parking pair do not', async () => {
    const restCard = (await api('GET', '/matches', a)).body.cards.find((c: Json) => c.id === b.listingId);
    expect(restCard).toMatchObject({ connected: true, housingFormUrl: FORM });
    const restRequest = (await api('GET', '/swaps/requests', a)).body.connected;
    expect(restRequest.find((r: Json) => r.listingId === b.listingId).housingFormUrl).toBe(FORM);
    const read = await gql(
      b,
      '{ matches { cards { id housingFormUrl } } swapRequests { connected { listingId housingFormUrl } } }',
    );
    expect(read.data.matches.cards.find((c: Json) => c.id === a.listingId).housingFormUrl).toBe(FORM);
    expect(read.data.swapRequests.connected[0].housingFormUrl).toBe(FORM);
    // another room for Ann, not connected: its step and the form stay hidden
    const stranger = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    const unconnected = (await api('GET', '/matches', a)).body.cards.find(
      (c: Json) => c.id === stranger.listingId,
    );
    expect(unconnected).toMatchObject({ connected: false, nextStep: null, housingFormUrl: null });
    // a parking pair's step is Transportation Services', not the housing form
    const p = await listedStudent(parkingListing());
    const q = await listedStudent(
      parkingListing({ permitNow: 'Livingston - Resident', permitWant: 'Busch - Commuter' }),
    );
    await connect(p, q);
    const parking = (await api('GET', '/matches', p)).body.cards.find((c: Json) => c.id === q.listingId);
    expect(parking.nextStep).toMatch(/Transportation Services/);
    expect(parking.housingFormUrl).toBeNull();
  });

  it('"we swapped" (REST) makes it CLAIMED for both; the claimer saying it again changes nothing', async () => {
    const first = await api('POST', `/swaps/${swapId}/done`, a);
    expect(first.status).toBe(200);
    expect(first.body.swap).toMatchObject({ state: 'CLAIMED', saidDoneByMe: true, doneCount: 1 });
    expect(first.body.swap.closesAt).not.toBeNull();
    expect((await api('POST', `/swaps/${swapId}/done`, a)).body).toEqual(first.body);
    expect(await swapOf(b)).toMatchObject({ state: 'CLAIMED', saidDoneByMe: false, doneCount: 1 });
    // the released door of ADR 183 shows the same swap as a claim on the card
    const card = (await api('GET', '/matches', b)).body.cards.find((c: Json) => c.id === a.listingId);
    expect(card.swap).toMatchObject({ status: 'CLAIMED', claimedByMe: false });
    expect(await active(a, b)).toEqual([true, true]);
  });

  it('the other confirming (GraphQL) makes it DONE: "You swapped with …", the step and its link', async () => {
    const confirmed = await gql(b, DONE, { id: swapId });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.swapDone).toMatchObject({
      state: 'DONE',
      headline: 'You swapped with Ann Avery.',
      housingFormUrl: FORM,
      doneCount: 2,
    });
    expect(confirmed.data.swapDone.nextStep).toMatch(/housing office's room-swap form/);
    const mine = await swapOf(a);
    expect(mine).toMatchObject({ state: 'DONE', headline: 'You swapped with Bob Brown.' });
    expect(mine.members[0].movesInto).toBe(mine.members[1].have);
    expect(mine.members[1].userEmail).toBe(b.user.email);
    expect(await active(a, b)).toEqual([false, false]);
    // done answers as it is; calling off a done swap is refused
    expect((await api('POST', `/swaps/${swapId}/done`, a)).body.swap.state).toBe('DONE');
    const off = await api('POST', `/swaps/${swapId}/call-off`, a);
    expect([off.status, off.body]).toEqual([
      409,
      { error: 'This swap is done: there is nothing to call off.', code: 'CONFLICT' },
    ]);
  });

  it('refuses unknown, malformed and other students’ swap ids alike on both doors (404)', async () => {
    const stranger = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    for (const id of [swapId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const path of [`/swaps/${id}/done`, `/swaps/${id}/call-off`]) {
        const rest = await api('POST', path, stranger);
        expect([rest.status, rest.body]).toEqual([404, GONE]);
      }
      for (const mutation of [DONE, CALL_OFF]) {
        const viaGraphql = await gql(stranger, mutation, { id });
        expect(viaGraphql.errors[0]).toMatchObject({
          message: GONE.error,
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
    expect((await api('GET', '/swaps', null)).status).toBe(401);
    expect(await swapsOf(stranger)).toEqual([]);
  });
});

describe("the issue's story: Alice's 3-way outlives her room no more", () => {
  const halls: [string, string, string] = ['Tinsley Hall', 'Buell Apartments', 'Quad I'];
  let alice: S;
  let ben: S;
  let dana: S;
  let eli: S;
  let cycleId: string;

  beforeAll(async () => {
    alice = await listedStudent(dormFromTo(halls[0], halls[1]), { name: 'Alice Adams' });
    const made = await connectedTrio(halls, alice);
    [, dana, eli] = made.trio as [S, S, S];
    cycleId = made.cycleId;
    ben = await listedStudent(dormFromTo(halls[1], halls[0]), { name: 'Ben Baker' });
    await connect(alice, ben);
  });

  it('all three in: one CONNECTED 3-way swap, each member moving into the next one’s room', async () => {
    const seen = await Promise.all([alice, dana, eli].map((who) => swapOf(who, 'THREE_WAY')));
    expect(new Set(seen.map((s) => s.id)).size).toBe(1);
    for (const view of seen) {
      expect(view).toMatchObject({ state: 'CONNECTED', memberCount: 3 });
      expect(view.members.map((m: Json) => m.connected)).toEqual([true, true, true]);
      for (const [i, m] of view.members.entries()) expect(m.movesInto).toBe(view.members[(i + 1) % 3].have);
    }
    expect(contactsOf(seen[1], eli)).toEqual([eli.user.email, eli.user.linkedin]);
    // the 3-way card on /matches links the housing form its next step names, on both doors
    const rest = (await api('GET', '/matches', dana)).body.cycles.find((c: Json) => c.id === cycleId);
    expect(rest).toMatchObject({ connected: true, housingFormUrl: FORM });
    const read = await gql(eli, '{ matches { cycles { id housingFormUrl } } }');
    expect(read.data.matches.cycles.find((c: Json) => c.id === cycleId).housingFormUrl).toBe(FORM);
  });

  it('Alice and Ben done: the 3-way is called off for all three, contacts gone everywhere', async () => {
    const pair = await swapOf(alice);
    expect((await api('POST', `/swaps/${pair.id}/done`, alice)).status).toBe(200);
    expect((await api('POST', `/swaps/${pair.id}/done`, ben)).body.swap.state).toBe('DONE');
    const words = {
      [alice.user.id]: 'Called off: your listing closed with another swap.',
      [dana.user.id]: "Called off: one of the others' listings is no longer available.",
      [eli.user.id]: "Called off: one of the others' listings is no longer available.",
    };
    for (const who of [alice, dana, eli]) {
      const trio = await swapOf(who, 'THREE_WAY');
      expect([trio.state, trio.callOffReason, trio.callOffWords, trio.nextStep]).toEqual([
        'CALLED_OFF',
        'LISTING_CLOSED',
        words[who.user.id],
        null,
      ]);
      expect(trio.members.filter((m: Json) => !m.isMe).map((m: Json) => m.connected)).toEqual([false, false]);
      const matches = (await api('GET', '/matches', who)).body;
      expect(matches.cycles.map((c: Json) => c.id)).not.toContain(cycleId);
      for (const other of [alice, dana, eli].filter((x) => x !== who)) {
        expect(contactsOf(trio, other)).toEqual([]);
        expect(contactsOf(matches, other)).toEqual([]);
      }
    }
  });

  it('Ben deletes his account: Alice keeps "You swapped with (account deleted)", without his contacts', async () => {
    expect((await api('DELETE', '/auth/account', ben)).status).toBe(200);
    const [done] = (await swapsOf(alice)).filter((s) => s.kind === 'PAIR');
    expect(done).toMatchObject({ state: 'DONE', headline: 'You swapped with (account deleted).' });
    expect(done.members[1]).toMatchObject({
      userName: '(account deleted)',
      accountDeleted: true,
      connected: false,
    });
    expect(done.members[1].have).not.toBe('');
    expect(contactsOf(done, ben)).toEqual([]);
    expect(contactsOf((await api('GET', '/swaps/requests', alice)).body, ben)).toEqual([]);
  });

  it('the weekly figures count the done swap as a pair (3-ways apart)', async () => {
    const staff = await createStudent(gateway.db, { email: STAFF });
    const figures = await gql(
      staff,
      '{ supportWeeklyFigures { type swapsCompleted pairSwapsDone threeWaySwapsDone } }',
    );
    const dorm = figures.data.supportWeeklyFigures.filter((f: Json) => f.type === 'DORM');
    const sum = (k: string) => dorm.reduce((n: number, f: Json) => n + f[k], 0);
    expect([sum('pairSwapsDone'), sum('threeWaySwapsDone')]).toEqual([2, 0]);
    expect(sum('swapsCompleted')).toBe(sum('pairSwapsDone') + sum('threeWaySwapsDone'));
  });
});
