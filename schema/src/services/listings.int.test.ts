// Listings through the GraphQL schema in-process: guard, save/replace, validation, preferences,
// deactivation and concurrent saves.
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../constants.ts';
import { SAME_AS_HAVE } from '../listing-rules.ts';
import { as, createStudent, DORM_BUSCH_WANTS_LIVI, SAVE } from '@campus-swap/test-support/listing-fixtures';
import { services, useTestServices } from '@campus-swap/test-support/test-services';

useTestServices();

const MY_LISTING = /* GraphQL */ `query { myListing { id type active campusWant dormWant roomTypeWant permitNow permitWant moveWhen flexible notes campusNow } }`;
const PREFS = /* GraphQL */ `
  mutation Prefs($input: PreferencesInput!) { updatePreferences(input: $input) { listing { id campusWant dormWant roomTypeWant permitWant moveWhen flexible } } }`;
const DEACTIVATE = /* GraphQL */ `mutation { deactivateListing { success } }`;

describe('the student guard', () => {
  it('signed out: UNAUTHENTICATED on every listing field', async () => {
    for (const [source, variables] of [
      [MY_LISTING, {}],
      [SAVE, { input: DORM_BUSCH_WANTS_LIVI }],
      [PREFS, { input: {} }],
      [DEACTIVATE, {}],
    ] as const) {
      const result = await as(services, null, source, variables);
      expect(result.code).toBe('UNAUTHENTICATED');
    }
  });

  it('without a profile: PROFILE_REQUIRED; without current terms: TERMS_NOT_ACCEPTED', async () => {
    const noProfile = await createStudent(services, { name: null, age: null, year: null });
    expect((await as(services, noProfile, SAVE, { input: DORM_BUSCH_WANTS_LIVI })).code).toBe(
      'PROFILE_REQUIRED',
    );
    const oldTerms = await createStudent(services, { termsVersion: '2024-01-01' });
    expect((await as(services, oldTerms, MY_LISTING)).code).toBe('TERMS_NOT_ACCEPTED');
    expect(TERMS_VERSION).toBe('2025-01-21');
    expect(await services.prisma.listing.count({ where: { userId: noProfile.user.id } })).toBe(0);
  });
});

describe('a listing that wants what it has (issue 39)', () => {
  it('is refused VALIDATION_FAILED naming the want, through GraphQL, and nothing is saved', async () => {
    const s = await createStudent(services);
    const same = {
      ...DORM_BUSCH_WANTS_LIVI,
      campusWant: ['Busch'],
      dormWant: [DORM_BUSCH_WANTS_LIVI.dormNow],
    };
    const refused = await as(services, s, SAVE, {
      input: { ...same, roomTypeWant: [DORM_BUSCH_WANTS_LIVI.roomTypeNow] },
    });
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.errors![0]!.extensions!.fields).toEqual({ dormWant: SAME_AS_HAVE.dormWant });
    // another room type in the same hall is a swap a student may want
    expect(
      (await as(services, s, SAVE, { input: { ...same, roomTypeWant: ['Single'] } })).errors,
    ).toBeUndefined();
    const permit = {
      type: 'PARKING',
      permitNow: 'Busch - Commuter',
      permitWant: 'Busch - Commuter',
      moveWhen: 'ASAP',
    };
    const refusedPermit = await as(services, s, SAVE, { input: permit });
    expect(refusedPermit.errors![0]!.extensions!.fields).toEqual({ permitWant: SAME_AS_HAVE.permitWant });
  });
});

describe('the have and want texts', () => {
  it('are made by the server from the saved listing, for every client to show as they are', async () => {
    const s = await createStudent(services);
    await as(services, s, SAVE, { input: DORM_BUSCH_WANTS_LIVI });
    const read = await as(services, s, `query { myListing { have want } }`);
    expect(read.data).toEqual({
      myListing: { have: 'Busch · Judson Suites · Suite', want: 'Livingston · Quad I · Double' },
    });
  });
});

describe('saveListing', () => {
  it('creates, reads back, and replaces the one listing (same id, re-activated, other type cleared)', async () => {
    const s = await createStudent(services);
    expect((await as(services, s, MY_LISTING)).data).toEqual({ myListing: null });

    const created = await as(services, s, SAVE, { input: { ...DORM_BUSCH_WANTS_LIVI, notes: 'quiet' } });
    expect(created.errors).toBeUndefined();
    const listing = created.data!.saveListing.listing;
    expect(listing).toMatchObject({
      type: 'DORM',
      campusNow: 'Busch',
      dormWant: ['Quad I'],
      active: true,
      notes: 'quiet',
    });

    await as(services, s, DEACTIVATE);
    const replaced = await as(services, s, SAVE, {
      input: {
        type: 'PARKING',
        permitNow: 'Busch - Commuter',
        permitWant: 'Livingston - Resident',
        moveWhen: 'Flexible',
        campusNow: 'Busch',
      },
    });
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data!.saveListing.listing).toMatchObject({
      id: listing.id,
      type: 'PARKING',
      active: true,
      campusNow: null,
      campusWant: [],
      permitNow: 'Busch - Commuter',
      notes: null,
    });
    expect(await services.prisma.listing.count({ where: { userId: s.user.id } })).toBe(1);
  });

  it('answers VALIDATION_FAILED with one message per field, and saves nothing', async () => {
    const s = await createStudent(services);
    const result = await as(services, s, SAVE, {
      input: {
        ...DORM_BUSCH_WANTS_LIVI,
        dormNow: 'Quad I',
        dormWant: ['Allen Hall'],
        notes: 'x'.repeat(501),
      },
    });
    expect(result.code).toBe('VALIDATION_FAILED');
    expect(result.errors![0]!.extensions!.fields).toEqual({
      dormNow: 'Quad I is not on Busch.',
      dormWant: 'Allen Hall is on Busch, which is not among the campuses you want.',
      notes: 'Notes must be at most 500 characters.',
    });
    expect(await services.prisma.listing.count({ where: { userId: s.user.id } })).toBe(0);
  });

  it('concurrent saves by one student keep exactly one listing', async () => {
    const s = await createStudent(services);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(services, s, SAVE, { input: { ...DORM_BUSCH_WANTS_LIVI, notes: `save ${i}` } }),
      ),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(new Set(results.map((r) => r.data!.saveListing.listing.id)).size).toBe(1);
    expect(await services.prisma.listing.count({ where: { userId: s.user.id } })).toBe(1);
  });
});

describe('updatePreferences and deactivateListing', () => {
  it('NOT_FOUND without a listing', async () => {
    const s = await createStudent(services);
    const result = await as(services, s, PREFS, { input: { campusWant: ['Busch'] } });
    expect(result.code).toBe('NOT_FOUND');
  });

  it('changes the want side, keeps omitted fields, and validates the result', async () => {
    const s = await createStudent(services);
    await as(services, s, SAVE, { input: DORM_BUSCH_WANTS_LIVI });
    const ok = await as(services, s, PREFS, {
      input: {
        campusWant: ['Livingston', 'Cook/Douglass', 'Livingston'],
        dormWant: ['Quad I', 'Perry Hall'],
        flexible: true,
      },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updatePreferences.listing).toMatchObject({
      campusWant: ['Livingston', 'Cook/Douglass'],
      dormWant: ['Quad I', 'Perry Hall'],
      roomTypeWant: ['Double'],
      moveWhen: 'ASAP',
      flexible: true,
    });
    const bad = await as(services, s, PREFS, { input: { campusWant: ['Busch'] } });
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.errors![0]!.extensions!.fields).toEqual({
      dormWant: 'Quad I is on Livingston, which is not among the campuses you want.',
    });
  });

  it('deactivation hides the listing and is safe to repeat', async () => {
    const s = await createStudent(services);
    expect((await as(services, s, DEACTIVATE)).data).toEqual({ deactivateListing: { success: true } });
    await as(services, s, SAVE, { input: DORM_BUSCH_WANTS_LIVI });
    await as(services, s, DEACTIVATE);
    expect((await as(services, s, MY_LISTING)).data!.myListing.active).toBe(false);
  });
});
