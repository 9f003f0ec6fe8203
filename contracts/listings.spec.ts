// Contract of /api/listings (decisions.md §3, §5): the student's one listing, its documented shape,
// replace-on-save, preferences and deactivation.
import { parkingColumns } from '@campus-swap/test-support/listings';
import { describe, expect, it } from 'vitest';
import { sorted, validationFailed } from './support/answers.ts';
import { DORM, expectRefused, ISO, LISTING_KEYS, PARKING, PERMIT_HINT, UUID } from './support/listings.ts';
import { asStudent, pactum } from './support/pactum.ts';
import { api, newStudent, postListing } from './support/students.ts';

describe('GET /api/listings/me and POST /api/listings', () => {
  it('{listing: null} before the first listing', async () => {
    const { token } = await newStudent('lst');
    await asStudent(token).get('/api/listings/me').expectStatus(200).expectJson({ listing: null });
  });

  it('a DORM listing: {listing} with every documented key, wants de-duplicated, notes trimmed', async () => {
    const { token } = await newStudent('lst');
    const before = Date.now();
    const res = await asStudent(token).post('/api/listings').withJson(DORM).expectStatus(200).toss();
    expect(Object.keys(res.json)).toEqual(['listing']);
    const listing = res.json.listing;
    expect(sorted(listing)).toEqual(LISTING_KEYS);
    expect(listing).toEqual({
      id: expect.stringMatching(UUID),
      type: 'DORM',
      campusNow: 'Busch',
      dormNow: 'Metzger Hall',
      roomTypeNow: 'Double',
      campusWant: ['Livingston', 'Busch'],
      dormWant: ['Lynton Towers North', 'Mattia Hall'],
      roomTypeWant: ['Single', 'Suite'],
      permitNow: null,
      permitWant: null,
      moveWhen: 'End of Semester',
      flexible: false,
      notes: 'Quiet floor, near the bus stop.',
      active: true,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    expect(Date.parse(listing.createdAt)).toBeGreaterThanOrEqual(before - 5_000);
    await asStudent(token).get('/api/listings/me').expectStatus(200).expectJson({ listing });
  });

  it('a PARKING listing: dorm fields null and want lists empty, empty notes null', async () => {
    const { token } = await newStudent('lst');
    const res = await asStudent(token).post('/api/listings').withJson(PARKING).expectStatus(200).toss();
    expect(sorted(res.json.listing)).toEqual(LISTING_KEYS);
    expect(res.json.listing).toMatchObject({
      ...parkingColumns('Livingston - Commuter', 'Cook/Douglass - Commuter'),
      moveWhen: 'ASAP',
      flexible: true,
      notes: null,
      active: true,
    });
  });

  it('saving again replaces the one listing (same id, new contents, createdAt kept)', async () => {
    const { token } = await newStudent('lst');
    const first = await postListing(token, DORM);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await postListing(token, { ...PARKING, notes: 'now parking' });
    expect(second.id).toBe(first.id);
    expect(second.createdAt).toBe(first.createdAt);
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect(second).toMatchObject({ type: 'PARKING', dormNow: null, campusWant: [], notes: 'now parking' });
    const me = await api('GET', '/api/listings/me', { token });
    expect(me.body).toEqual({ listing: second });
  });

  it('an invalid save is refused and leaves the stored listing as it was', async () => {
    const { token } = await newStudent('lst');
    const saved = await postListing(token, DORM);
    await expectRefused(token, { ...DORM, dormNow: 'Quad I' }, { dormNow: 'Quad I is not on Busch.' });
    expect((await api('GET', '/api/listings/me', { token })).body).toEqual({ listing: saved });
  });
});

describe('PUT /api/listings/preferences', () => {
  it('changes only the want side (+ moveWhen, flexible) and answers {listing}', async () => {
    const { token } = await newStudent('lst');
    const saved = await postListing(token, DORM);
    const res = await asStudent(token)
      .put('/api/listings/preferences')
      .withJson({
        campusWant: ['Cook/Douglass'],
        dormWant: ['Voorhees Hall'],
        moveWhen: 'Next Semester',
        flexible: true,
        // not a preference: ignored
        dormNow: 'Allen Hall',
      })
      .expectStatus(200)
      .toss();
    expect(Object.keys(res.json)).toEqual(['listing']);
    expect(sorted(res.json.listing)).toEqual(LISTING_KEYS);
    expect(res.json.listing).toEqual({
      ...saved,
      campusWant: ['Cook/Douglass'],
      dormWant: ['Voorhees Hall'],
      moveWhen: 'Next Semester',
      flexible: true,
      updatedAt: expect.stringMatching(ISO),
    });
    expect((await api('GET', '/api/listings/me', { token })).body).toEqual(res.json);
  });

  it('applies the listing rules: a wanted hall off the wanted campuses is 400', async () => {
    const { token } = await newStudent('lst');
    await postListing(token, DORM);
    await asStudent(token)
      .put('/api/listings/preferences')
      .withJson({ campusWant: ['Cook/Douglass'] })
      .expectStatus(400)
      .expectJsonLike({ code: 'VALIDATION_FAILED', fields: { dormWant: /not among the campuses you want/ } });
  });

  it('a PARKING preference change', async () => {
    const { token } = await newStudent('lst');
    await postListing(token, PARKING);
    const res = await api('PUT', '/api/listings/preferences', {
      token,
      body: { permitWant: 'Busch - Resident' },
    });
    expect(res.status).toBe(200);
    expect(res.body.listing).toMatchObject({
      permitNow: 'Livingston - Commuter',
      permitWant: 'Busch - Resident',
    });
    await asStudent(token)
      .put('/api/listings/preferences')
      .withJson({ permitWant: 'Busch' })
      .expectStatus(400)
      .expectJson(validationFailed({ permitWant: `Give the permit you want ${PERMIT_HINT}.` }));
  });

  it('without a listing is 404 NOT_FOUND', async () => {
    const { token } = await newStudent('lst');
    await asStudent(token)
      .put('/api/listings/preferences')
      .withJson({ campusWant: ['Busch'] })
      .expectStatus(404)
      .expectJson({ error: 'You have no listing yet. Post one first.', code: 'NOT_FOUND' });
  });
});

describe('POST /api/listings/deactivate', () => {
  it('answers {success: true} and the listing is inactive; saving again re-activates it', async () => {
    const { token } = await newStudent('lst');
    const saved = await postListing(token, DORM);
    await asStudent(token).post('/api/listings/deactivate').expectStatus(200).expectJson({ success: true });
    const me = await api('GET', '/api/listings/me', { token });
    expect(me.body.listing).toMatchObject({ id: saved.id, active: false, dormNow: 'Metzger Hall' });
    // an inactive listing has no matches
    const matches = await api('GET', '/api/matches', { token });
    expect(matches.status).toBe(200);
    expect(matches.body).toEqual({
      myListing: me.body.listing,
      cards: [],
      preferenceCount: 0,
      otherCount: 0,
      cycles: [],
    });
    // harmless to repeat
    await asStudent(token).post('/api/listings/deactivate').expectStatus(200).expectJson({ success: true });
    const again = await postListing(token, DORM);
    expect(again).toMatchObject({ id: saved.id, active: true });
  });

  it('without a listing still answers {success: true}; signed out is 401', async () => {
    const { token } = await newStudent('lst');
    await asStudent(token).post('/api/listings/deactivate').expectStatus(200).expectJson({ success: true });
    expect((await api('GET', '/api/listings/me', { token })).body).toEqual({ listing: null });
    await pactum
      .spec()
      .post('/api/listings/deactivate')
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});
