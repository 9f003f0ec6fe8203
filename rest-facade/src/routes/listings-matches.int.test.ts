// The listing, matches and reveal REST paths over real HTTP against an in-process gateway (embedded
// database): documented shapes, statuses and error bodies, and contact privacy through REST.
import { describe, expect, it } from 'vitest';
import {
  requestJson,
  gateway as server,
  useInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { LISTING_KEYS, MATCHES_KEYS } from '@campus-swap/test-support/documented-shapes';
import { dormListing, parkingListing, reverseDorm } from '@campus-swap/test-support/listings';
import { SAME_AS_HAVE } from '@campus-swap/schema/listing-rules';

useInProcessGateway();

const student = (overrides: Parameters<typeof createStudent>[1] = {}) => createStudent(server.db, overrides);
const api = (method: string, path: string, token: string | null, body?: unknown) =>
  requestJson(server.url, method, `/api${path}`, { token, body });

const DORM = dormListing({ flexible: false, notes: 'hi' });
const REVERSE = reverseDorm(DORM);

describe('REST profile (issue 39)', () => {
  it('an Instagram handle of more than 30 characters is 400 on update-profile; 30 after an @ is fine', async () => {
    const s = await student();
    const profile = { name: 'Ivy Insta', age: 20, year: 'junior' };
    const long = await api('PUT', '/auth/update-profile', s.token, { ...profile, instagram: 'i'.repeat(31) });
    expect(long).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        fields: { instagram: 'An Instagram handle has at most 30 characters.' },
      },
    });
    const ok = await api('PUT', '/auth/update-profile', s.token, {
      ...profile,
      instagram: `@${'i'.repeat(30)}`,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.instagram).toBe(`@${'i'.repeat(30)}`);
  });
});

describe('REST profile: Instagram characters (issue 39)', () => {
  it('a handle with a character Instagram does not allow is 400 on update-profile', async () => {
    const s = await student();
    const profile = { name: 'Ivy Insta', age: 20, year: 'junior' };
    const spaced = await api('PUT', '/auth/update-profile', s.token, { ...profile, instagram: 'ivy insta' });
    expect(spaced).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        fields: { instagram: 'An Instagram handle has only letters, numbers, periods and underscores.' },
      },
    });
  });
});

describe('REST listings', () => {
  it('a listing that wants what it has is 400 VALIDATION_FAILED naming the want, on POST and PUT (issue 39)', async () => {
    const s = await student();
    const same = dormListing({ campusWant: ['Busch'], dormWant: ['Judson Suites'], roomTypeWant: ['Suite'] });
    const refused = await api('POST', '/listings', s.token, same);
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { dormWant: SAME_AS_HAVE.dormWant } },
    });
    const permit = await api(
      'POST',
      '/listings',
      s.token,
      parkingListing({ permitWant: 'Busch - Commuter' }),
    );
    expect(permit).toMatchObject({ status: 400, body: { fields: { permitWant: SAME_AS_HAVE.permitWant } } });
    expect((await api('GET', '/listings/me', s.token)).body.listing).toBeNull();
    // the preferences too: a saved permit cannot be turned into a wish for itself
    expect((await api('POST', '/listings', s.token, parkingListing())).status).toBe(200);
    const prefs = await api('PUT', '/listings/preferences', s.token, { permitWant: 'Busch - Commuter' });
    expect(prefs).toMatchObject({ status: 400, body: { fields: { permitWant: SAME_AS_HAVE.permitWant } } });
    expect((await api('GET', '/listings/me', s.token)).body.listing.permitWant).toBe('Livingston - Resident');
  });

  it('GET /listings/me is {listing: null} before posting; POST /listings answers {listing} with the documented fields', async () => {
    const s = await student();
    expect(await api('GET', '/listings/me', s.token)).toEqual({ status: 200, body: { listing: null } });
    const saved = await api('POST', '/listings', s.token, DORM);
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body.listing).sort()).toEqual(LISTING_KEYS);
    expect(saved.body.listing).toMatchObject({
      type: 'DORM',
      campusWant: ['Livingston'],
      active: true,
      notes: 'hi',
    });
    expect((await api('GET', '/listings/me', s.token)).body.listing.id).toBe(saved.body.listing.id);
  });

  it('validation: 400 VALIDATION_FAILED with fields; a wrong JSON type is a 400 too', async () => {
    const s = await student();
    const bad = await api('POST', '/listings', s.token, { ...DORM, dormNow: 'Quad I', moveWhen: 'Someday' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: expect.any(String),
      code: 'VALIDATION_FAILED',
      fields: {
        dormNow: 'Quad I is not on Busch.',
        moveWhen: expect.stringMatching(/^Move timing must be one of/),
      },
    });
    const wrongType = await api('POST', '/listings', s.token, { ...DORM, flexible: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('VALIDATION_FAILED');
  });

  it('PUT /listings/preferences and POST /listings/deactivate', async () => {
    const s = await student();
    expect((await api('PUT', '/listings/preferences', s.token, { campusWant: ['Busch'] })).status).toBe(404);
    await api('POST', '/listings', s.token, DORM);
    const prefs = await api('PUT', '/listings/preferences', s.token, {
      roomTypeWant: ['Single', 'Double'],
      flexible: true,
    });
    expect(prefs.status).toBe(200);
    expect(prefs.body.listing).toMatchObject({
      roomTypeWant: ['Single', 'Double'],
      flexible: true,
      campusWant: ['Livingston'],
    });
    expect(await api('POST', '/listings/deactivate', s.token)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await api('GET', '/listings/me', s.token)).body.listing.active).toBe(false);
  });

  it('guard: 401 signed out, 403 PROFILE_REQUIRED, 403 TERMS_NOT_ACCEPTED', async () => {
    expect((await api('GET', '/matches', null)).body.code).toBe('UNAUTHENTICATED');
    expect((await api('GET', '/matches', null)).status).toBe(401);
    const noProfile = await student({ name: null });
    expect(await api('POST', '/listings', noProfile.token, DORM)).toEqual({
      status: 403,
      body: { error: expect.any(String), code: 'PROFILE_REQUIRED' },
    });
    const noTerms = await student({ termsVersion: null });
    expect((await api('GET', '/swaps/requests', noTerms.token)).body.code).toBe('TERMS_NOT_ACCEPTED');
  });
});

describe('REST matches and reveal', () => {
  it('contact fields stay null until both reveal, in /matches and /swaps/requests; 404 for bad reveals', async () => {
    const a = await student();
    const b = await student();
    const c = await student();
    const al = (await api('POST', '/listings', a.token, DORM)).body.listing.id;
    const bl = (await api('POST', '/listings', b.token, REVERSE)).body.listing.id;
    await api('POST', '/listings', c.token, DORM);

    const before = await api('GET', '/matches', a.token);
    expect(before.status).toBe(200);
    expect(Object.keys(before.body).sort()).toEqual(MATCHES_KEYS);
    expect(before.body.myListing.id).toBe(al);
    const card = before.body.cards.find((x: { id: string }) => x.id === bl);
    expect(card).toMatchObject({
      score: 100,
      category: 'PREFERENCE',
      why: { exactReverse: true },
      userEmail: null,
      userInstagram: null,
      userLinkedin: null,
    });

    expect(await api('POST', `/matches/${bl}/reveal`, a.token)).toEqual({
      status: 200,
      body: { status: 'pending' },
    });
    const incoming = (await api('GET', '/swaps/requests', b.token)).body;
    expect(incoming.incoming).toHaveLength(1);
    expect(incoming.incoming[0]).toMatchObject({
      listingId: al,
      userEmail: null,
      userInstagram: null,
      connected: false,
    });
    expect(await api('POST', `/matches/${al}/reveal`, b.token)).toEqual({
      status: 200,
      body: { status: 'connected' },
    });
    expect(await api('POST', `/matches/${al}/reveal`, b.token)).toEqual({
      status: 200,
      body: { status: 'connected' },
    });

    const after = (await api('GET', '/matches', a.token)).body.cards.find((x: { id: string }) => x.id === bl);
    expect(after).toMatchObject({
      userEmail: b.user.email,
      userInstagram: b.user.instagram,
      connected: true,
    });
    const swaps = (await api('GET', '/swaps/requests', a.token)).body;
    expect(swaps.connected[0]).toMatchObject({
      listingId: bl,
      userEmail: b.user.email,
      nextStep: expect.stringMatching(/room-swap form/),
    });

    // a third student who matches b sees nothing of b's contact
    const third = (await api('GET', '/matches', c.token)).body.cards.find((x: { id: string }) => x.id === bl);
    expect(third).toMatchObject({
      userEmail: null,
      userInstagram: null,
      userLinkedin: null,
      connected: false,
    });

    for (const id of [al, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await api('POST', `/matches/${id}/reveal`, a.token)).toEqual({
        status: 404,
        body: { error: expect.any(String), code: 'NOT_FOUND' },
      });
    }
  });
});
