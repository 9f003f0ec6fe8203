import { describe, expect, it } from 'vitest';
import { dormListing, dormRow, parkingListing, parkingRow } from '@campus-swap/test-support/listings';
import type { AppError } from '../errors.ts';
import { describeHave, describeWant } from './cards/listing-text.ts';
import { type ListingInput, validateListing } from './listings.ts';

const DORM: ListingInput = dormListing();
const PARKING: ListingInput = parkingListing();

function fieldsOf(input: ListingInput): Record<string, string> {
  try {
    validateListing(input);
  } catch (error) {
    const e = error as AppError;
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.message).toBe(Object.values(e.fields ?? {})[0]);
    return e.fields ?? {};
  }
  throw new Error('expected VALIDATION_FAILED');
}

describe('validateListing: DORM', () => {
  it('accepts a valid listing and clears the parking fields', () => {
    expect(
      validateListing({ ...DORM, permitNow: 'Busch - Resident', permitWant: 'x', notes: '  hi  ' }),
    ).toEqual({ ...dormRow(), notes: 'hi' });
  });

  it('accepts a lower-case type and drops duplicates and blanks from want lists', () => {
    const data = validateListing({
      ...DORM,
      type: 'dorm',
      campusWant: ['Livingston', 'Busch', 'Livingston', ' ', null],
      dormWant: ['Quad I', 'Quad I', 'Allen Hall'],
      roomTypeWant: ['Double', 'Double'],
      flexible: true,
      notes: '',
    });
    expect(data.campusWant).toEqual(['Livingston', 'Busch']);
    expect(data.dormWant).toEqual(['Quad I', 'Allen Hall']);
    expect(data.roomTypeWant).toEqual(['Double']);
    expect(data.flexible).toBe(true);
    expect(data.notes).toBeNull();
  });

  it('names every missing field', () => {
    expect(Object.keys(fieldsOf({ type: 'DORM' })).sort()).toEqual(
      ['campusNow', 'campusWant', 'dormNow', 'dormWant', 'moveWhen', 'roomTypeNow', 'roomTypeWant'].sort(),
    );
  });

  it("names the fields of both types first, then the type's own, then the type (the first is the answer's message)", () => {
    expect(Object.keys(fieldsOf({ type: 'DORM', notes: 'x'.repeat(501), flexible: 'yes' as never }))).toEqual(
      [
        'moveWhen',
        'notes',
        'flexible',
        'campusNow',
        'dormNow',
        'roomTypeNow',
        'campusWant',
        'dormWant',
        'roomTypeWant',
      ],
    );
    // a catalog message found after the declared checks keeps its field's place
    expect(
      Object.keys(fieldsOf({ ...DORM, campusNow: 'Newark', campusWant: [], moveWhen: 'Tomorrow' })),
    ).toEqual(['moveWhen', 'campusNow', 'campusWant', 'dormWant']);
    expect(Object.keys(fieldsOf({ type: 'BOAT', moveWhen: 'Tomorrow' }))).toEqual(['moveWhen', 'type']);
  });

  it('rejects values outside the catalog', () => {
    expect(fieldsOf({ ...DORM, campusNow: 'Newark' })).toEqual({ campusNow: "'Newark' is not a campus." });
    expect(fieldsOf({ ...DORM, dormNow: 'Nowhere Hall' })).toEqual({
      dormNow: "'Nowhere Hall' is not a residence hall.",
    });
    expect(fieldsOf({ ...DORM, roomTypeNow: 'Penthouse' }).roomTypeNow).toMatch(/^Room type must be one of/);
    expect(fieldsOf({ ...DORM, campusWant: ['Mars'] }).campusWant).toBe("'Mars' is not a campus.");
    expect(fieldsOf({ ...DORM, dormWant: ['Quad IX'] }).dormWant).toBe("'Quad IX' is not a residence hall.");
    expect(fieldsOf({ ...DORM, roomTypeWant: ['Double', 'Loft'] }).roomTypeWant).toMatch(
      /^'Loft' is not a room type/,
    );
    expect(fieldsOf({ ...DORM, moveWhen: 'Tomorrow' }).moveWhen).toMatch(/^Move timing must be one of/);
  });

  it('a hall must belong to its campus', () => {
    expect(fieldsOf({ ...DORM, dormNow: 'Quad I' })).toEqual({ dormNow: 'Quad I is not on Busch.' });
  });

  it('each wanted hall must be on a wanted campus', () => {
    expect(fieldsOf({ ...DORM, dormWant: ['Quad I', 'Allen Hall'] })).toEqual({
      dormWant: 'Allen Hall is on Busch, which is not among the campuses you want.',
    });
    expect(
      validateListing({ ...DORM, campusWant: ['Livingston', 'Busch'], dormWant: ['Quad I', 'Allen Hall'] })
        .dormWant,
    ).toEqual(['Quad I', 'Allen Hall']);
  });

  it('notes at most 500 characters', () => {
    expect(validateListing({ ...DORM, notes: 'x'.repeat(500) }).notes).toHaveLength(500);
    expect(fieldsOf({ ...DORM, notes: 'x'.repeat(501) })).toEqual({
      notes: 'Notes must be at most 500 characters.',
    });
  });
});

describe('validateListing: PARKING', () => {
  it('accepts permits in the catalog form and clears the dorm fields', () => {
    expect(
      validateListing({ ...PARKING, campusNow: 'Busch', dormWant: ['Quad I'], flexible: false }),
    ).toEqual({ ...parkingRow(), notes: null });
  });

  it('names missing and malformed permits', () => {
    expect(fieldsOf({ type: 'PARKING', moveWhen: 'ASAP' })).toEqual({
      permitNow: 'Choose your current parking permit.',
      permitWant: 'Choose the parking permit you want.',
    });
    const fields = fieldsOf({ ...PARKING, permitNow: 'Busch Commuter', permitWant: 'Newark - Resident' });
    expect(fields.permitNow).toMatch(/^Give your current permit as '<campus> - <permit type>'/);
    expect(fields.permitWant).toMatch(/^Give the permit you want as/);
    expect(fieldsOf({ ...PARKING, permitWant: 'Busch - Staff' }).permitWant).toBeDefined();
  });

  it('needs moveWhen too', () => {
    expect(fieldsOf({ ...PARKING, moveWhen: null })).toEqual({ moveWhen: 'Choose when you want to move.' });
  });
});

describe('validateListing: type', () => {
  it('is required and must be DORM or PARKING', () => {
    expect(fieldsOf({})).toEqual({
      type: 'Choose DORM or PARKING.',
      moveWhen: 'Choose when you want to move.',
    });
    expect(fieldsOf({ ...DORM, type: 'BOAT' })).toEqual({
      type: "Listing type must be DORM or PARKING, not 'BOAT'.",
    });
  });
});

describe('describeHave / describeWant', () => {
  it('reads like the catalog', () => {
    const dorm = validateListing({
      ...DORM,
      campusWant: ['Livingston', 'Busch'],
      roomTypeWant: ['Double', 'Single'],
    });
    expect(describeHave(dorm)).toBe('Busch · Judson Suites · Suite');
    expect(describeWant(dorm)).toBe('Livingston, Busch · Quad I · Double, Single');
    const parking = validateListing(PARKING);
    expect(describeHave(parking)).toBe('Busch - Commuter');
    expect(describeWant(parking)).toBe('Livingston - Resident');
  });
});
