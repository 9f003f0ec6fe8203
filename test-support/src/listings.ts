// Listings for tests and benches, in the two shapes they use: the input a client sends (only the
// fields of its type, as GraphQL's ListingInput and POST /api/listings take them) and the stored row
// (every column, the other type's fields null or empty, as the matching index and the cycle search
// read them). The fixed pair is the exact reverse the matching rule of docs/product/decisions.md §5
// is easiest to state with: Busch / Judson Suites / Suite wants Livingston / Quad I / Double.

import { HALL_CAMPUS } from '@campus-swap/schema/catalog';

export type DormInput = {
  type: 'DORM';
  campusNow: string;
  dormNow: string;
  roomTypeNow: string;
  campusWant: string[];
  dormWant: string[];
  roomTypeWant: string[];
  moveWhen: string;
  flexible?: boolean;
  notes?: string | null;
};

export type ParkingInput = {
  type: 'PARKING';
  permitNow: string;
  permitWant: string;
  moveWhen: string;
  flexible?: boolean;
  notes?: string | null;
};

/** A DORM listing input: Busch / Judson Suites / Suite, wanting Livingston / Quad I / Double, ASAP. */
export function dormListing(overrides: Partial<DormInput> = {}): DormInput {
  return {
    type: 'DORM',
    campusNow: 'Busch',
    dormNow: 'Judson Suites',
    roomTypeNow: 'Suite',
    campusWant: ['Livingston'],
    dormWant: ['Quad I'],
    roomTypeWant: ['Double'],
    moveWhen: 'ASAP',
    ...overrides,
  };
}

/** A Double in `hall` wanting a Double in `wants`, at the end of the semester: a link of a 3-way swap. */
export function dormFromTo(hall: string, wants: string): DormInput {
  const campusOf = (name: string) => {
    const campus = HALL_CAMPUS.get(name);
    if (!campus) throw new Error(`no hall ${name} in the catalog`);
    return campus;
  };
  return {
    type: 'DORM',
    campusNow: campusOf(hall),
    dormNow: hall,
    roomTypeNow: 'Double',
    campusWant: [campusOf(wants)],
    dormWant: [wants],
    roomTypeWant: ['Double'],
    moveWhen: 'End of Semester',
    flexible: false,
  };
}

/** The exact reverse of a DORM listing: it has the first of each want and wants what the other has. */
export function reverseDorm(listing: DormInput, overrides: Partial<DormInput> = {}): DormInput {
  return {
    ...listing,
    campusNow: listing.campusWant[0]!,
    dormNow: listing.dormWant[0]!,
    roomTypeNow: listing.roomTypeWant[0]!,
    campusWant: [listing.campusNow],
    dormWant: [listing.dormNow],
    roomTypeWant: [listing.roomTypeNow],
    ...overrides,
  };
}

/** A PARKING listing input: a Busch commuter permit for a Livingston resident one, ASAP. */
export function parkingListing(overrides: Partial<ParkingInput> = {}): ParkingInput {
  return {
    type: 'PARKING',
    permitNow: 'Busch - Commuter',
    permitWant: 'Livingston - Resident',
    moveWhen: 'ASAP',
    ...overrides,
  };
}

/** The type-specific columns of a stored DORM row: the permits are null. */
export function dormColumns(
  fields: Pick<
    DormInput,
    'campusNow' | 'dormNow' | 'roomTypeNow' | 'campusWant' | 'dormWant' | 'roomTypeWant'
  >,
) {
  return {
    type: 'DORM' as const,
    campusNow: fields.campusNow,
    dormNow: fields.dormNow,
    roomTypeNow: fields.roomTypeNow,
    campusWant: fields.campusWant,
    dormWant: fields.dormWant,
    roomTypeWant: fields.roomTypeWant,
    permitNow: null,
    permitWant: null,
  };
}

/** The type-specific columns of a stored PARKING row: the dorm fields are null or empty. */
export function parkingColumns(permitNow: string, permitWant: string) {
  return {
    type: 'PARKING' as const,
    campusNow: null,
    dormNow: null,
    roomTypeNow: null,
    campusWant: [] as string[],
    dormWant: [] as string[],
    roomTypeWant: [] as string[],
    permitNow,
    permitWant,
  };
}

export type DormRow = ReturnType<typeof dormColumns> & { moveWhen: string; flexible: boolean };
export type ParkingRow = ReturnType<typeof parkingColumns> & { moveWhen: string; flexible: boolean };

/** A stored DORM row (the fields a match is computed from), by default that of dormListing(). */
export function dormRow(overrides: Partial<DormRow> = {}): DormRow {
  const input = dormListing();
  return { ...dormColumns(input), moveWhen: input.moveWhen, flexible: false, ...overrides };
}

/** A stored PARKING row, by default that of parkingListing(). */
export function parkingRow(overrides: Partial<ParkingRow> = {}): ParkingRow {
  const input = parkingListing();
  return {
    ...parkingColumns(input.permitNow, input.permitWant),
    moveWhen: input.moveWhen,
    flexible: false,
    ...overrides,
  };
}
