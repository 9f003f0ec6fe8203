// A new optional attribute is one entry in the table (ADR 244): with a whole-number field added to
// LISTING_FIELDS, and nothing else, validateListing stores it for its type, clears it for the other
// and refuses it out of range with the declared sentence.
import { describe, expect, it, vi } from 'vitest';
import { dormListing, dormRow, parkingListing, parkingRow } from '@campus-swap/test-support/listings';
import type { AppError } from '../errors.ts';
import { type ListingInput, validateListing } from './listings.ts';

const { LEVEL_MESSAGE } = vi.hoisted(() => ({ LEVEL_MESSAGE: 'Level must be a whole number from 0 to 40.' }));

vi.mock('../listing-rules.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../listing-rules.ts')>();
  const LISTING_FIELDS = {
    ...real.LISTING_FIELDS,
    level: { kind: 'whole', of: ['DORM'], step: 1, range: { min: 0, max: 40, message: LEVEL_MESSAGE } },
  };
  return { ...real, LISTING_FIELDS, LISTING_FIELD_LIST: Object.entries(LISTING_FIELDS) };
});

// the attribute is not in the generated types: the input and the answer are read as plain records
const withLevel = (input: ListingInput, level: unknown) => ({ ...input, level }) as ListingInput;

describe('a field declared only in the table', () => {
  it('is stored for its type, null when absent, and cleared for the other type', () => {
    expect(validateListing(withLevel(dormListing(), 3))).toEqual({ ...dormRow(), notes: null, level: 3 });
    expect(validateListing(dormListing())).toEqual({ ...dormRow(), notes: null, level: null });
    expect(validateListing(withLevel(parkingListing(), 3))).toEqual({
      ...parkingRow(),
      notes: null,
      level: null,
    });
  });

  it('is refused out of its range or not whole, with its declared sentence', () => {
    for (const bad of [41, -1, 2.5]) {
      try {
        validateListing(withLevel(dormListing(), bad));
        expect.unreachable(`level ${bad} was accepted`);
      } catch (error) {
        expect((error as AppError).fields).toEqual({ level: LEVEL_MESSAGE });
      }
    }
  });
});
