// Contract of GET /api/matches (decisions.md §3, §5): the cards of a student's listing, their score,
// reasons, category and order, for DORM and PARKING listings. The students: support/match-cast.ts.
import { describe, expect, it } from 'vitest';
import { MATCHES_KEYS } from '@campus-swap/test-support/documented-shapes';
import { sorted } from './support/answers.ts';
import {
  A,
  B,
  C,
  E,
  F,
  type Card,
  CARD_KEYS,
  cardFor,
  matchesOf,
  NO_CONTACT,
  studentWith,
  useMatchCast,
} from './support/match-cast.ts';
import { asStudent } from './support/pactum.ts';
import { documented, publishedKeys } from './support/published.ts';
import { newStudent } from './support/students.ts';

useMatchCast();

describe('GET /api/matches', () => {
  it('answers {myListing, cards, preferenceCount, otherCount}; the exact reverse is a score-100 preference card', async () => {
    const res = await asStudent(A.token).get('/api/matches').expectStatus(200).toss();
    const body = res.json;
    expect(sorted(body)).toEqual(MATCHES_KEYS);
    expect(body.myListing).toEqual(A.listing);
    const card = body.cards.find((c: Card) => c.id === B.listing.id);
    expect(card, 'a card whose id is the other listing id').toBeDefined();
    // every field the published document gives a card, and the documented ones with these values
    expect(sorted(card)).toEqual(await publishedKeys('get', '/matches', 'cards', '[]'));
    expect(documented(card, CARD_KEYS)).toEqual({
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
    await asStudent(lone.token)
      .get('/api/matches')
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
    // the same permit as p1 (the same lot), wanting another of its campus (0 + 0.6), flexible so no
    // penalty. (A permit that wants itself is refused since issue 39: it could never be a swap.)
    const p4 = await studentWith(
      'mp4',
      permit('College Avenue - Commuter', 'College Avenue - Resident', 'Next Semester', true),
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
      score: 30,
      category: 'OTHER',
      flexible: true,
      why: { exactReverse: false, sameDormOrLot: true, sameCampus: true },
    });
    expect(cards.every((c: Card) => c.type === 'PARKING')).toBe(true);
    expect(byId.has(A.listing.id)).toBe(false);
  });
});
