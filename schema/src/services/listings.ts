// Listings (decisions.md §5): a student has at most one, DORM or PARKING. Every value is checked
// against the catalog here, whichever door (GraphQL or REST) it came through, and a bad input
// answers VALIDATION_FAILED with one message per field.
import type { Listing, PrismaClient } from '@campus-swap/prisma/client';
import { HALL_CAMPUS, isCampus, MOVE_TIMINGS, parsePermit, PERMITS, ROOM_TYPES } from '../catalog.ts';
import { NOTES_MAX_LENGTH } from '../constants.ts';

/** the notes' VALIDATION_FAILED sentence, served to the web by GET /health/config (public-rules.ts) */
export const NOTES_MESSAGE = `Notes must be at most ${NOTES_MAX_LENGTH} characters.`;
import { AppError, validationError } from '../errors.ts';
import { dissolveStale } from './cycles/store.ts';
import type { MatchableListing } from './matching/score.ts';

export type ListingInput = {
  type?: string | null;
  campusNow?: string | null;
  dormNow?: string | null;
  roomTypeNow?: string | null;
  campusWant?: readonly (string | null)[] | null;
  dormWant?: readonly (string | null)[] | null;
  roomTypeWant?: readonly (string | null)[] | null;
  permitNow?: string | null;
  permitWant?: string | null;
  moveWhen?: string | null;
  flexible?: boolean | null;
  notes?: string | null;
};

export type PreferencesInput = Pick<
  ListingInput,
  'campusWant' | 'dormWant' | 'roomTypeWant' | 'permitWant' | 'moveWhen' | 'flexible'
>;

/**
 * The stored shape of a valid listing: Prisma's columns (a move timing is required); the other type's
 * fields are cleared.
 */
export type ListingData = MatchableListing & Pick<Listing, 'notes'> & { moveWhen: string };

const PERMIT_FORM = `as '<campus> - <permit type>', e.g. '${PERMITS[2]}'`;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Trimmed, non-empty, first occurrence kept. */
function uniqueList(values: readonly (string | null)[] | null | undefined): string[] {
  const out: string[] = [];
  for (const value of values ?? []) {
    const item = text(value);
    if (item && !out.includes(item)) out.push(item);
  }
  return out;
}

/** Validates and normalizes a whole listing; throws VALIDATION_FAILED naming every bad field. */
export function validateListing(input: ListingInput): ListingData {
  const fields: Record<string, string> = {};
  const type = text(input.type).toUpperCase();
  const moveWhen = text(input.moveWhen);
  const notesRaw = typeof input.notes === 'string' ? input.notes.trim() : '';

  if (!moveWhen) fields.moveWhen = 'Choose when you want to move.';
  else if (!(MOVE_TIMINGS as readonly string[]).includes(moveWhen))
    fields.moveWhen = `Move timing must be one of: ${MOVE_TIMINGS.join(', ')}.`;
  if (notesRaw.length > NOTES_MAX_LENGTH) fields.notes = NOTES_MESSAGE;
  if (input.flexible !== undefined && input.flexible !== null && typeof input.flexible !== 'boolean')
    fields.flexible = 'Flexible must be true or false.';

  const common = {
    moveWhen,
    flexible: input.flexible === true,
    notes: notesRaw === '' ? null : notesRaw,
  };

  if (type === 'DORM') {
    const campusNow = text(input.campusNow);
    const dormNow = text(input.dormNow);
    const roomTypeNow = text(input.roomTypeNow);
    const campusWant = uniqueList(input.campusWant);
    const dormWant = uniqueList(input.dormWant);
    const roomTypeWant = uniqueList(input.roomTypeWant);

    if (!campusNow) fields.campusNow = 'Choose your current campus.';
    else if (!isCampus(campusNow)) fields.campusNow = `'${campusNow}' is not a campus.`;
    if (!dormNow) fields.dormNow = 'Choose your current residence hall.';
    else if (!HALL_CAMPUS.has(dormNow)) fields.dormNow = `'${dormNow}' is not a residence hall.`;
    else if (isCampus(campusNow) && HALL_CAMPUS.get(dormNow) !== campusNow)
      fields.dormNow = `${dormNow} is not on ${campusNow}.`;
    if (!roomTypeNow) fields.roomTypeNow = 'Choose your current room type.';
    else if (!(ROOM_TYPES as readonly string[]).includes(roomTypeNow))
      fields.roomTypeNow = `Room type must be one of: ${ROOM_TYPES.join(', ')}.`;

    const badCampus = campusWant.find((c) => !isCampus(c));
    if (campusWant.length === 0) fields.campusWant = 'Choose at least one campus you want.';
    else if (badCampus !== undefined) fields.campusWant = `'${badCampus}' is not a campus.`;
    const badHall = dormWant.find((h) => !HALL_CAMPUS.has(h));
    const offCampus = dormWant.find((h) => HALL_CAMPUS.has(h) && !campusWant.includes(HALL_CAMPUS.get(h)!));
    if (dormWant.length === 0) fields.dormWant = 'Choose at least one residence hall you want.';
    else if (badHall !== undefined) fields.dormWant = `'${badHall}' is not a residence hall.`;
    else if (offCampus !== undefined)
      fields.dormWant = `${offCampus} is on ${HALL_CAMPUS.get(offCampus)}, which is not among the campuses you want.`;
    const badRoom = roomTypeWant.find((r) => !(ROOM_TYPES as readonly string[]).includes(r));
    if (roomTypeWant.length === 0) fields.roomTypeWant = 'Choose at least one room type you want.';
    else if (badRoom !== undefined)
      fields.roomTypeWant = `'${badRoom}' is not a room type (${ROOM_TYPES.join(', ')}).`;

    if (Object.keys(fields).length) throw validationError(fields);
    return {
      type: 'DORM',
      campusNow,
      dormNow,
      roomTypeNow,
      campusWant,
      dormWant,
      roomTypeWant,
      permitNow: null,
      permitWant: null,
      ...common,
    };
  }

  if (type === 'PARKING') {
    const permitNow = text(input.permitNow);
    const permitWant = text(input.permitWant);
    if (!permitNow) fields.permitNow = 'Choose your current parking permit.';
    else if (!parsePermit(permitNow)) fields.permitNow = `Give your current permit ${PERMIT_FORM}.`;
    if (!permitWant) fields.permitWant = 'Choose the parking permit you want.';
    else if (!parsePermit(permitWant)) fields.permitWant = `Give the permit you want ${PERMIT_FORM}.`;
    if (Object.keys(fields).length) throw validationError(fields);
    return {
      type: 'PARKING',
      campusNow: null,
      dormNow: null,
      roomTypeNow: null,
      campusWant: [],
      dormWant: [],
      roomTypeWant: [],
      permitNow,
      permitWant,
      ...common,
    };
  }

  fields.type = type
    ? `Listing type must be DORM or PARKING, not '${text(input.type)}'.`
    : 'Choose DORM or PARKING.';
  throw validationError(fields);
}

/** The listing as it would be after a preferences update: omitted fields keep their current value. */
export function mergePreferences(current: Listing, input: PreferencesInput): ListingInput {
  return {
    ...current,
    campusWant: input.campusWant ?? current.campusWant,
    dormWant: input.dormWant ?? current.dormWant,
    roomTypeWant: input.roomTypeWant ?? current.roomTypeWant,
    permitWant: input.permitWant ?? current.permitWant,
    moveWhen: input.moveWhen ?? current.moveWhen,
    flexible: input.flexible ?? current.flexible,
  };
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
  prisma: PrismaClient,
  userId: string,
  input: ListingInput,
): Promise<Listing> {
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
  // the edit ends the student's offered 3-way swaps now, not on someone's read (ADR 150)
  await dissolveStale(prisma, { userId });
  return listing;
}

export async function updatePreferences(
  prisma: PrismaClient,
  userId: string,
  input: PreferencesInput,
): Promise<Listing> {
  const current = await prisma.listing.findUnique({ where: { userId } });
  if (!current) throw new AppError('NOT_FOUND', { message: 'You have no listing yet. Post one first.' });
  const data = validateListing(mergePreferences(current, input));
  const listing = await prisma.listing.update({
    where: { userId },
    data: {
      campusWant: data.campusWant,
      dormWant: data.dormWant,
      roomTypeWant: data.roomTypeWant,
      permitWant: data.permitWant,
      moveWhen: data.moveWhen,
      flexible: data.flexible,
    },
  });
  await dissolveStale(prisma, { userId });
  return listing;
}

/** Hides the listing from matching; true when there was one. Deactivating twice is harmless. */
export async function deactivateListing(prisma: PrismaClient, userId: string): Promise<boolean> {
  const { count } = await prisma.listing.updateMany({ where: { userId }, data: { active: false } });
  if (count > 0) await dissolveStale(prisma, { userId });
  return count > 0;
}

/** What the listing offers, for people: 'Busch · Judson Suites · Suite' or 'Busch - Commuter'. */
export function describeHave(
  listing: Pick<ListingData, 'type' | 'campusNow' | 'dormNow' | 'roomTypeNow' | 'permitNow'>,
): string {
  if (listing.type === 'PARKING') return listing.permitNow ?? '';
  return [listing.campusNow, listing.dormNow, listing.roomTypeNow].filter(Boolean).join(' · ');
}

/** What the listing asks for: 'Livingston, Busch · Quad I, Allen Hall · Double, Single' or a permit. */
export function describeWant(
  listing: Pick<ListingData, 'type' | 'campusWant' | 'dormWant' | 'roomTypeWant' | 'permitWant'>,
): string {
  if (listing.type === 'PARKING') return listing.permitWant ?? '';
  return [listing.campusWant, listing.dormWant, listing.roomTypeWant]
    .filter((list) => list.length > 0)
    .map((list) => list.join(', '))
    .join(' · ');
}
