// Matches end to end through the GraphQL schema in-process: categories, ordering, caps and counts, the
// index following edits and reloads, and the guard.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  MATCHES,
  postListing,
  REVEAL,
  type Student,
  SWAPS,
} from '@campus-swap/test-support/listing-fixtures';
import { MatchingIndex } from '../matching-index/matching-index.ts';
import { getMatches } from './matches.ts';
import { services, useTestServices } from '@campus-swap/test-support/test-services';

useTestServices();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('matches', () => {
  let a: Student;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    a = await createStudent(services, { name: 'Alice' });
    ids.a = await postListing(services, a, DORM_BUSCH_WANTS_LIVI);
    // exact reverse, but a different timing: 90, still exact reverse
    ids.exactLate = await postListing(services, await createStudent(services), {
      ...DORM_LIVI_WANTS_BUSCH,
      moveWhen: 'Next Semester',
    });
    // exact reverse, same timing: 100
    ids.exact = await postListing(
      services,
      await createStudent(services, { name: 'Bob' }),
      DORM_LIVI_WANTS_BUSCH,
    );
    // has what A wants but wants only the campus of A: fit(A,B)=1, fit(B,A)=0.4 -> 70, preference
    ids.seventy = await postListing(services, await createStudent(services), {
      ...DORM_LIVI_WANTS_BUSCH,
      dormWant: ['Allen Hall'],
      roomTypeWant: ['Single'],
    });
    // two identical "other" listings (campus only one way: 20); the newer must come first
    const other = {
      ...DORM_LIVI_WANTS_BUSCH,
      dormNow: 'Quad II',
      roomTypeNow: 'Single',
      campusWant: ['Cook/Douglass'],
      dormWant: ['Perry Hall'],
      roomTypeWant: ['Single'],
    };
    ids.otherOld = await postListing(services, await createStudent(services), other);
    await sleep(5);
    ids.otherNew = await postListing(services, await createStudent(services), other);
    // nothing in common: no card
    ids.none = await postListing(services, await createStudent(services), {
      ...other,
      campusNow: 'College Avenue',
      dormNow: 'Brett Hall',
    });
    // a parking listing, an inactive listing and a deleted owner's listing never show
    await postListing(services, await createStudent(services), {
      type: 'PARKING',
      permitNow: 'Livingston - Resident',
      permitWant: 'Busch - Resident',
      moveWhen: 'ASAP',
    });
    const inactive = await createStudent(services);
    ids.inactive = await postListing(services, inactive, DORM_LIVI_WANTS_BUSCH);
    await services.prisma.listing.update({ where: { id: ids.inactive }, data: { active: false } });
    const deleted = await createStudent(services);
    ids.deleted = await postListing(services, deleted, DORM_LIVI_WANTS_BUSCH);
    await services.prisma.user.update({ where: { id: deleted.user.id }, data: { deletedAt: new Date() } });
  });

  it('orders preference, exact reverse, score, newest; counts both categories', async () => {
    const result = await as(services, a, MATCHES);
    expect(result.errors).toBeUndefined();
    const m = result.data!.matches;
    expect(m.myListing.id).toBe(ids.a);
    expect(m.cards.map((c: { id: string }) => c.id)).toEqual([
      ids.exact,
      ids.exactLate,
      ids.seventy,
      ids.otherNew,
      ids.otherOld,
    ]);
    expect(m.cards.map((c: { score: number }) => c.score)).toEqual([100, 90, 70, 20, 20]);
    expect(m.cards.map((c: { category: string }) => c.category)).toEqual([
      'PREFERENCE',
      'PREFERENCE',
      'PREFERENCE',
      'OTHER',
      'OTHER',
    ]);
    expect(m.preferenceCount).toBe(3);
    expect(m.otherCount).toBe(2);
    expect(m.cards[0]).toMatchObject({
      type: 'DORM',
      when: 'ASAP',
      userName: 'Bob',
      userAge: 19,
      userAcademicYear: 'sophomore',
      have: 'Livingston · Quad I · Double',
      want: 'Busch · Judson Suites · Suite',
      why: { exactReverse: true, sameDormOrLot: false, sameCampus: false },
      userEmail: null,
      userInstagram: null,
      userLinkedin: null,
      revealedByMe: false,
      connected: false,
      nextStep: null,
    });
    expect(m.cards[1].why.exactReverse).toBe(true);
    expect(m.cards[2].why.exactReverse).toBe(false);
    expect(m.cards[3].why).toEqual({ exactReverse: false, sameDormOrLot: false, sameCampus: false });
  });

  it('limit caps the cards of each category but not the counts; a bad limit is VALIDATION_FAILED', async () => {
    const m = (await as(services, a, MATCHES, { limit: 1 })).data!.matches;
    expect(m.cards.map((c: { id: string }) => c.id)).toEqual([ids.exact, ids.otherNew]);
    expect([m.preferenceCount, m.otherCount]).toEqual([3, 2]);
    const bad = await as(services, a, MATCHES, { limit: 0 });
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.errors![0]!.extensions!.fields).toEqual({ limit: expect.any(String) });
  });

  it('follows edits: a changed, a new and a deactivated listing show up on the next request', async () => {
    const newcomer = await createStudent(services);
    const id = await postListing(services, newcomer, DORM_LIVI_WANTS_BUSCH);
    let cards = (await as(services, a, MATCHES)).data!.matches.cards.map((c: { id: string }) => c.id);
    expect(cards).toContain(id);
    await postListing(services, newcomer, {
      ...DORM_LIVI_WANTS_BUSCH,
      campusNow: 'College Avenue',
      dormNow: 'Brett Hall',
      roomTypeNow: 'Single',
      campusWant: ['Cook/Douglass'],
      dormWant: ['Perry Hall'],
      roomTypeWant: ['Single'],
    });
    cards = (await as(services, a, MATCHES)).data!.matches.cards.map((c: { id: string }) => c.id);
    expect(cards).not.toContain(id);
    await postListing(services, newcomer, DORM_LIVI_WANTS_BUSCH);
    expect((await as(services, a, MATCHES)).data!.matches.cards.map((c: { id: string }) => c.id)).toContain(
      id,
    );
    await as(services, newcomer, 'mutation { deactivateListing { success } }');
    expect(
      (await as(services, a, MATCHES)).data!.matches.cards.map((c: { id: string }) => c.id),
    ).not.toContain(id);
  });

  it("a card's updatedAt is when its student last changed the listing", async () => {
    const other = await createStudent(services);
    const id = await postListing(services, other, DORM_LIVI_WANTS_BUSCH);
    const cardOf = async () => {
      const { data } = await as(services, a, '{ matches { cards { id updatedAt } } }');
      return data!.matches.cards.find((c: { id: string }) => c.id === id) as { updatedAt: string };
    };
    const theirs = async () =>
      (await as(services, other, '{ myListing { updatedAt } }')).data!.myListing.updatedAt as string;
    const before = await cardOf();
    expect(before.updatedAt).toBe(await theirs());
    await sleep(20);
    await postListing(services, other, { ...DORM_LIVI_WANTS_BUSCH, notes: 'Still looking.' });
    const after = await cardOf();
    expect(after.updatedAt).toBe(await theirs());
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('an owner deleted after indexing drops out at once', async () => {
    const leaver = await createStudent(services);
    const id = await postListing(services, leaver, DORM_LIVI_WANTS_BUSCH);
    expect((await as(services, a, MATCHES)).data!.matches.cards.map((c: { id: string }) => c.id)).toContain(
      id,
    );
    // deleting the account touches only the user row here, so the index cannot know yet
    await services.prisma.user.update({ where: { id: leaver.user.id }, data: { deletedAt: new Date() } });
    const m = (await as(services, a, MATCHES)).data!.matches;
    expect(m.cards.map((c: { id: string }) => c.id)).not.toContain(id);
    expect(m.preferenceCount).toBe(
      m.cards.filter((c: { category: string }) => c.category === 'PREFERENCE').length,
    );
  });

  it('a full reload in small pages holds exactly the live listings', async () => {
    const paged = new MatchingIndex(services.prisma, { reloadPage: 2 });
    await paged.reload();
    const live = await services.prisma.listing.count({ where: { active: true, user: { deletedAt: null } } });
    expect(live).toBeGreaterThan(5);
    expect(paged.size).toBe(live);
    const shared = services.matchingIndex;
    await shared.sync();
    expect(shared.size).toBe(live);
  });

  it('without a listing, or with an inactive one: no cards', async () => {
    const s = await createStudent(services);
    expect((await as(services, s, MATCHES)).data!.matches).toEqual({
      myListing: null,
      cards: [],
      preferenceCount: 0,
      otherCount: 0,
      interestedCount: 0,
    });
    await postListing(services, s, DORM_BUSCH_WANTS_LIVI);
    await as(services, s, 'mutation { deactivateListing { success } }');
    const m = (await as(services, s, MATCHES)).data!.matches;
    expect(m.myListing.active).toBe(false);
    expect(m.cards).toEqual([]);
  });

  it('parking matches parking only', async () => {
    const p = await createStudent(services);
    await postListing(services, p, {
      type: 'PARKING',
      permitNow: 'Busch - Resident',
      permitWant: 'Livingston - Resident',
      moveWhen: 'ASAP',
    });
    const m = (await as(services, p, MATCHES)).data!.matches;
    expect(m.cards).toHaveLength(1);
    expect(m.cards[0]).toMatchObject({
      type: 'PARKING',
      score: 100,
      have: 'Livingston - Resident',
      want: 'Busch - Resident',
      category: 'PREFERENCE',
    });
    expect(m.cards[0].why).toEqual({ exactReverse: true, sameDormOrLot: false, sameCampus: false });
  });

  it('the guard answers before anything else', async () => {
    expect((await as(services, null, MATCHES)).code).toBe('UNAUTHENTICATED');
    const noProfile = await createStudent(services, { age: null });
    expect((await as(services, noProfile, MATCHES)).code).toBe('PROFILE_REQUIRED');
    expect((await as(services, noProfile, REVEAL, { id: ids.exact })).code).toBe('PROFILE_REQUIRED');
    expect((await as(services, noProfile, SWAPS)).code).toBe('PROFILE_REQUIRED');
  });

  it("the viewer's fresh row decides when the index's copy of it is stale (ADR 150, 275)", async () => {
    // an index that never syncs again: its copy of Alice's listing stays as it was loaded
    const stale = new MatchingIndex(services.prisma);
    await stale.reload();
    stale.sync = async () => {};
    const listing = await services.prisma.listing.findUniqueOrThrow({ where: { id: ids.a } });
    const read = (matchingIndex: MatchingIndex) =>
      getMatches({ readTransaction: services.readTransaction, matchingIndex }, a.user.id);
    const before = await read(services.matchingIndex);
    try {
      // wants now what only the two "other" listings have: a different candidate set and counts
      await services.prisma.listing.update({
        where: { id: ids.a },
        data: { campusWant: ['Cook/Douglass'], dormWant: ['Perry Hall'], roomTypeWant: ['Single'] },
      });
      await services.matchingIndex.sync();
      const fresh = await read(services.matchingIndex);
      const fromStale = await read(stale);
      expect(fromStale.cards.map((card) => card.id)).toEqual(fresh.cards.map((card) => card.id));
      expect([fromStale.preferenceCount, fromStale.otherCount]).toEqual([
        fresh.preferenceCount,
        fresh.otherCount,
      ]);
      // the change did change the answer (else the stale copy would prove nothing)
      expect(fresh).not.toEqual(before);
    } finally {
      const { campusWant, dormWant, roomTypeWant } = listing;
      await services.prisma.listing.update({
        where: { id: ids.a },
        data: { campusWant, dormWant, roomTypeWant },
      });
      await services.matchingIndex.sync();
    }
  });
});
