// The one source of truth for the fixed option lists (decisions.md §2). The server validates against
// it and serves it to clients through the `catalog` query.

export const CAMPUS_HALLS = {
  'College Avenue': [
    'Brett Hall',
    'Campbell Hall',
    'Clothier Hall',
    'Demarest Hall',
    'Frelinghuysen Hall',
    'Hardenbergh Hall',
    'Hegeman Hall',
    'Honors College',
    'Leupp Hall',
    'Mettler Hall',
    'Pell Hall',
    'Sojourner Truth Apartments',
    'Stonier Hall',
    'Tinsley Hall',
    'University Center at Easton Avenue',
    'Wessels Hall',
  ],
  Busch: [
    'Allen Hall',
    'Barr Hall',
    'B.E.S.T. Hall',
    'Buell Apartments',
    'Crosby Suites',
    'Johnson Apartments',
    'Judson Suites',
    'Marvin Apartments',
    'Mattia Hall',
    'McCormick Suites',
    'Metzger Hall',
    'Morrow Suites',
    'Nichols Apartments',
    'Richardson Apartments',
    'Silvers Apartments',
    'Thomas Suites',
    'Winkler Suites',
  ],
  Livingston: [
    'Livingston Apartments A',
    'Livingston Apartments B',
    'Livingston Apartments C',
    'Lynton Towers North',
    'Lynton Towers South',
    'Quad I',
    'Quad II',
    'Quad III',
  ],
  'Cook/Douglass': [
    'Helyar House',
    'Henderson Apartments',
    'Jameson Hall',
    'Katzenbach Hall',
    'Lippincott Hall',
    'New Gibbons',
    'Newell Apartments',
    'Nicholas Hall',
    'Perry Hall',
    'Starkey Apartments',
    'Voorhees Hall',
    'Woodbury-Bunting-Cobb Hall',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Campus = keyof typeof CAMPUS_HALLS;
export const CAMPUSES = Object.keys(CAMPUS_HALLS) as Campus[];
export const ROOM_TYPES = ['Single', 'Double', 'Triple', 'Suite', 'Apartment'] as const;
export const PERMIT_TYPES = ['Resident', 'Commuter'] as const;
export const MOVE_TIMINGS = ['ASAP', 'End of Semester', 'Next Semester', 'Flexible'] as const;
export const YEARS = ['freshman', 'sophomore', 'junior', 'senior', 'graduate'] as const;

/** Every hall, with the campus it belongs to. */
export const HALL_CAMPUS: ReadonlyMap<string, Campus> = new Map(
  CAMPUSES.flatMap((campus) => CAMPUS_HALLS[campus].map((hall) => [hall, campus] as const)),
);

/** Parking permits travel as '<campus> - <permit type>'. */
export const PERMIT_SEPARATOR = ' - ';
export const PERMITS = CAMPUSES.flatMap((campus) =>
  PERMIT_TYPES.map((type) => `${campus}${PERMIT_SEPARATOR}${type}`),
);

/** Every valid permit, parsed once: a matches read parses two per parking card. */
const PARSED_PERMITS = new Map(
  CAMPUSES.flatMap((campus) =>
    PERMIT_TYPES.map((permitType) => [
      `${campus}${PERMIT_SEPARATOR}${permitType}`,
      Object.freeze({ campus, permitType }),
    ]),
  ),
);

/** A permit's campus and type; null for anything that is not one of PERMITS. The answer is frozen. */
export function parsePermit(
  value: string,
): { readonly campus: Campus; readonly permitType: (typeof PERMIT_TYPES)[number] } | null {
  return PARSED_PERMITS.get(value) ?? null;
}

export function isCampus(value: string): value is Campus {
  return Object.hasOwn(CAMPUS_HALLS, value);
}
