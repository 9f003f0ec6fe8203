// Contract of POST /api/matches/:id/reveal and GET /api/swaps/requests (decisions.md §3, §5): the
// mutual reveal that alone shares contact details, and what withdrawn listings and deleted accounts
// leave behind. The tests run in order on one cast (support/match-cast.ts): each builds on the last.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sorted } from './support/answers.ts';
import {
  A,
  B,
  C,
  E,
  F,
  type Card,
  cardFor,
  contactOf,
  DORM_NEXT_STEP,
  NO_CONTACT,
  NOT_AVAILABLE,
  reveal,
  SWAP_KEYS,
  swapsOf,
  useMatchCast,
} from './support/match-cast.ts';
import { asStudent, baseURL, bearer, pactum } from './support/pactum.ts';
import { documented, publishedKeys } from './support/published.ts';
import { api, type Json } from './support/students.ts';

useMatchCast();

describe('POST /api/matches/:id/reveal and GET /api/swaps/requests', () => {
  it('before any reveal the swap requests are {outgoing: [], incoming: [], connected: []}', async () => {
    await asStudent(A.token)
      .get('/api/swaps/requests')
      .expectStatus(200)
      .expectJson({ outgoing: [], incoming: [], connected: [] });
  });

  it("a first reveal is 'pending', idempotently; neither side sees contact details yet", async () => {
    await asStudent(A.token)
      .post(`/api/matches/${B.listing.id}/reveal`)
      .expectStatus(200)
      .expectJson({ status: 'pending' });
    await asStudent(A.token)
      .post(`/api/matches/${B.listing.id}/reveal`)
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
    expect(sorted(mine.outgoing[0])).toEqual(await publishedKeys('get', '/swaps/requests', 'outgoing', '[]'));
    expect(documented(mine.outgoing[0], SWAP_KEYS)).toEqual({
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
    await asStudent(B.token)
      .post(`/api/matches/${A.listing.id}/reveal`)
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
    await asStudent(A.token)
      .post(`/api/matches/${A.listing.id}/reveal`)
      .expectStatus(404)
      .expectJson(NOT_AVAILABLE);
    await asStudent(A.token)
      .post(`/api/matches/${randomUUID()}/reveal`)
      .expectStatus(404)
      .expectJson(NOT_AVAILABLE);
    await asStudent(A.token)
      .post('/api/matches/not-a-uuid/reveal')
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
    await asStudent(A.token)
      .post(`/api/matches/${F.listing.id}/reveal`)
      .expectStatus(404)
      .expectJson(NOT_AVAILABLE);
    expect(await cardFor(A, F)).toBeUndefined();
  });

  it("a deleted account's listing is gone: no card, reveal 404", async () => {
    expect(await cardFor(A, E)).toBeDefined();
    expect((await api('DELETE', '/api/auth/account', { token: E.token })).status).toBe(200);
    expect(await cardFor(A, E)).toBeUndefined();
    await asStudent(A.token)
      .post(`/api/matches/${E.listing.id}/reveal`)
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
