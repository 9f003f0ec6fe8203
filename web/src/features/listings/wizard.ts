// Pure rules of the two-step listing wizard (no React, no I/O), so they can be unit tested.
// The server is the authority on validation; these checks only spare the student a round trip.

// the schema's enum, as codegen writes it
export type { ListingType } from '../../gql/graphql.ts';

import {
  type FieldRule,
  LISTING_FIELD_LIST,
  type ListingFieldName,
  type ListingFields,
  wantsWhatItHas,
} from '@campus-swap/schema/listing-rules';
import type {
  ListingFieldsFragment,
  ListingInput,
  ListingType,
  PreferencesInput,
} from '../../gql/graphql.ts';

export const DRAFT_KEY = 'campus-swap:post-draft';
/** Spec §9: after saving, go to /matches after 1.5 s. */
export const SAVE_REDIRECT_MS = 1_500;

export interface CampusOption {
  name: string;
  halls: readonly string[];
}

// The form's state is read off the server's field declarations (listing-rules.ts, ADR 244): each
// field of a step is one value by its kind (a list is a string[], a flag a boolean, anything else
// the string of a select or a text box); a permit is two selects, campus and permit type.
type FormValue<R> = R extends { kind: 'list' } ? string[] : R extends { kind: 'flag' } ? boolean : string;
type PlainValues<S extends 1 | 2> = {
  [K in ListingFieldName as ListingFields[K] extends { step: S; kind: Exclude<FieldRule['kind'], 'permit'> }
    ? K
    : never]: FormValue<ListingFields[K]>;
};
type PermitControls<S extends 1 | 2> = {
  [K in ListingFieldName]: ListingFields[K] extends {
    step: S;
    controls: { campus: { key: infer C extends string }; permitType: { key: infer T extends string } };
  }
    ? C | T
    : never;
}[ListingFieldName];

/** Step 1: what the student has now. Parking keeps campus and permit type apart until saving. */
export type HaveValues = { type: ListingType } & PlainValues<1> & Record<PermitControls<1>, string>;

/** Step 2: what the student wants, plus timing and notes. */
export type WantValues = PlainValues<2> & Record<PermitControls<2>, string>;

export type FieldErrors = Partial<Record<string, string>>;

const stepFields = (step: 1 | 2) => LISTING_FIELD_LIST.filter(([, rule]) => rule.step === step);
const HAVE_FIELDS = stepFields(1);
const WANT_FIELDS = stepFields(2);

function emptyValue(rule: FieldRule): string | string[] | boolean {
  if (rule.kind === 'list') return [];
  if (rule.kind === 'flag') return false;
  return '';
}

/** Every control of a step, empty: a permit's two selects under their own keys. */
function emptyStep(fields: typeof HAVE_FIELDS): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, rule] of fields) {
    if (rule.controls) {
      values[rule.controls.campus.key] = '';
      values[rule.controls.permitType.key] = '';
    } else values[name] = emptyValue(rule);
  }
  return values;
}

export const emptyHave = (type: ListingType = 'DORM'): HaveValues =>
  ({ type, ...emptyStep(HAVE_FIELDS) }) as HaveValues;

export const emptyWant = (): WantValues => emptyStep(WANT_FIELDS) as WantValues;

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
 * so a dorm listing also needs its hall before the wizard moves on: every required step-1 field.
 */
export function isHaveComplete(values: HaveValues): boolean {
  return Object.keys(haveErrors(values)).length === 0;
}

/**
 * Whether a change on step 1 should move the wizard to step 2: only when this change completed the
 * step. Restoring a saved draft, or coming Back to a complete step, does not bounce the student forward.
 */
export function shouldAutoAdvance(before: HaveValues, after: HaveValues): boolean {
  return !isHaveComplete(before) && isHaveComplete(after);
}

/**
 * The early checks of one step, read off the declared rules: a required field left empty gets its
 * prompt, a text over its length or a number out of its range the server's own sentence.
 */
function stepErrors(
  fields: typeof HAVE_FIELDS,
  type: ListingType,
  values: Record<string, unknown>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, rule] of fields) {
    if (!rule.of.includes(type)) continue;
    if (rule.controls) {
      for (const control of [rule.controls.campus, rule.controls.permitType])
        if (!values[control.key]) errors[control.key] = control.prompt;
      continue;
    }
    const value = values[name];
    if (rule.required?.prompt && (value === '' || (Array.isArray(value) && value.length === 0)))
      errors[name] = rule.required.prompt;
    // the server trims before it counts
    if (rule.maxLength && typeof value === 'string' && value.trim().length > rule.maxLength.max)
      errors[name] = rule.maxLength.message;
    const number = typeof value === 'string' && value !== '' ? Number(value) : null;
    if (
      rule.range &&
      number !== null &&
      !(Number.isInteger(number) && number >= rule.range.min && number <= rule.range.max)
    )
      errors[name] = rule.range.message;
  }
  return errors;
}

export function haveErrors(values: HaveValues): FieldErrors {
  return stepErrors(HAVE_FIELDS, values.type, values);
}

/** The want step's early checks; with `have`, also the server's rule against wanting what one has. */
export function wantErrors(type: ListingType, values: WantValues, have?: HaveValues): FieldErrors {
  const errors = stepErrors(WANT_FIELDS, type, values);
  const same = have ? wantsWhatItHas(toListingInput({ ...have, type }, values)) : null;
  if (same) errors[serverFieldAlias[same.field] ?? same.field] ??= same.message;
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

/** One field's value as the server takes it, from the form's controls. */
function toInput(name: string, rule: FieldRule, values: Record<string, unknown>): unknown {
  if (rule.controls)
    return permitText(
      values[rule.controls.campus.key] as string,
      values[rule.controls.permitType.key] as string,
    );
  const value = values[name];
  if (rule.kind === 'whole') return value === '' ? null : Number(value);
  return typeof value === 'string' ? value.trim() : value;
}

/** The fields of both steps for the chosen type, as the server takes them. */
function inputOf(type: ListingType, have: object, want: object, only?: (rule: FieldRule) => boolean) {
  const input: Record<string, unknown> = {};
  for (const [fields, values] of [
    [HAVE_FIELDS, have],
    [WANT_FIELDS, want],
  ] as const) {
    for (const [name, rule] of fields)
      if (rule.of.includes(type) && (!only || only(rule)))
        input[name] = toInput(name, rule, values as Record<string, unknown>);
  }
  return input;
}

/** The saveListing input for the chosen type: only that type's fields travel. */
export function toListingInput(have: HaveValues, want: WantValues): ListingInput {
  return { type: have.type, ...inputOf(have.type, have, want) };
}

/** The updatePreferences input: the want side only (the declared preferences). */
export function toPreferencesInput(type: ListingType, want: WantValues): PreferencesInput {
  return inputOf(type, {}, want, (rule) => rule.preference === true);
}

/** The listing as the server answers it, any field but the type left out: codegen's type, from the schema. */
export type StoredListing = Pick<ListingFieldsFragment, 'type'> &
  Partial<Omit<ListingFieldsFragment, 'type'>>;

/** A step's controls from a stored listing (a field the listing lacks is empty). */
function stepFromListing(fields: typeof HAVE_FIELDS, listing: StoredListing): Record<string, unknown> {
  const stored = listing as Record<string, unknown>;
  const values = emptyStep(fields);
  for (const [name, rule] of fields) {
    const value = stored[name];
    if (rule.controls) {
      const permit = splitPermit(value as string | null | undefined);
      values[rule.controls.campus.key] = permit.campus;
      values[rule.controls.permitType.key] = permit.permitType;
    } else if (value === null || value === undefined) continue;
    else if (rule.kind === 'list') values[name] = [...(value as string[])];
    else if (rule.kind === 'flag') values[name] = value === true;
    else values[name] = String(value);
  }
  return values;
}

export function haveFromListing(listing: StoredListing): HaveValues {
  const type: ListingType = listing.type === 'PARKING' ? 'PARKING' : 'DORM';
  return { type, ...stepFromListing(HAVE_FIELDS, listing) } as HaveValues;
}

export function wantFromListing(listing: StoredListing): WantValues {
  return stepFromListing(WANT_FIELDS, listing) as WantValues;
}

/** Reads a stored step-1 draft, accepting only well-formed fields (storage is user-editable). */
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
  const draft: Record<string, unknown> = emptyStep(HAVE_FIELDS);
  // a value of the wrong shape stays empty
  for (const [key, empty] of Object.entries(draft)) {
    const value = b[key];
    if (Array.isArray(empty)) {
      if (Array.isArray(value)) draft[key] = value.filter((item) => typeof item === 'string');
    } else if (typeof value === typeof empty) draft[key] = value;
  }
  return { ...draft, type: b.type } as HaveValues;
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
  // fields that draw on no catalog list are kept as they are
  return {
    ...values,
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

/** Which wizard step shows a server field message, and under which control (a permit: its campus). */
const serverFieldAlias: Record<string, string> = Object.fromEntries(
  LISTING_FIELD_LIST.flatMap(([name, rule]) => (rule.controls ? [[name, rule.controls.campus.key]] : [])),
);
const haveFields = new Set(['type', ...Object.keys(emptyStep(HAVE_FIELDS))]);

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
