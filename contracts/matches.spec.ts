// Contract of /api/matches and /api/swaps (decisions.md §3, §5): the cards of a student's listing,
// their score, reasons, category and order, and the mutual reveal that alone shares contact details.
// The students of this file live on halls no other contract file uses; cards are still found by id,
// because every file shares one gateway and one database.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, pactum } from './support/pactum.ts';
import { api, type Json, newStudent, postListing, type Student } from './support/students.ts';

type Card = Record<string, Json>;
type Who = Student & { listing: Json };

const CARD_KEYS = [
  'category',
  'connected',
  'createdAt',
  'flexible',
  'have',
  'id',
  'nextStep',
  'notes',
  'revealedByMe',
  'revealedToMe',
  'score',
  'type',
  'userAcademicYear',
  'userAge',
  'userEmail',
  'userInstagram',
  'userLinkedin',
  'userName',
  'want',
  'when',
  'why',
];
const SWAP_KEYS = [
  'connected',
  'createdAt',
  'have',
  'listingId',
  'nextStep',
  'type',
  'userAcademicYear',
  'userAge',
  'userEmail',
  'userInstagram',
  'userLinkedin',
  'userName',
  'want',
  'when',
];
const NO_CONTACT = { userEmail: null, userInstagram: null, userLinkedin: null };
const NOT_AVAILABLE = { error: 'This listing is not available.', code: 'NOT_FOUND' };
const DORM_NEXT_STEP =
  "You're connected! Agree on the details, then both of you submit the Rutgers housing office's " +
  'room-swap form (Residence Life). Nothing changes until the housing office approves the swap.';

const sorted = (o: object) => Object.keys(o).sort();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const BRETT_WANTS_HELYAR = {
  type: 'DORM',
  campusNow: 'College Avenue',
  dormNow: 'Brett Hall',
  roomTypeNow: 'Single',
  campusWant: ['Cook/Douglass'],
  dormWant: ['Helyar House'],
  roomTypeWant: ['Suite'],
  moveWhen: 'End of Semester',
  flexible: false,
  notes: 'Brett single, quiet.',
};
const HELYAR_WANTS_BRETT = {
  type: 'DORM',
  campusNow: 'Cook/Douglass',
  dormNow: 'Helyar House',
  roomTypeNow: 'Suite',
  campusWant: ['College Avenue'],
  dormWant: ['Brett Hall'],
  roomTypeWant: ['Single'],
  moveWhen: 'End of Semester',
  flexible: false,
  notes: 'Helyar suite near the gardens.',
};

async function matchesOf(token: string): Promise<Json> {
  const res = await api('GET', '/api/matches', { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function cardFor(viewer: Who, other: Who): Promise<Card | undefined> {
  return (await matchesOf(viewer.token)).cards.find((card: Card) => card.id === other.listing.id);
}

async function swapsOf(token: string): Promise<Json> {
  const res = await api('GET', '/api/swaps/requests', { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function reveal(viewer: Who, other: Who): Promise<{ status: number; body: Json }> {
  return api('POST', `/api/matches/${other.listing.id}/reveal`, { token: viewer.token });
}

function contactOf(student: Student) {
  return {
    userEmail: student.email,
    userInstagram: student.profile.instagram,
    userLinkedin: student.profile.linkedin,
  };
}

async function studentWith(prefix: string, listing: Record<string, unknown>, year = 'junior'): Promise<Who> {
  const student = await newStudent(prefix, { year });
  return { ...student, listing: await postListing(student.token, listing) };
}

// A: Brett single, wants a Helyar suite.  B: the exact reverse (score 100).
// E: Helyar double wanting Brett single, other timing (fits 0.8 and 1, -10: score 80).
// F: Jameson double wanting College Avenue / Tinsley / Double (fits 0.4 and 0.4: score 40, "Other").
// C: the same listing as A (a third student, B's exact reverse too; no match for A: score 0).
let A: Who;
let B: Who;
let C: Who;
let E: Who;
let F: Who;

beforeAll(async () => {
  A = await studentWith('ma', BRETT_WANTS_HELYAR, 'sophomore');
  B = await studentWith('mb', HELYAR_WANTS_BRETT, 'senior');
  E = await studentWith('me', { ...HELYAR_WANTS_BRETT, roomTypeNow: 'Double', moveWhen: 'ASAP', notes: '' });
  F = await studentWith('mf', {
    ...HELYAR_WANTS_BRETT,
    dormNow: 'Jameson Hall',
    roomTypeNow: 'Double',
    dormWant: ['Tinsley Hall'],
    roomTypeWant: ['Double'],
  });
  C = await studentWith('mc', BRETT_WANTS_HELYAR, 'graduate');
});

describe('GET /api/matches', () => {
  it('answers {myListing, cards, preferenceCount, otherCount}; the exact reverse is a score-100 preference card', async () => {
    const res = await pactum.spec().get('/api/matches').withHeaders(bearer(A.token)).expectStatus(200).toss();
    const body = res.json;
    expect(sorted(body)).toEqual(['cards', 'cycles', 'myListing', 'otherCount', 'preferenceCount']);
    expect(body.myListing).toEqual(A.listing);
    const card = body.cards.find((c: Card) => c.id === B.listing.id);
    expect(card, 'a card whose id is the other listing id').toBeDefined();
    expect(sorted(card)).toEqual(CARD_KEYS);
    expect(card).toEqual({
      id: B.listing.id,
      type: 'DORM',
      score: 100,
      why: { exactReverse: true, sameDormOrLot: false, sameCampus: false },
      category: 'PREFERENCE',
      when: 'End of Semester',
      flexible: false,
      notes: 'Helyar suite near the gardens.',
      have: 'Cook/Douglass · Helyar House · Suite',
      want: 'College Avenue · Brett Hall · Single',
      createdAt: B.listing.createdAt,
      userName: B.profile.name,
      userAge: 20,
      userAcademicYear: 'senior',
      ...NO_CONTACT,
      revealedByMe: false,
      revealedToMe: false,
      connected: false,
      nextStep: null,
    });
    expect(body.preferenceCount).toBeGreaterThanOrEqual(2);
    expect(body.otherCount).toBeGreaterThanOrEqual(1);
  });

  it('scores by decisions §5 (timing penalty, "Other" under 70) and orders preference, exact reverse, score', async () => {
    const { cards } = await matchesOf(A.token);
    const ids = cards.map((c: Card) => c.id);
    const e = cards.find((c: Card) => c.id === E.listing.id);
    const f = cards.find((c: Card) => c.id === F.listing.id);
    expect(e).toMatchObject({
      score: 80,
      category: 'PREFERENCE',
      why: { exactReverse: false, sameDormOrLot: false, sameCampus: false },
      when: 'ASAP',
      notes: null,
    });
    expect(f).toMatchObject({
      score: 40,
      category: 'OTHER',
      why: { exactReverse: false, sameDormOrLot: false, sameCampus: false },
    });
    expect(ids.indexOf(B.listing.id)).toBeLessThan(ids.indexOf(E.listing.id));
    expect(ids.indexOf(E.listing.id)).toBeLessThan(ids.indexOf(F.listing.id));
    // all preference cards come first
    const categories = cards.map((c: Card) => c.category);
    expect(categories).toEqual(
      [...categories].sort((x: string, y: string) => (x === y ? 0 : x === 'PREFERENCE' ? -1 : 1)),
    );
    // no card for the viewer's own listing, nor for a listing with score 0 (C)
    expect(ids).not.toContain(A.listing.id);
    expect(ids).not.toContain(C.listing.id);
  });

  it('the score is symmetric, and a shared hall shows in why.sameDormOrLot', async () => {
    const fromE = await cardFor(E, A);
    expect(fromE).toMatchObject({ score: 80, category: 'PREFERENCE' });
    const fromB = (await matchesOf(B.token)).cards.filter((c: Card) =>
      [A.listing.id, C.listing.id, E.listing.id].includes(c.id),
    );
    expect(fromB.map((c: Card) => [c.id, c.score, c.why.exactReverse]).sort()).toEqual(
      [
        [A.listing.id, 100, true],
        [C.listing.id, 100, true],
      ].sort(),
    );
    // B and E are in the same hall but neither has what the other wants: score 0, no card
    const fromEToB = await cardFor(E, B);
    expect(fromEToB).toBeUndefined();
  });

  it('a student without a listing gets {myListing: null, cards: [], preferenceCount: 0, otherCount: 0, cycles: []}', async () => {
    const lone = await newStudent('mlone');
    await pactum
      .spec()
      .get('/api/matches')
      .withHeaders(bearer(lone.token))
      .expectStatus(200)
      .expectJson({ myListing: null, cards: [], preferenceCount: 0, otherCount: 0, cycles: [] });
  });
});

describe('GET /api/matches for PARKING listings', () => {
  it('scores permits by campus (0.6) and type (0.4), never mixes types, and reports the same lot', async () => {
    const permit = (permitNow: string, permitWant: string, moveWhen: string, flexible = false) => ({
      type: 'PARKING',
      permitNow,
      permitWant,
      moveWhen,
      flexible,
    });
    const p1 = await studentWith('mp1', permit('College Avenue - Commuter', 'Busch - Resident', 'ASAP'));
    const p2 = await studentWith('mp2', permit('Busch - Resident', 'College Avenue - Commuter', 'ASAP'));
    // campus fits both ways, type neither (0.6 + 0.6), timings differ: 60 - 10
    const p3 = await studentWith(
      'mp3',
      permit('Busch - Commuter', 'College Avenue - Resident', 'Next Semester'),
    );
    // same permit as p1 and wants exactly it (1 + 0), flexible so no penalty
    const p4 = await studentWith(
      'mp4',
      permit('College Avenue - Commuter', 'College Avenue - Commuter', 'Next Semester', true),
    );
    const { cards } = await matchesOf(p1.token);
    const byId = new Map(cards.map((c: Card) => [c.id, c]));
    expect(byId.get(p2.listing.id)).toMatchObject({
      type: 'PARKING',
      score: 100,
      category: 'PREFERENCE',
      why: { exactReverse: true, sameDormOrLot: false, sameCampus: false },
      have: 'Busch - Resident',
      want: 'College Avenue - Commuter',
      ...NO_CONTACT,
    });
    expect(byId.get(p3.listing.id)).toMatchObject({
      score: 50,
      category: 'OTHER',
      why: { exactReverse: false, sameDormOrLot: false, sameCampus: false },
    });
    expect(byId.get(p4.listing.id)).toMatchObject({
      score: 50,
      category: 'OTHER',
      flexible: true,
      why: { exactReverse: false, sameDormOrLot: true, sameCampus: true },
    });
    expect(cards.every((c: Card) => c.type === 'PARKING')).toBe(true);
    expect(byId.has(A.listing.id)).toBe(false);
  });
});

describe('POST /api/matches/:id/reveal and GET /api/swaps/requests', () => {
  it('before any reveal the swap requests are {outgoing: [], incoming: [], connected: []}', async () => {
    await pactum
      .spec()
      .get('/api/swaps/requests')
      .withHeaders(bearer(A.token))
      .expectStatus(200)
      .expectJson({ outgoing: [], incoming: [], connected: [] });
  });

  it("a first reveal is 'pending', idempotently; neither side sees contact details yet", async () => {
    await pactum
      .spec()
      .post(`/api/matches/${B.listing.id}/reveal`)
      .withHeaders(bearer(A.token))
      .expectStatus(200)
      .expectJson({ status: 'pending' });
    await pactum
      .spec()
      .post(`/api/matches/${B.listing.id}/reveal`)
      .withHeaders(bearer(A.token))
      .expectStatus(200)
      .expectJson({ status: 'pending' });

    expect(await cardFor(A, B)).toMatchObject({
      ...NO_CONTACT,
      revealedByMe: true,
      revealedToMe: false,
      connected: false,
      nextStep: null,
    });
    expect(await cardFor(B, A)).toMatchObject({
      ...NO_CONTACT,
      revealedByMe: false,
      revealedToMe: true,
      connected: false,
    });

    const mine = await swapsOf(A.token);
    expect(sorted(mine)).toEqual(['connected', 'incoming', 'outgoing']);
    expect(mine.incoming).toEqual([]);
    expect(mine.connected).toEqual([]);
    expect(mine.outgoing).toHaveLength(1);
    expect(sorted(mine.outgoing[0])).toEqual(SWAP_KEYS);
    expect(mine.outgoing[0]).toEqual({
      listingId: B.listing.id,
      type: 'DORM',
      have: 'Cook/Douglass · Helyar House · Suite',
      want: 'College Avenue · Brett Hall · Single',
      when: 'End of Semester',
      userName: B.profile.name,
      userAge: 20,
      userAcademicYear: 'senior',
      ...NO_CONTACT,
      createdAt: expect.any(String),
      connected: false,
      nextStep: null,
    });

    const theirs = await swapsOf(B.token);
    expect(theirs.outgoing).toEqual([]);
    expect(theirs.connected).toEqual([]);
    expect(theirs.incoming).toHaveLength(1);
    expect(theirs.incoming[0]).toMatchObject({
      listingId: A.listing.id,
      userName: A.profile.name,
      userAcademicYear: 'sophomore',
      ...NO_CONTACT,
      connected: false,
    });
  });

  it("the other student's reveal answers 'connected'; both now see each other's contact details", async () => {
    await pactum
      .spec()
      .post(`/api/matches/${A.listing.id}/reveal`)
      .withHeaders(bearer(B.token))
      .expectStatus(200)
      .expectJson({ status: 'connected' });
    // idempotent once connected too
    expect((await reveal(A, B)).body).toEqual({ status: 'connected' });

    expect(await cardFor(A, B)).toMatchObject({
      ...contactOf(B),
      revealedByMe: true,
      connected: true,
      nextStep: DORM_NEXT_STEP,
    });
    expect(await cardFor(B, A)).toMatchObject({
      ...contactOf(A),
      revealedByMe: true,
      connected: true,
      nextStep: DORM_NEXT_STEP,
    });

    const mine = await swapsOf(A.token);
    expect(mine.outgoing).toEqual([]);
    expect(mine.incoming).toEqual([]);
    expect(mine.connected).toEqual([
      expect.objectContaining({
        listingId: B.listing.id,
        ...contactOf(B),
        connected: true,
        nextStep: DORM_NEXT_STEP,
      }),
    ]);
    const theirs = await swapsOf(B.token);
    expect(theirs.connected).toEqual([
      expect.objectContaining({ listingId: A.listing.id, ...contactOf(A), connected: true }),
    ]);
    expect(theirs.outgoing).toEqual([]);
    expect(theirs.incoming).toEqual([]);
  });

  it('a third student never sees contact details of others, through REST or GraphQL', async () => {
    expect(await cardFor(C, B)).toMatchObject({ ...NO_CONTACT, connected: false, revealedByMe: false });
    expect((await reveal(C, B)).body).toEqual({ status: 'pending' });
    expect(await cardFor(C, B)).toMatchObject({ ...NO_CONTACT, connected: false, revealedByMe: true });
    const cSwaps = await swapsOf(C.token);
    expect(cSwaps.outgoing).toEqual([expect.objectContaining({ listingId: B.listing.id, ...NO_CONTACT })]);
    expect(cSwaps.connected).toEqual([]);
    // B sees that C is interested, without C's contact details
    const bSwaps = await swapsOf(B.token);
    expect(bSwaps.incoming).toEqual([expect.objectContaining({ listingId: C.listing.id, ...NO_CONTACT })]);
    expect(bSwaps.connected).toHaveLength(1);

    const gql = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(C.token) },
      body: JSON.stringify({
        query: '{ matches { cards { id userEmail userInstagram userLinkedin connected } } }',
      }),
    });
    const { data } = (await gql.json()) as Json;
    expect(data.matches.cards.find((c: Card) => c.id === B.listing.id)).toEqual({
      id: B.listing.id,
      ...NO_CONTACT,
      connected: false,
    });
  });

  it('a connection survives later edits of either listing', async () => {
    const edited = await api('PUT', '/api/listings/preferences', {
      token: B.token,
      body: { moveWhen: 'Next Semester', flexible: true },
    });
    expect(edited.status).toBe(200);
    expect(await cardFor(A, B)).toMatchObject({ ...contactOf(B), connected: true, when: 'Next Semester' });
  });

  it('revealing your own listing, an unknown id, a non-uuid id, or an inactive listing is 404 NOT_FOUND', async () => {
    await pactum
      .spec()
      .post(`/api/matches/${A.listing.id}/reveal`)
      .withHeaders(bearer(A.token))
      .expectStatus(404)
      .expectJson(NOT_AVAILABLE);
    await pactum
      .spec()
      .post(`/api/matches/${randomUUID()}/reveal`)
      .withHeaders(bearer(A.token))
      .expectStatus(404)
      .expectJson(NOT_AVAILABLE);
    await pactum
      .spec()
      .post('/api/matches/not-a-uuid/reveal')
      .withHeaders(bearer(A.token))
      .expectStatus(404)
      .expectJson(NOT_AVAILABLE);

    // F shows interest in A, then withdraws the listing
    expect((await reveal(F, A)).body).toEqual({ status: 'pending' });
    expect((await swapsOf(A.token)).incoming).toEqual([
      expect.objectContaining({
        listingId: F.listing.id,
        type: 'DORM',
        have: 'Cook/Douglass · Jameson Hall · Double',
      }),
    ]);
    expect((await api('POST', '/api/listings/deactivate', { token: F.token })).body).toEqual({
      success: true,
    });
    // the request stays, without a listing to point at
    expect((await swapsOf(A.token)).incoming).toEqual([
      expect.objectContaining({
        listingId: null,
        type: null,
        have: null,
        want: null,
        when: null,
        ...NO_CONTACT,
      }),
    ]);
    await pactum
      .spec()
      .post(`/api/matches/${F.listing.id}/reveal`)
      .withHeaders(bearer(A.token))
      .expectStatus(404)
      .expectJson(NOT_AVAILABLE);
    expect(await cardFor(A, F)).toBeUndefined();
  });

  it("a deleted account's listing is gone: no card, reveal 404", async () => {
    expect(await cardFor(A, E)).toBeDefined();
    expect((await api('DELETE', '/api/auth/account', { token: E.token })).status).toBe(200);
    expect(await cardFor(A, E)).toBeUndefined();
    await pactum
      .spec()
      .post(`/api/matches/${E.listing.id}/reveal`)
      .withHeaders(bearer(A.token))
      .expectStatus(404)
      .expectJson(NOT_AVAILABLE);
  });

  it('signed out is 401 UNAUTHENTICATED', async () => {
    await pactum
      .spec()
      .post(`/api/matches/${B.listing.id}/reveal`)
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
    await pactum
      .spec()
      .get('/api/swaps/requests')
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});
