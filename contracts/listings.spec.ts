// Contract of /api/listings (decisions.md §3, §5): the student's one listing, its documented shape,
// replace-on-save, catalog validation with a message per field, preferences and deactivation.
import { describe, expect, it } from 'vitest';
import { pactum } from './support/pactum.ts';
import { api, newStudent, postListing } from './support/students.ts';

const LISTING_KEYS = [
  'active',
  'campusNow',
  'campusWant',
  'createdAt',
  'dormNow',
  'dormWant',
  'flexible',
  'id',
  'moveWhen',
  'notes',
  'permitNow',
  'permitWant',
  'roomTypeNow',
  'roomTypeWant',
  'type',
  'updatedAt',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const PERMIT_HINT = "as '<campus> - <permit type>', e.g. 'Busch - Resident'";

// Halls used only by this file, so that matches of other files are not disturbed much.
const DORM = {
  type: 'DORM',
  campusNow: 'Busch',
  dormNow: 'Metzger Hall',
  roomTypeNow: 'Double',
  campusWant: ['Livingston', 'Livingston', ' Busch '],
  dormWant: ['Lynton Towers North', 'Lynton Towers North', 'Mattia Hall'],
  roomTypeWant: ['Single', 'Suite'],
  moveWhen: 'End of Semester',
  flexible: false,
  notes: '  Quiet floor, near the bus stop.  ',
};

const PARKING = {
  type: 'PARKING',
  permitNow: 'Livingston - Commuter',
  permitWant: 'Cook/Douglass - Commuter',
  moveWhen: 'ASAP',
  flexible: true,
  notes: '',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sorted = (o: object) => Object.keys(o).sort();

/** Asserts a 400 VALIDATION_FAILED whose `fields` are exactly `fields`. */
async function expectRefused(token: string, body: Record<string, unknown>, fields: Record<string, string>) {
  await pactum
    .spec()
    .post('/api/listings')
    .withHeaders(bearer(token))
    .withJson(body)
    .expectStatus(400)
    .expectJson({ error: Object.values(fields)[0], code: 'VALIDATION_FAILED', fields });
}

describe('GET /api/listings/me and POST /api/listings', () => {
  it('{listing: null} before the first listing', async () => {
    const { token } = await newStudent('lst');
    await pactum
      .spec()
      .get('/api/listings/me')
      .withHeaders(bearer(token))
      .expectStatus(200)
      .expectJson({ listing: null });
  });

  it('a DORM listing: {listing} with every documented key, wants de-duplicated, notes trimmed', async () => {
    const { token } = await newStudent('lst');
    const before = Date.now();
    const res = await pactum
      .spec()
      .post('/api/listings')
      .withHeaders(bearer(token))
      .withJson(DORM)
      .expectStatus(200)
      .toss();
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
    await pactum
      .spec()
      .get('/api/listings/me')
      .withHeaders(bearer(token))
      .expectStatus(200)
      .expectJson({ listing });
  });

  it('a PARKING listing: dorm fields null and want lists empty, empty notes null', async () => {
    const { token } = await newStudent('lst');
    const res = await pactum
      .spec()
      .post('/api/listings')
      .withHeaders(bearer(token))
      .withJson(PARKING)
      .expectStatus(200)
      .toss();
    expect(sorted(res.json.listing)).toEqual(LISTING_KEYS);
    expect(res.json.listing).toMatchObject({
      type: 'PARKING',
      campusNow: null,
      dormNow: null,
      roomTypeNow: null,
      campusWant: [],
      dormWant: [],
      roomTypeWant: [],
      permitNow: 'Livingston - Commuter',
      permitWant: 'Cook/Douglass - Commuter',
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

describe('POST /api/listings validation (400 VALIDATION_FAILED, a message per field)', () => {
  it('a hall that is not on its campus', async () => {
    const { token } = await newStudent('lst');
    await expectRefused(
      token,
      { ...DORM, campusNow: 'College Avenue', dormNow: 'Metzger Hall' },
      { dormNow: 'Metzger Hall is not on College Avenue.' },
    );
  });

  it('a wanted hall that is not on any wanted campus', async () => {
    const { token } = await newStudent('lst');
    await expectRefused(
      token,
      { ...DORM, campusWant: ['Livingston'], dormWant: ['Lynton Towers North', 'Tinsley Hall'] },
      { dormWant: 'Tinsley Hall is on College Avenue, which is not among the campuses you want.' },
    );
  });

  it('a parking permit not of the form "<campus> - <permit type>"', async () => {
    const { token } = await newStudent('lst');
    await expectRefused(
      token,
      { ...PARKING, permitNow: 'Busch Commuter', permitWant: 'Busch - Visitor' },
      {
        permitNow: `Give your current permit ${PERMIT_HINT}.`,
        permitWant: `Give the permit you want ${PERMIT_HINT}.`,
      },
    );
    await expectRefused(
      token,
      { type: 'PARKING', moveWhen: 'ASAP' },
      {
        permitNow: 'Choose your current parking permit.',
        permitWant: 'Choose the parking permit you want.',
      },
    );
  });

  it('notes over 500 characters (500 are fine)', async () => {
    const { token } = await newStudent('lst');
    await expectRefused(
      token,
      { ...PARKING, notes: 'n'.repeat(501) },
      {
        notes: 'Notes must be at most 500 characters.',
      },
    );
    const ok = await postListing(token, { ...PARKING, notes: 'n'.repeat(500) });
    expect(ok.notes).toHaveLength(500);
  });

  it('an unknown room type, campus or hall', async () => {
    const { token } = await newStudent('lst');
    await expectRefused(
      token,
      { ...DORM, roomTypeNow: 'Penthouse', roomTypeWant: ['Single', 'Loft'] },
      {
        roomTypeNow: 'Room type must be one of: Single, Double, Triple, Suite, Apartment.',
        roomTypeWant: "'Loft' is not a room type (Single, Double, Triple, Suite, Apartment).",
      },
    );
    await expectRefused(
      token,
      { ...DORM, campusNow: 'Newark', dormNow: 'Nowhere Hall', campusWant: ['Camden'] },
      {
        campusNow: "'Newark' is not a campus.",
        dormNow: "'Nowhere Hall' is not a residence hall.",
        campusWant: "'Camden' is not a campus.",
        dormWant: 'Lynton Towers North is on Livingston, which is not among the campuses you want.',
      },
    );
  });

  it('missing or unknown type, missing DORM fields, unknown move timing', async () => {
    const { token } = await newStudent('lst');
    await expectRefused(token, { ...DORM, type: undefined }, { type: 'Choose DORM or PARKING.' });
    await expectRefused(
      token,
      { ...DORM, type: 'BOAT' },
      { type: "Listing type must be DORM or PARKING, not 'BOAT'." },
    );
    await expectRefused(
      token,
      { type: 'DORM' },
      {
        moveWhen: 'Choose when you want to move.',
        campusNow: 'Choose your current campus.',
        dormNow: 'Choose your current residence hall.',
        roomTypeNow: 'Choose your current room type.',
        campusWant: 'Choose at least one campus you want.',
        dormWant: 'Choose at least one residence hall you want.',
        roomTypeWant: 'Choose at least one room type you want.',
      },
    );
    await expectRefused(
      token,
      { ...DORM, moveWhen: 'Tomorrow' },
      { moveWhen: 'Move timing must be one of: ASAP, End of Semester, Next Semester, Flexible.' },
    );
  });

  it('a field of the wrong JSON type is 400 VALIDATION_FAILED naming it', async () => {
    const { token } = await newStudent('lst');
    await pactum
      .spec()
      .post('/api/listings')
      .withHeaders(bearer(token))
      .withJson({ ...DORM, flexible: 'yes' })
      .expectStatus(400)
      .expectJsonLike({ code: 'VALIDATION_FAILED', fields: { flexible: /.+/ } });
  });
});

describe('PUT /api/listings/preferences', () => {
  it('changes only the want side (+ moveWhen, flexible) and answers {listing}', async () => {
    const { token } = await newStudent('lst');
    const saved = await postListing(token, DORM);
    const res = await pactum
      .spec()
      .put('/api/listings/preferences')
      .withHeaders(bearer(token))
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
    await pactum
      .spec()
      .put('/api/listings/preferences')
      .withHeaders(bearer(token))
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
    await pactum
      .spec()
      .put('/api/listings/preferences')
      .withHeaders(bearer(token))
      .withJson({ permitWant: 'Busch' })
      .expectStatus(400)
      .expectJson({
        error: `Give the permit you want ${PERMIT_HINT}.`,
        code: 'VALIDATION_FAILED',
        fields: { permitWant: `Give the permit you want ${PERMIT_HINT}.` },
      });
  });

  it('without a listing is 404 NOT_FOUND', async () => {
    const { token } = await newStudent('lst');
    await pactum
      .spec()
      .put('/api/listings/preferences')
      .withHeaders(bearer(token))
      .withJson({ campusWant: ['Busch'] })
      .expectStatus(404)
      .expectJson({ error: 'You have no listing yet. Post one first.', code: 'NOT_FOUND' });
  });
});

describe('POST /api/listings/deactivate', () => {
  it('answers {success: true} and the listing is inactive; saving again re-activates it', async () => {
    const { token } = await newStudent('lst');
    const saved = await postListing(token, DORM);
    await pactum
      .spec()
      .post('/api/listings/deactivate')
      .withHeaders(bearer(token))
      .expectStatus(200)
      .expectJson({ success: true });
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
    await pactum
      .spec()
      .post('/api/listings/deactivate')
      .withHeaders(bearer(token))
      .expectStatus(200)
      .expectJson({ success: true });
    const again = await postListing(token, DORM);
    expect(again).toMatchObject({ id: saved.id, active: true });
  });

  it('without a listing still answers {success: true}; signed out is 401', async () => {
    const { token } = await newStudent('lst');
    await pactum
      .spec()
      .post('/api/listings/deactivate')
      .withHeaders(bearer(token))
      .expectStatus(200)
      .expectJson({ success: true });
    expect((await api('GET', '/api/listings/me', { token })).body).toEqual({ listing: null });
    await pactum
      .spec()
      .post('/api/listings/deactivate')
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});
