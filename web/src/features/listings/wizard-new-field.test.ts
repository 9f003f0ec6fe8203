// A new optional attribute needs no wizard.ts edit (ADR 244): with a whole-number step-1 field added to
// the server's LISTING_FIELDS, and nothing else, the form holds it, sends it, reads it back, keeps it in
// a draft and checks its range with the server's sentence.
import { describe, expect, it, vi } from 'vitest';
import {
  emptyHave,
  emptyWant,
  haveErrors,
  haveFromListing,
  mapServerFields,
  parseDraft,
  sanitizeHave,
  toListingInput,
  wantFromListing,
} from './wizard.ts';

const { LEVEL_MESSAGE } = vi.hoisted(() => ({ LEVEL_MESSAGE: 'Level must be a whole number from 0 to 40.' }));

vi.mock('@campus-swap/schema/listing-rules', async (importOriginal) => {
  const real = await importOriginal<typeof import('@campus-swap/schema/listing-rules')>();
  const LISTING_FIELDS = {
    ...real.LISTING_FIELDS,
    level: { kind: 'whole', of: ['DORM'], step: 1, range: { min: 0, max: 40, message: LEVEL_MESSAGE } },
  };
  return { ...real, LISTING_FIELDS, LISTING_FIELD_LIST: Object.entries(LISTING_FIELDS) };
});

// the attribute is not in the generated types: the form's values are read as plain records
type Loose = Record<string, unknown>;
const dormHave = () =>
  ({ ...emptyHave('DORM'), campusNow: 'Busch', dormNow: 'Allen Hall', roomTypeNow: 'Single' }) as Loose;
const want = { ...emptyWant(), campusWant: ['Busch'], dormWant: ['Allen Hall'], roomTypeWant: ['Single'] };
const catalog = {
  campuses: [{ name: 'Busch', halls: ['Allen Hall'] }],
  roomTypes: ['Single'],
  permitTypes: ['Resident'],
};

describe('a step-1 field declared only in the table', () => {
  it('starts empty and travels as a number or null, for its type only', () => {
    expect((emptyHave('DORM') as Loose).level).toBe('');
    const have = { ...dormHave(), level: '7' };
    expect((toListingInput(have as never, want) as Loose).level).toBe(7);
    expect((toListingInput(dormHave() as never, want) as Loose).level).toBeNull();
    const parking = {
      ...emptyHave('PARKING'),
      permitCampusNow: 'Busch',
      permitTypeNow: 'Resident',
      level: '7',
    };
    expect(toListingInput(parking as never, want)).not.toHaveProperty('level');
  });

  it('is read back from a stored listing, kept in a draft and by the catalog check', () => {
    const stored = { type: 'DORM' as const, campusNow: 'Busch', level: 12 };
    expect((haveFromListing(stored as never) as Loose).level).toBe('12');
    expect(wantFromListing(stored as never)).not.toHaveProperty('level');
    const draft = parseDraft(JSON.stringify({ type: 'DORM', level: '5' }));
    expect((draft as Loose | null)?.level).toBe('5');
    expect((parseDraft(JSON.stringify({ type: 'DORM', level: 5 })) as Loose | null)?.level).toBe('');
    expect((sanitizeHave({ ...dormHave(), level: '5' } as never, catalog) as Loose).level).toBe('5');
  });

  it('is checked against its range with the server sentence, on step 1', () => {
    expect(haveErrors({ ...dormHave(), level: '41' } as never)).toEqual({ level: LEVEL_MESSAGE });
    expect(haveErrors({ ...dormHave(), level: '40' } as never)).toEqual({});
    expect(haveErrors({ ...dormHave(), level: '' } as never)).toEqual({});
    expect(mapServerFields({ level: LEVEL_MESSAGE })).toEqual({ errors: { level: LEVEL_MESSAGE }, step: 1 });
  });
});
