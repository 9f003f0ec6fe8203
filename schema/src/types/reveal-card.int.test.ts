// `reveal` answers with the revealed listing's card (docs/decisions/106-reveal-returns-the-card.md): the
// same card `matches` serves, under the same contact rule (ADR 023): contacts only once both revealed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  MATCHES,
  postListing,
} from '@campus-swap/test-support/listing-fixtures';
import { createTestServices, type TestServices } from '@campus-swap/test-support/test-services';

const CARD_FIELDS = `id type score category when have want createdAt userName userAge userAcademicYear
  userEmail userInstagram userLinkedin revealedByMe revealedToMe connected nextStep
  why { exactReverse sameDormOrLot sameCampus }`;

const REVEAL_CARD = /* GraphQL */ `
  mutation RevealCard($id: ID!) { reveal(listingId: $id) { result card { ${CARD_FIELDS} } } }`;

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.close();
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

    const pending = await as(services, x, REVEAL_CARD, { id: yl });
    expect(pending.errors).toBeUndefined();
    expect(pending.data!.reveal).toMatchObject({
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
    const xCards = (await as(services, x, MATCHES)).data!.matches.cards;
    expect(pending.data!.reveal.card).toEqual(xCards.find((card: { id: string }) => card.id === yl));

    const connected = await as(services, y, REVEAL_CARD, { id: xl });
    expect(connected.errors).toBeUndefined();
    expect(connected.data!.reveal).toMatchObject({
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
    const yCards = (await as(services, y, MATCHES)).data!.matches.cards;
    expect(connected.data!.reveal.card).toEqual(yCards.find((card: { id: string }) => card.id === xl));

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
