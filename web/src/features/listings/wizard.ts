// Pure rules of the two-step listing wizard (no React, no I/O), so they can be unit tested.
// The server is the authority on validation; these checks only spare the student a round trip.

// the schema's enum, as codegen writes it
export type { ListingType } from '../../gql/graphql.ts';
import type { ListingFieldsFragment, ListingType } from '../../gql/graphql.ts';
import type { PublicRules } from '../../lib/config.ts';

export type NotesRule = Pick<PublicRules, 'notesMaxLength' | 'notesMessage'>;

export const DRAFT_KEY = 'campus-swap:post-draft';
/** Spec §9: after saving, go to /matches after 1.5 s. */
export const SAVE_REDIRECT_MS = 1_500;

export interface CampusOption {
  name: string;
  halls: readonly string[];
}

/** Step 1: what the student has now. Parking keeps campus and permit type apart until saving. */
export interface HaveValues {
  type: ListingType;
  campusNow: string;
  dormNow: string;
  roomTypeNow: string;
  permitCampusNow: string;
  permitTypeNow: string;
}

/** Step 2: what the student wants, plus timing and notes. */
export interface WantValues {
  campusWant: string[];
  dormWant: string[];
  roomTypeWant: string[];
  permitCampusWant: string;
  permitTypeWant: string;
  moveWhen: string;
  flexible: boolean;
  notes: string;
}

export type FieldErrors = Partial<Record<string, string>>;

export const emptyHave = (type: ListingType = 'DORM'): HaveValues => ({
  type,
  campusNow: '',
  dormNow: '',
  roomTypeNow: '',
  permitCampusNow: '',
  permitTypeNow: '',
});

export const emptyWant = (): WantValues => ({
  campusWant: [],
  dormWant: [],
  roomTypeWant: [],
  permitCampusWant: '',
  permitTypeWant: '',
  moveWhen: '',
  flexible: false,
  notes: '',
});

/** The halls of one campus, in catalog order (empty when no campus is chosen). */
export function hallsOf(campuses: readonly CampusOption[], campus: string): readonly string[] {
  return campuses.find((c) => c.name === campus)?.halls ?? [];
}

/** Options of the preferred dorm select: the halls of every wanted campus, grouped in catalog order. */
export function wantedHallGroups(
  campuses: readonly CampusOption[],
  wanted: readonly string[],
): CampusOption[] {
  return campuses.filter((c) => wanted.includes(c.name));
}

/** Keeps only the wanted halls that still belong to a wanted campus (after a campus is unticked). */
export function pruneDormWant(
  campuses: readonly CampusOption[],
  campusWant: readonly string[],
  dormWant: readonly string[],
): string[] {
  const allowed = new Set(wantedHallGroups(campuses, campusWant).flatMap((c) => c.halls));
  return dormWant.filter((hall) => allowed.has(hall));
}

/**
 * Changes one step-1 field and keeps the others consistent: a new campus clears a hall that is not on it.
 */
export function setHave<K extends keyof HaveValues>(
  campuses: readonly CampusOption[],
  values: HaveValues,
  key: K,
  value: HaveValues[K],
): HaveValues {
  const next = { ...values, [key]: value };
  if (key === 'campusNow' && !hallsOf(campuses, next.campusNow).includes(next.dormNow)) next.dormNow = '';
  return next;
}

/**
 * Step 1 is done when the spec's trigger fields are chosen: campus and room type (dorm) or campus and
 * permit type (parking). The dorm select sits between campus and room type and is required as well,
 * so a dorm listing also needs its hall before the wizard moves on.
 */
export function isHaveComplete(values: HaveValues): boolean {
  if (values.type === 'PARKING') return values.permitCampusNow !== '' && values.permitTypeNow !== '';
  return values.campusNow !== '' && values.dormNow !== '' && values.roomTypeNow !== '';
}

/**
 * Whether a change on step 1 should move the wizard to step 2: only when this change completed the
 * step. Restoring a saved draft, or coming Back to a complete step, does not bounce the student forward.
 */
export function shouldAutoAdvance(before: HaveValues, after: HaveValues): boolean {
  return !isHaveComplete(before) && isHaveComplete(after);
}

export function haveErrors(values: HaveValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.type === 'PARKING') {
    if (!values.permitCampusNow) errors.permitCampusNow = 'Please choose your permit’s campus.';
    if (!values.permitTypeNow) errors.permitTypeNow = 'Please choose your permit type.';
    return errors;
  }
  if (!values.campusNow) errors.campusNow = 'Please choose your campus.';
  if (!values.dormNow) errors.dormNow = 'Please choose your dorm.';
  if (!values.roomTypeNow) errors.roomTypeNow = 'Please choose your room type.';
  return errors;
}

/** `rules`: the server's notes rule (GET /health/config); until it arrives the server alone checks notes. */
export function wantErrors(type: ListingType, values: WantValues, rules: NotesRule | null): FieldErrors {
  const errors: FieldErrors = {};
  if (type === 'PARKING') {
    if (!values.permitCampusWant) errors.permitCampusWant = 'Please choose the campus you want a permit for.';
    if (!values.permitTypeWant) errors.permitTypeWant = 'Please choose the permit type you want.';
  } else {
    if (values.campusWant.length === 0) errors.campusWant = 'Please choose at least one campus.';
    if (values.dormWant.length === 0) errors.dormWant = 'Please choose at least one dorm.';
    if (values.roomTypeWant.length === 0) errors.roomTypeWant = 'Please choose at least one room type.';
  }
  if (!values.moveWhen) errors.moveWhen = 'Please choose when you want to move.';
  // the server trims before it counts
  if (rules && values.notes.trim().length > rules.notesMaxLength) errors.notes = rules.notesMessage;
  return errors;
}

export const permitText = (campus: string, permitType: string): string => `${campus} - ${permitType}`;

/** Splits '<campus> - <type>' back into its parts (campus names never contain ' - '). */
export function splitPermit(permit: string | null | undefined): { campus: string; permitType: string } {
  if (!permit) return { campus: '', permitType: '' };
  const at = permit.lastIndexOf(' - ');
  if (at === -1) return { campus: '', permitType: '' };
  return { campus: permit.slice(0, at), permitType: permit.slice(at + 3) };
}

/** The saveListing input for the chosen type: only that type's fields travel. */
export function toListingInput(have: HaveValues, want: WantValues) {
  const common = {
    type: have.type,
    moveWhen: want.moveWhen,
    flexible: want.flexible,
    notes: want.notes.trim(),
  };
  if (have.type === 'PARKING') {
    return {
      ...common,
      permitNow: permitText(have.permitCampusNow, have.permitTypeNow),
      permitWant: permitText(want.permitCampusWant, want.permitTypeWant),
    };
  }
  return {
    ...common,
    campusNow: have.campusNow,
    dormNow: have.dormNow,
    roomTypeNow: have.roomTypeNow,
    campusWant: want.campusWant,
    dormWant: want.dormWant,
    roomTypeWant: want.roomTypeWant,
  };
}

/** The updatePreferences input: the want side only. */
export function toPreferencesInput(type: ListingType, want: WantValues) {
  const common = { moveWhen: want.moveWhen, flexible: want.flexible };
  if (type === 'PARKING')
    return { ...common, permitWant: permitText(want.permitCampusWant, want.permitTypeWant) };
  return { ...common, campusWant: want.campusWant, dormWant: want.dormWant, roomTypeWant: want.roomTypeWant };
}

/** The listing as the server answers it, any field but the type left out: codegen's type, from the schema. */
export type StoredListing = Pick<ListingFieldsFragment, 'type'> &
  Partial<Omit<ListingFieldsFragment, 'type'>>;

export function haveFromListing(listing: StoredListing): HaveValues {
  const type: ListingType = listing.type === 'PARKING' ? 'PARKING' : 'DORM';
  const permit = splitPermit(listing.permitNow);
  return {
    type,
    campusNow: listing.campusNow ?? '',
    dormNow: listing.dormNow ?? '',
    roomTypeNow: listing.roomTypeNow ?? '',
    permitCampusNow: permit.campus,
    permitTypeNow: permit.permitType,
  };
}

export function wantFromListing(listing: StoredListing): WantValues {
  const permit = splitPermit(listing.permitWant);
  return {
    campusWant: [...(listing.campusWant ?? [])],
    dormWant: [...(listing.dormWant ?? [])],
    roomTypeWant: [...(listing.roomTypeWant ?? [])],
    permitCampusWant: permit.campus,
    permitTypeWant: permit.permitType,
    moveWhen: listing.moveWhen ?? '',
    flexible: listing.flexible ?? false,
    notes: listing.notes ?? '',
  };
}

/** Reads a stored step-1 draft, accepting only well-formed string fields (storage is user-editable). */
export function parseDraft(raw: string | null): HaveValues | null {
  if (!raw) return null;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (b.type !== 'DORM' && b.type !== 'PARKING') return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    type: b.type,
    campusNow: str(b.campusNow),
    dormNow: str(b.dormNow),
    roomTypeNow: str(b.roomTypeNow),
    permitCampusNow: str(b.permitCampusNow),
    permitTypeNow: str(b.permitTypeNow),
  };
}

/** Drops draft values that are no longer in the catalog (e.g. a hall renamed since it was stored). */
export function sanitizeHave(
  values: HaveValues,
  catalog: {
    campuses: readonly CampusOption[];
    roomTypes: readonly string[];
    permitTypes: readonly string[];
  },
): HaveValues {
  const campusNames = catalog.campuses.map((c) => c.name);
  const campusNow = campusNames.includes(values.campusNow) ? values.campusNow : '';
  return {
    type: values.type,
    campusNow,
    dormNow: hallsOf(catalog.campuses, campusNow).includes(values.dormNow) ? values.dormNow : '',
    roomTypeNow: catalog.roomTypes.includes(values.roomTypeNow) ? values.roomTypeNow : '',
    permitCampusNow: campusNames.includes(values.permitCampusNow) ? values.permitCampusNow : '',
    permitTypeNow: catalog.permitTypes.includes(values.permitTypeNow) ? values.permitTypeNow : '',
  };
}

/** Toggles one value of a multi-choice field, keeping the catalog order of `order`. */
export function toggleValue(
  selected: readonly string[],
  value: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const set = new Set(selected);
  if (on) set.add(value);
  else set.delete(value);
  const ordered = order.filter((v) => set.has(v));
  // Values outside the known order (should not happen) are kept at the end rather than lost.
  return [...ordered, ...[...set].filter((v) => !order.includes(v))];
}

/** Which wizard step shows a server field message, and under which control. */
const serverFieldAlias: Record<string, string> = {
  permitNow: 'permitCampusNow',
  permitWant: 'permitCampusWant',
};
const haveFields = new Set([
  'type',
  'campusNow',
  'dormNow',
  'roomTypeNow',
  'permitCampusNow',
  'permitTypeNow',
]);

/** Maps the server's `extensions.fields` onto the wizard's controls and tells which step to show. */
export function mapServerFields(fields: Record<string, string>): { errors: FieldErrors; step: 1 | 2 } {
  const errors: FieldErrors = {};
  let step: 1 | 2 = 2;
  for (const [field, message] of Object.entries(fields)) {
    const key = serverFieldAlias[field] ?? field;
    errors[key] = message;
    if (haveFields.has(key)) step = 1;
  }
  return { errors, step };
}

/** Drops the messages of the fields that changed: the student is fixing them. */
export function clearChangedErrors<T extends object>(errors: FieldErrors, before: T, after: T): FieldErrors {
  const next = { ...errors };
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) delete next[key];
  }
  return next;
}
