// Contract of the listing rules on POST /api/listings (decisions.md §3, §5): catalog validation,
// 400 VALIDATION_FAILED with a message per field.
import { describe, expect, it } from 'vitest';
import { DORM, expectRefused, PARKING, PERMIT_HINT } from './support/listings.ts';
import { asStudent } from './support/pactum.ts';
import { newStudent, postListing } from './support/students.ts';

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
    await asStudent(token)
      .post('/api/listings')
      .withJson({ ...DORM, flexible: 'yes' })
      .expectStatus(400)
      .expectJsonLike({ code: 'VALIDATION_FAILED', fields: { flexible: /.+/ } });
  });
});
