// The students of the /api/matches specs and what those specs read: the documented card and swap
// request keys, the cards and requests of a student, and the reveal. The students live on halls no
// other contract file uses; cards are still found by id, because every file shares one gateway and
// one database (and both matches specs post the same cast).
import { beforeAll, expect } from 'vitest';
import { OTHER_STUDENT_KEYS } from './answers.ts';
import { api, type Json, newStudent, postListing, type Student } from './students.ts';

export type Card = Record<string, Json>;
export type Who = Student & { listing: Json };

/** The card fields these specs check with their values (the exact key set is the published one: support/published.ts). */
export const CARD_KEYS = [
  'category',
  'connected',
  'createdAt',
  'flexible',
  'have',
  'id',
  'nextStep',
  'notes',
  'revealedByMe',
  'revealedToMe',
  'score',
  'type',
  'want',
  'when',
  'why',
  ...OTHER_STUDENT_KEYS,
].sort();
/** The swap-request fields the specs check; the exact set is the published one. */
export const SWAP_KEYS = [
  'connected',
  'createdAt',
  'have',
  'listingId',
  'nextStep',
  'type',
  'want',
  'when',
  ...OTHER_STUDENT_KEYS,
].sort();
export const NO_CONTACT = { userEmail: null, userInstagram: null, userLinkedin: null };
export const NOT_AVAILABLE = { error: 'This listing is not available.', code: 'NOT_FOUND' };
export const DORM_NEXT_STEP =
  "You're connected! Agree on the details, then both of you submit the Rutgers housing office's " +
  'room-swap form (Residence Life). Nothing changes until the housing office approves the swap.';

const BRETT_WANTS_HELYAR = {
  type: 'DORM',
  campusNow: 'College Avenue',
  dormNow: 'Brett Hall',
  roomTypeNow: 'Single',
  campusWant: ['Cook/Douglass'],
  dormWant: ['Helyar House'],
  roomTypeWant: ['Suite'],
  moveWhen: 'End of Semester',
  flexible: false,
  notes: 'Brett single, quiet.',
};
const HELYAR_WANTS_BRETT = {
  type: 'DORM',
  campusNow: 'Cook/Douglass',
  dormNow: 'Helyar House',
  roomTypeNow: 'Suite',
  campusWant: ['College Avenue'],
  dormWant: ['Brett Hall'],
  roomTypeWant: ['Single'],
  moveWhen: 'End of Semester',
  flexible: false,
  notes: 'Helyar suite near the gardens.',
};

export async function matchesOf(token: string): Promise<Json> {
  const res = await api('GET', '/api/matches', { token });
  expect(res.status).toBe(200);
  return res.body;
}

export async function cardFor(viewer: Who, other: Who): Promise<Card | undefined> {
  return (await matchesOf(viewer.token)).cards.find((card: Card) => card.id === other.listing.id);
}

export async function swapsOf(token: string): Promise<Json> {
  const res = await api('GET', '/api/swaps/requests', { token });
  expect(res.status).toBe(200);
  return res.body;
}

export async function reveal(viewer: Who, other: Who): Promise<{ status: number; body: Json }> {
  return api('POST', `/api/matches/${other.listing.id}/reveal`, { token: viewer.token });
}

export function contactOf(student: Student) {
  return {
    userEmail: student.email,
    userInstagram: student.profile.instagram,
    userLinkedin: student.profile.linkedin,
  };
}

export async function studentWith(
  prefix: string,
  listing: Record<string, unknown>,
  year = 'junior',
): Promise<Who> {
  const student = await newStudent(prefix, { year });
  return { ...student, listing: await postListing(student.token, listing) };
}

// The cast, posted by useMatchCast()'s beforeAll and read by the tests (ES module bindings are live).
export let A: Who, B: Who, C: Who, E: Who, F: Who;

/**
 * Registers the test file's beforeAll that posts the cast (each file posts its own):
 * A: Brett single, wants a Helyar suite.  B: the exact reverse (score 100).
 * E: Helyar double wanting Brett single, other timing (fits 0.8 and 1, -10: score 80).
 * F: Jameson double wanting College Avenue / Tinsley / Double (fits 0.4 and 0.4: score 40, "Other").
 * C: the same listing as A (a third student, B's exact reverse too; no match for A: score 0).
 */
export function useMatchCast(): void {
  beforeAll(async () => {
    A = await studentWith('ma', BRETT_WANTS_HELYAR, 'sophomore');
    B = await studentWith('mb', HELYAR_WANTS_BRETT, 'senior');
    E = await studentWith('me', {
      ...HELYAR_WANTS_BRETT,
      roomTypeNow: 'Double',
      moveWhen: 'ASAP',
      notes: '',
    });
    F = await studentWith('mf', {
      ...HELYAR_WANTS_BRETT,
      dormNow: 'Jameson Hall',
      roomTypeNow: 'Double',
      dormWant: ['Tinsley Hall'],
      roomTypeWant: ['Double'],
    });
    C = await studentWith('mc', BRETT_WANTS_HELYAR, 'graduate');
  });
}
