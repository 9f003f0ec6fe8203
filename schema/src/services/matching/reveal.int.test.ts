// Reveal end to end through the GraphQL schema in-process: contact privacy (matches and swapRequests),
// idempotent and concurrent reveals, the NOT_FOUND cases, and the card `reveal` answers with
// (docs/decisions/106-reveal-returns-the-card.md): the one `matches` serves, under the same contact rule.
import { describe, expect, it } from 'vitest';
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
import { services, useTestServices } from '@campus-swap/test-support/test-services';

const CARD_FIELDS = `id type score category when have want createdAt userName userAge userAcademicYear
  userEmail userInstagram userLinkedin revealedByMe revealedToMe connected nextStep
  why { exactReverse sameDormOrLot sameCampus }`;

const REVEAL_CARD = /* GraphQL */ `
  mutation RevealCard($id: ID!) { reveal(listingId: $id) { result card { ${CARD_FIELDS} } } }`;

useTestServices();

// Reveals as `viewer`, asserts no errors and that the answered card is the one `matches` serves.
const revealCard = async (viewer: Student, listingId: string) => {
  const res = await as(services, viewer, REVEAL_CARD, { id: listingId });
  expect(res.errors).toBeUndefined();
  const cards = (await as(services, viewer, MATCHES)).data!.matches.cards;
  expect(res.data!.reveal.card).toEqual(cards.find((card: { id: string }) => card.id === listingId));
  return res.data!.reveal;
};

describe('reveal', () => {
  type Card = {
    id: string;
    userEmail: string | null;
    userInstagram: string | null;
    userLinkedin: string | null;
    connected: boolean;
    revealedByMe: boolean;
    revealedToMe: boolean;
    nextStep: string | null;
  };
  const cardOf = async (viewer: Student, listingId: string): Promise<Card | undefined> =>
    (await as(services, viewer, MATCHES)).data!.matches.cards.find((c: Card) => c.id === listingId);

  it('pending, then connected: contact fields only after both revealed, never for a third student', async () => {
    const x = await createStudent(services, {
      name: 'Xena',
      instagram: '@xena',
      linkedin: 'linkedin.com/in/xena',
    });
    const y = await createStudent(services, { name: 'Yuri', instagram: '@yuri', linkedin: null });
    const third = await createStudent(services, { name: 'Third' });
    const xl = await postListing(services, x, {
      ...DORM_BUSCH_WANTS_LIVI,
      campusNow: 'Cook/Douglass',
      dormNow: 'Perry Hall',
      campusWant: ['College Avenue'],
      dormWant: ['Brett Hall'],
    });
    const yl = await postListing(services, y, {
      ...DORM_LIVI_WANTS_BUSCH,
      campusNow: 'College Avenue',
      dormNow: 'Brett Hall',
      campusWant: ['Cook/Douglass'],
      dormWant: ['Perry Hall'],
    });
    await postListing(services, third, {
      ...DORM_BUSCH_WANTS_LIVI,
      campusNow: 'Cook/Douglass',
      dormNow: 'Perry Hall',
      campusWant: ['College Avenue'],
      dormWant: ['Brett Hall'],
    });

    expect((await as(services, x, REVEAL, { id: yl })).data).toEqual({ reveal: { status: 'pending' } });
    expect(await cardOf(x, yl)).toMatchObject({
      userEmail: null,
      userInstagram: null,
      userLinkedin: null,
      revealedByMe: true,
      revealedToMe: false,
      connected: false,
    });
    expect(await cardOf(y, xl)).toMatchObject({
      userEmail: null,
      userInstagram: null,
      userLinkedin: null,
      revealedByMe: false,
      revealedToMe: true,
      connected: false,
    });
    // "Interested in you": counted for Yuri (who has not answered), not for Xena (who asked)
    expect((await as(services, y, MATCHES)).data!.matches.interestedCount).toBe(1);
    expect((await as(services, x, MATCHES)).data!.matches.interestedCount).toBe(0);
    expect((await as(services, third, MATCHES)).data!.matches.interestedCount).toBe(0);

    let ySwaps = (await as(services, y, SWAPS)).data!.swapRequests;
    expect(ySwaps.outgoing).toEqual([]);
    expect(ySwaps.connected).toEqual([]);
    expect(ySwaps.incoming).toEqual([
      {
        listingId: xl,
        userName: 'Xena',
        userEmail: null,
        userInstagram: null,
        userLinkedin: null,
        connected: false,
        nextStep: null,
      },
    ]);
    expect((await as(services, x, SWAPS)).data!.swapRequests.outgoing).toEqual([
      {
        listingId: yl,
        userName: 'Yuri',
        userEmail: null,
        userInstagram: null,
        userLinkedin: null,
        connected: false,
        nextStep: null,
      },
    ]);

    expect((await as(services, y, REVEAL, { id: xl })).data).toEqual({ reveal: { status: 'connected' } });
    expect(await cardOf(x, yl)).toMatchObject({
      userEmail: y.user.email,
      userInstagram: '@yuri',
      userLinkedin: null,
      connected: true,
      nextStep: expect.stringMatching(/room-swap form/),
    });
    expect(await cardOf(y, xl)).toMatchObject({
      userEmail: x.user.email,
      userInstagram: '@xena',
      userLinkedin: 'linkedin.com/in/xena',
      revealedByMe: true,
      revealedToMe: true,
      connected: true,
    });
    expect((await as(services, y, MATCHES)).data!.matches.interestedCount).toBe(0);
    ySwaps = (await as(services, y, SWAPS)).data!.swapRequests;
    expect(ySwaps.incoming).toEqual([]);
    expect(ySwaps.connected).toEqual([
      {
        listingId: xl,
        userName: 'Xena',
        userEmail: x.user.email,
        userInstagram: '@xena',
        userLinkedin: 'linkedin.com/in/xena',
        connected: true,
        nextStep: expect.stringMatching(/housing office/),
      },
    ]);

    // the third student matches both and sees neither's contact details, anywhere
    const thirdCard = await cardOf(third, yl);
    expect(thirdCard).toMatchObject({
      userEmail: null,
      userInstagram: null,
      userLinkedin: null,
      connected: false,
    });
    const thirdSwaps = (await as(services, third, SWAPS)).data!.swapRequests;
    expect(thirdSwaps).toEqual({ outgoing: [], incoming: [], connected: [] });

    // idempotent: revealing again keeps one row per direction and stays connected
    expect((await as(services, x, REVEAL, { id: yl })).data).toEqual({ reveal: { status: 'connected' } });
    expect(await services.prisma.reveal.count({ where: { userId: { in: [x.user.id, y.user.id] } } })).toBe(2);

    // the connection survives later edits of either listing
    await postListing(services, y, {
      ...DORM_LIVI_WANTS_BUSCH,
      campusNow: 'College Avenue',
      dormNow: 'Brett Hall',
      campusWant: ['Cook/Douglass'],
      dormWant: ['Perry Hall'],
      roomTypeWant: ['Single', 'Suite'],
      notes: 'edited',
    });
    expect((await as(services, x, SWAPS)).data!.swapRequests.connected).toHaveLength(1);
    expect(await cardOf(x, yl)).toMatchObject({ connected: true, userEmail: y.user.email });
  });

  it('parking connections get the transportation next step', async () => {
    const p = await createStudent(services);
    const q = await createStudent(services);
    const pl = await postListing(services, p, {
      type: 'PARKING',
      permitNow: 'Cook/Douglass - Commuter',
      permitWant: 'College Avenue - Commuter',
      moveWhen: 'ASAP',
    });
    const ql = await postListing(services, q, {
      type: 'PARKING',
      permitNow: 'College Avenue - Commuter',
      permitWant: 'Cook/Douglass - Commuter',
      moveWhen: 'ASAP',
    });
    await as(services, p, REVEAL, { id: ql });
    await as(services, q, REVEAL, { id: pl });
    const connected = (await as(services, p, SWAPS)).data!.swapRequests.connected;
    expect(connected[0].nextStep).toMatch(/zone-change request with Rutgers Transportation Services/);
  });

  it('own, inactive, deleted-owner, unknown and malformed listings are NOT_FOUND', async () => {
    const s = await createStudent(services);
    const mine = await postListing(services, s, DORM_BUSCH_WANTS_LIVI);
    const other = await createStudent(services);
    const theirs = await postListing(services, other, DORM_LIVI_WANTS_BUSCH);
    await as(services, other, 'mutation { deactivateListing { success } }');
    const gone = await createStudent(services);
    const goneListing = await postListing(services, gone, DORM_LIVI_WANTS_BUSCH);
    await services.prisma.user.update({ where: { id: gone.user.id }, data: { deletedAt: new Date() } });
    for (const id of [mine, theirs, goneListing, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '']) {
      const result = await as(services, s, REVEAL, { id });
      expect(result.code, id).toBe('NOT_FOUND');
    }
    expect(await services.prisma.reveal.count({ where: { userId: s.user.id } })).toBe(0);
  });

  it('concurrent reveals by both sides end connected exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await createStudent(services);
      const q = await createStudent(services);
      const pl = await postListing(services, p, DORM_BUSCH_WANTS_LIVI);
      const ql = await postListing(services, q, DORM_LIVI_WANTS_BUSCH);
      const results = await Promise.all([
        as(services, p, REVEAL, { id: ql }),
        as(services, q, REVEAL, { id: pl }),
        as(services, p, REVEAL, { id: ql }),
        as(services, q, REVEAL, { id: pl }),
      ]);
      for (const r of results) expect(r.errors).toBeUndefined();
      expect(results.map((r) => r.data!.reveal.status)).toContain('connected');
      expect(
        await services.prisma.reveal.count({ where: { userId: p.user.id, targetUserId: q.user.id } }),
      ).toBe(1);
      expect(
        await services.prisma.reveal.count({ where: { userId: q.user.id, targetUserId: p.user.id } }),
      ).toBe(1);
      expect((await as(services, p, SWAPS)).data!.swapRequests.connected).toHaveLength(1);
      expect((await as(services, q, SWAPS)).data!.swapRequests.connected).toHaveLength(1);
    }
  });
});

describe('reveal returns the card', () => {
  it('pending: the card without contacts; connected: the card with them, as matches serves it', async () => {
    const x = await createStudent(services, { name: 'Xavi', instagram: '@xavi', linkedin: null });
    const y = await createStudent(services, {
      name: 'Yara',
      instagram: '@yara',
      linkedin: 'linkedin.com/in/yara',
    });
    const xl = await postListing(services, x, DORM_BUSCH_WANTS_LIVI);
    const yl = await postListing(services, y, DORM_LIVI_WANTS_BUSCH);

    const pending = await revealCard(x, yl);
    expect(pending).toMatchObject({
      result: 'pending',
      card: {
        id: yl,
        userName: 'Yara',
        userEmail: null,
        userInstagram: null,
        userLinkedin: null,
        revealedByMe: true,
        revealedToMe: false,
        connected: false,
        nextStep: null,
      },
    });

    const connected = await revealCard(y, xl);
    expect(connected).toMatchObject({
      result: 'connected',
      card: {
        id: xl,
        userName: 'Xavi',
        userEmail: x.user.email,
        userInstagram: '@xavi',
        userLinkedin: null,
        revealedByMe: true,
        revealedToMe: true,
        connected: true,
        nextStep: expect.stringMatching(/room-swap form/),
      },
    });

    // revealing again answers the connected card to the first student too
    const again = await as(services, x, REVEAL_CARD, { id: yl });
    expect(again.data!.reveal.card).toMatchObject({
      userEmail: y.user.email,
      userInstagram: '@yara',
      userLinkedin: 'linkedin.com/in/yara',
      connected: true,
    });
  });

  it('null when the listing is not one of your matches; the reveal itself still counts', async () => {
    const owner = await createStudent(services);
    const ownerListing = await postListing(services, owner, DORM_LIVI_WANTS_BUSCH);

    // no listing of one's own: nothing to rank the listing against
    const listless = await createStudent(services);
    const noListing = await as(services, listless, REVEAL_CARD, { id: ownerListing });
    expect(noListing.errors).toBeUndefined();
    expect(noListing.data!.reveal).toEqual({ result: 'pending', card: null });

    // a parking listing never matches a dorm listing
    const driver = await createStudent(services);
    await postListing(services, driver, {
      type: 'PARKING',
      permitNow: 'Busch - Resident',
      permitWant: 'Livingston - Resident',
      moveWhen: 'ASAP',
    });
    const otherType = await as(services, driver, REVEAL_CARD, { id: ownerListing });
    expect(otherType.data!.reveal).toEqual({ result: 'pending', card: null });

    expect(await services.prisma.reveal.count({ where: { targetUserId: owner.user.id } })).toBe(2);
  });
});
