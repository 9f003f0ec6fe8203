// Listings (decisions.md §5): a student has at most one, DORM or PARKING. Every value is checked
// against the catalog here, whichever door (GraphQL or REST) it came through, and a bad input
// answers VALIDATION_FAILED with one message per field.
import type { Listing, PrismaClient } from '@campus-swap/prisma/client';
import { HALL_CAMPUS, isCampus, MOVE_TIMINGS, parsePermit, PERMITS, ROOM_TYPES } from '../catalog.ts';
import type { Services } from '../context.ts';
import { AppError, validationError } from '../errors.ts';
import {
  clearedValue,
  fieldApplies,
  type InputOf,
  LISTING_FIELD_LIST,
  type ListingFieldName,
  type ListingFields,
  wantsWhatItHas,
} from '../listing-rules.ts';
import { dissolveAndOffer } from './cycles/offer-through.ts';
import { dissolveStale } from './cycles/store.ts';
import { callOffSwaps } from './swap-record/record.ts';
import type { MatchableListing } from './matching-index/score.ts';

export { NOTES_MESSAGE } from '../listing-rules.ts';

/** What a client may send: every declared field (listing-rules.ts) by its kind, and the type. */
export type ListingInput = { type?: string | null } & {
  [K in ListingFieldName]?: InputOf<ListingFields[K]['kind']> | null;
};

type PreferenceName = {
  [K in ListingFieldName]: ListingFields[K] extends { preference: true } ? K : never;
}[ListingFieldName];

export type PreferencesInput = Pick<ListingInput, PreferenceName>;

/**
 * The stored shape of a valid listing: Prisma's columns of the declared fields (a move timing is
 * required); the other type's fields are cleared.
 */
export type ListingData = MatchableListing & Pick<Listing, ListingFieldName> & { moveWhen: string };

const PERMIT_FORM = `as '<campus> - <permit type>', e.g. '${PERMITS[2]}'`;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Trimmed, non-empty, first occurrence kept. */
function uniqueList(values: unknown): string[] {
  const out: string[] = [];
  for (const value of Array.isArray(values) ? values : []) {
    const item = text(value);
    if (item && !out.includes(item)) out.push(item);
  }
  return out;
}

/**
 * The declared rules (listing-rules.ts) for every field: its value normalized by kind (or cleared when
 * the type does not have it) and the messages of the rules it breaks.
 */
function declaredRules(input: ListingInput, type: string, fields: Record<string, string>) {
  const values: Record<string, unknown> = {};
  const raw = input as Record<string, unknown>;
  for (const [name, rule] of LISTING_FIELD_LIST) {
    if (!fieldApplies(rule, type)) {
      values[name] = clearedValue(rule.kind);
      continue;
    }
    const given = raw[name];
    let value: unknown;
    let empty: boolean;
    if (rule.kind === 'list') {
      value = uniqueList(given);
      empty = (value as string[]).length === 0;
    } else if (rule.kind === 'flag') {
      if (given !== undefined && given !== null && typeof given !== 'boolean' && rule.typeMessage)
        fields[name] = rule.typeMessage;
      value = given === true;
      empty = false;
    } else if (rule.kind === 'whole') {
      value = given ?? null;
      empty = value === null;
      const range = rule.range;
      if (
        !empty &&
        range &&
        (!Number.isInteger(value) || (value as number) < range.min || (value as number) > range.max)
      )
        fields[name] = range.message;
    } else {
      const trimmed = typeof given === 'string' ? given.trim() : '';
      empty = trimmed === '';
      // a required field's value is never stored empty; an optional one is null
      value = empty && !rule.required ? null : trimmed;
      if (rule.maxLength && trimmed.length > rule.maxLength.max) fields[name] = rule.maxLength.message;
    }
    if (empty && rule.required) fields[name] = rule.required.message;
    values[name] = value;
  }
  return values;
}

/** The order an answer names bad fields in: both types' fields, the type's own, the type. */
const MESSAGE_ORDER = [
  ...LISTING_FIELD_LIST.filter(([, rule]) => fieldApplies(rule, '')).map(([name]) => name),
  ...LISTING_FIELD_LIST.filter(([, rule]) => !fieldApplies(rule, '')).map(([name]) => name),
  'type',
];

function refuse(fields: Record<string, string>): never {
  const rank = (name: string) => MESSAGE_ORDER.indexOf(name);
  throw validationError(Object.fromEntries(Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b))));
}

/** Validates and normalizes a whole listing; throws VALIDATION_FAILED naming every bad field. */
export function validateListing(input: ListingInput): ListingData {
  const fields: Record<string, string> = {};
  const type = text(input.type).toUpperCase();
  const values = declaredRules(input, type, fields);

  // the catalog's rules, for what is present and not already refused
  const moveWhen = values.moveWhen as string;
  if (!fields.moveWhen && !(MOVE_TIMINGS as readonly string[]).includes(moveWhen))
    fields.moveWhen = `Move timing must be one of: ${MOVE_TIMINGS.join(', ')}.`;
  if (type !== 'DORM' && type !== 'PARKING') {
    fields.type = type
      ? `Listing type must be DORM or PARKING, not '${text(input.type)}'.`
      : 'Choose DORM or PARKING.';
    refuse(fields);
  }
  const data = { ...values, type } as ListingData;

  if (type === 'DORM') {
    const campusNow = data.campusNow ?? '';
    const dormNow = data.dormNow ?? '';
    const { campusWant, dormWant, roomTypeWant } = data;
    if (!fields.campusNow && !isCampus(campusNow)) fields.campusNow = `'${campusNow}' is not a campus.`;
    if (fields.dormNow) {
      // missing: said already
    } else if (!HALL_CAMPUS.has(dormNow)) fields.dormNow = `'${dormNow}' is not a residence hall.`;
    else if (isCampus(campusNow) && HALL_CAMPUS.get(dormNow) !== campusNow)
      fields.dormNow = `${dormNow} is not on ${campusNow}.`;
    if (!fields.roomTypeNow && !(ROOM_TYPES as readonly string[]).includes(data.roomTypeNow ?? ''))
      fields.roomTypeNow = `Room type must be one of: ${ROOM_TYPES.join(', ')}.`;

    const badCampus = campusWant.find((c) => !isCampus(c));
    if (!fields.campusWant && badCampus !== undefined) fields.campusWant = `'${badCampus}' is not a campus.`;
    const badHall = dormWant.find((h) => !HALL_CAMPUS.has(h));
    const offCampus = dormWant.find((h) => HALL_CAMPUS.has(h) && !campusWant.includes(HALL_CAMPUS.get(h)!));
    if (fields.dormWant) {
      // missing: said already
    } else if (badHall !== undefined) fields.dormWant = `'${badHall}' is not a residence hall.`;
    else if (offCampus !== undefined)
      fields.dormWant = `${offCampus} is on ${HALL_CAMPUS.get(offCampus)}, which is not among the campuses you want.`;
    const badRoom = roomTypeWant.find((r) => !(ROOM_TYPES as readonly string[]).includes(r));
    if (!fields.roomTypeWant && badRoom !== undefined)
      fields.roomTypeWant = `'${badRoom}' is not a room type (${ROOM_TYPES.join(', ')}).`;
  } else {
    if (!fields.permitNow && !parsePermit(data.permitNow ?? ''))
      fields.permitNow = `Give your current permit ${PERMIT_FORM}.`;
    if (!fields.permitWant && !parsePermit(data.permitWant ?? ''))
      fields.permitWant = `Give the permit you want ${PERMIT_FORM}.`;
  }
  // a listing that asks for nothing but what it has could never be a swap (issue 39)
  const same = wantsWhatItHas(data);
  if (same && !fields[same.field]) fields[same.field] = same.message;

  if (Object.keys(fields).length) refuse(fields);
  return data;
}

/** The declared preference fields (listing-rules.ts): what updatePreferences may change. */
const PREFERENCE_NAMES = LISTING_FIELD_LIST.filter(([, rule]) => rule.preference).map(
  ([name]) => name as PreferenceName,
);

/** The listing as it would be after a preferences update: omitted fields keep their current value. */
export function mergePreferences(current: Listing, input: PreferencesInput): ListingInput {
  const merged: Record<string, unknown> = { ...current };
  for (const name of PREFERENCE_NAMES) merged[name] = input[name] ?? current[name];
  return merged as ListingInput;
}

export async function getMyListing(prisma: PrismaClient, userId: string): Promise<Listing | null> {
  return prisma.listing.findUnique({ where: { userId } });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

/**
 * Creates or replaces the student's one listing (and re-activates it). An upsert on the unique userId,
 * so two concurrent saves end with one listing; when both try to insert, the loser retries as an update.
 */
export async function saveListing(
  services: Pick<Services, 'prisma' | 'matchingIndex'>,
  userId: string,
  input: ListingInput,
): Promise<Listing> {
  const { prisma } = services;
  const data = validateListing(input);
  const write = () =>
    prisma.listing.upsert({
      where: { userId },
      create: { ...data, userId, active: true },
      update: { ...data, active: true },
    });
  let listing: Listing;
  try {
    listing = await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    listing = await write();
  }
  // the edit ends the student's offered 3-way swaps now, not on someone's read (ADR 150), and offers
  // the new ones it makes possible (ADR 270)
  await dissolveAndOffer(services, { userId }, [listing.id]);
  return listing;
}

export async function updatePreferences(
  services: Pick<Services, 'prisma' | 'matchingIndex'>,
  userId: string,
  input: PreferencesInput,
): Promise<Listing> {
  const { prisma } = services;
  const current = await prisma.listing.findUnique({ where: { userId } });
  if (!current) throw new AppError('NOT_FOUND', { message: 'You have no listing yet. Post one first.' });
  const data = validateListing(mergePreferences(current, input));
  const listing = await prisma.listing.update({
    where: { userId },
    data: Object.fromEntries(PREFERENCE_NAMES.map((name) => [name, data[name]])),
  });
  await dissolveAndOffer(services, { userId }, [listing.id]);
  return listing;
}

/** Hides the listing from matching; true when there was one. Deactivating twice is harmless. */
export async function deactivateListing(prisma: PrismaClient, userId: string): Promise<boolean> {
  const { count } = await prisma.listing.updateMany({ where: { userId }, data: { active: false } });
  // a swap with this listing can no longer happen (ADR 294)
  await callOffSwaps(prisma, { userId, reason: 'DEACTIVATED', byId: userId }, new Date());
  // the other members of its cycles get their place back (the job offers them new ones, ADR 270)
  if (count > 0) await dissolveStale(prisma, { userId });
  return count > 0;
}
