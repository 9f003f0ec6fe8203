// A listing's student-entered fields and their rules, declared once (decisions.md §5, ADR 244): which
// listing type has each field, whether it is required and the sentences that say so, its limits.
// The server's validateListing (services/listings.ts) enforces them; the web's wizard
// (web/src/features/listings/wizard.ts) builds its form state, its conversions and its early checks
// from the same table, so a new optional attribute is one entry here. What needs the catalog (is this
// a campus, is this hall on it) stays in validateListing: the web reads the catalog from the server.
// No runtime imports but the constants, so that the web bundles only this table.
import type { ListingType } from '@campus-swap/prisma/client';
import { NOTES_MAX_LENGTH } from './constants.ts';

/** the notes' VALIDATION_FAILED sentence, also served by GET /health/config (public-rules.ts) */
export const NOTES_MESSAGE = `Notes must be at most ${NOTES_MAX_LENGTH} characters.`;

const BOTH: readonly ListingType[] = ['DORM', 'PARKING'];
const DORM: readonly ListingType[] = ['DORM'];
const PARKING: readonly ListingType[] = ['PARKING'];

/**
 * How a field travels and how the form holds it: `text` a string (trimmed; an empty optional one is
 * stored as null), `list` a list of strings (trimmed, blanks and repeats dropped), `flag` a boolean
 * (absent is false), `whole` an integer or null (the form holds it as a select's string), `permit`
 * '<campus> - <permit type>' (the form holds the two parts in two controls).
 */
export type FieldKind = 'text' | 'list' | 'flag' | 'whole' | 'permit';

export interface FieldRule {
  kind: FieldKind;
  /** the listing types that have the field; the other type's value is cleared */
  of: readonly ListingType[];
  /** the wizard step that shows it: 1 what the student has now, 2 what they want */
  step: 1 | 2;
  /** updatePreferences may change it on its own (the want side, timing and flexibility) */
  preference?: boolean;
  /** required: the server's sentence when it is missing, and the form's prompt (a permit's: per control) */
  required?: { message: string; prompt?: string };
  /** a permit's two form controls, each with the form's prompt when it is empty */
  controls?: { campus: { key: string; prompt: string }; permitType: { key: string; prompt: string } };
  /** at most this many characters once trimmed */
  maxLength?: { max: number; message: string };
  /** a whole number within these bounds */
  range?: { min: number; max: number; message: string };
  /** the sentence for a value of the wrong JSON type (a flag that is not a boolean) */
  typeMessage?: string;
}

/**
 * Step 1 then step 2, in the order the early checks name them. A VALIDATION_FAILED names the fields of
 * both types first, then the type's own, in this order (its first message is the answer's `error`).
 */
export const LISTING_FIELDS = {
  campusNow: {
    kind: 'text',
    of: DORM,
    step: 1,
    required: { message: 'Choose your current campus.', prompt: 'Please choose your campus.' },
  },
  dormNow: {
    kind: 'text',
    of: DORM,
    step: 1,
    required: { message: 'Choose your current residence hall.', prompt: 'Please choose your dorm.' },
  },
  roomTypeNow: {
    kind: 'text',
    of: DORM,
    step: 1,
    required: { message: 'Choose your current room type.', prompt: 'Please choose your room type.' },
  },
  permitNow: {
    kind: 'permit',
    of: PARKING,
    step: 1,
    required: { message: 'Choose your current parking permit.' },
    controls: {
      campus: { key: 'permitCampusNow', prompt: 'Please choose your permit’s campus.' },
      permitType: { key: 'permitTypeNow', prompt: 'Please choose your permit type.' },
    },
  },
  campusWant: {
    kind: 'list',
    of: DORM,
    step: 2,
    preference: true,
    required: {
      message: 'Choose at least one campus you want.',
      prompt: 'Please choose at least one campus.',
    },
  },
  dormWant: {
    kind: 'list',
    of: DORM,
    step: 2,
    preference: true,
    required: {
      message: 'Choose at least one residence hall you want.',
      prompt: 'Please choose at least one dorm.',
    },
  },
  roomTypeWant: {
    kind: 'list',
    of: DORM,
    step: 2,
    preference: true,
    required: {
      message: 'Choose at least one room type you want.',
      prompt: 'Please choose at least one room type.',
    },
  },
  permitWant: {
    kind: 'permit',
    of: PARKING,
    step: 2,
    preference: true,
    required: { message: 'Choose the parking permit you want.' },
    controls: {
      campus: { key: 'permitCampusWant', prompt: 'Please choose the campus you want a permit for.' },
      permitType: { key: 'permitTypeWant', prompt: 'Please choose the permit type you want.' },
    },
  },
  moveWhen: {
    kind: 'text',
    of: BOTH,
    step: 2,
    preference: true,
    required: { message: 'Choose when you want to move.', prompt: 'Please choose when you want to move.' },
  },
  notes: {
    kind: 'text',
    of: BOTH,
    step: 2,
    maxLength: { max: NOTES_MAX_LENGTH, message: NOTES_MESSAGE },
  },
  flexible: {
    kind: 'flag',
    of: BOTH,
    step: 2,
    preference: true,
    typeMessage: 'Flexible must be true or false.',
  },
} as const satisfies Record<string, FieldRule>;

export type ListingFields = typeof LISTING_FIELDS;
export type ListingFieldName = keyof ListingFields;

/** The fields in declaration order, typed as rules (for loops that treat every field alike). */
export const LISTING_FIELD_LIST = Object.entries(LISTING_FIELDS) as [ListingFieldName, FieldRule][];

/** Whether the listing type has the field (a field of both types is checked whatever the type). */
export const fieldApplies = (rule: FieldRule, type: string): boolean =>
  rule.of.length === BOTH.length || rule.of.includes(type as ListingType);

/** The value a field has when its listing type does not have it. */
export function clearedValue(kind: FieldKind): null | false | never[] {
  if (kind === 'list') return [];
  if (kind === 'flag') return false;
  return null;
}

/** The input a field accepts, by its kind (GraphQL's ListingInput, REST's body). */
export type InputOf<K extends FieldKind> = K extends 'list'
  ? readonly (string | null)[]
  : K extends 'flag'
    ? boolean
    : K extends 'whole'
      ? number
      : string;

/** The sentences of a listing that wants what it already has (issue 39). */
export const SAME_AS_HAVE = {
  dormWant:
    'You want the room you already have. Choose another residence hall or another room type you want.',
  permitWant: 'You want the permit you already have. Choose another permit you want.',
} as const;

/**
 * A listing that asks for nothing but what it has (issue 39): a permit wanting itself, or a room whose
 * only wanted hall and room type are its own. The field to name and its sentence, or null. Its input
 * is the listing as the server takes it (a permit as '<campus> - <permit type>').
 */
export function wantsWhatItHas(listing: {
  type?: string | null;
  dormNow?: string | null;
  roomTypeNow?: string | null;
  dormWant?: readonly (string | null)[] | null;
  roomTypeWant?: readonly (string | null)[] | null;
  permitNow?: string | null;
  permitWant?: string | null;
}): { field: keyof typeof SAME_AS_HAVE; message: string } | null {
  if (listing.type === 'PARKING') {
    const same = !!listing.permitNow && listing.permitNow.trim() === listing.permitWant?.trim();
    return same ? { field: 'permitWant', message: SAME_AS_HAVE.permitWant } : null;
  }
  const dormWant = listing.dormWant ?? [];
  const roomTypeWant = listing.roomTypeWant ?? [];
  const same =
    !!listing.dormNow &&
    dormWant.length === 1 &&
    dormWant[0] === listing.dormNow &&
    roomTypeWant.length === 1 &&
    roomTypeWant[0] === listing.roomTypeNow;
  return same ? { field: 'dormWant', message: SAME_AS_HAVE.dormWant } : null;
}
