// One simulated student's day, repeated until the phase ends (bounded by count and time): sign in by
// password, read matches, save a listing, read matches, edit the preferences, read matches, reveal
// interest in a card, read matches, sign out. Every answer is timed per kind; every acknowledged
// write and every contact the API showed is recorded for the checks in verify.ts.
import { PERMITS } from '@campus-swap/schema/catalog';
import { wantsWhatItHas } from '@campus-swap/schema/listing-rules';
import { type MarketListing, type Mix, randomListing as marketListing, rng } from '../lib/market.ts';
import { type Answer, call } from './http.ts';
import type { SeededStudent } from './students.ts';

export const KINDS = ['login', 'matches', 'save', 'edit', 'reveal', 'logout'] as const;
export type Kind = (typeof KINDS)[number];

export type Sample = {
  kind: Kind;
  ms: number;
  status: number;
  code: string | null;
  gateway: number;
  at: number;
};

/** The listing fields compared with the database afterwards. */
export type ListingState = MarketListing & { notes: string | null };

export type StudentRecord = {
  student: SeededStudent;
  /** the listing as the server last acknowledged it (null before the first acknowledged save) */
  acked: ListingState | null;
  listingId: string | null;
  /** writes sent after the last acknowledgement whose answer never came (connection lost) */
  unacked: ListingState[];
  /** acknowledged reveals: listing id -> status answered */
  reveals: Map<string, string>;
  /** contacts shown in a matches answer: listing id -> when (ms, this machine's clock) */
  contactsSeen: Map<string, number>;
};

/** A seeded student's record before the load sends anything. */
export function newRecord(student: SeededStudent): StudentRecord {
  return { student, acked: null, listingId: null, unacked: [], reveals: new Map(), contactsSeen: new Map() };
}

export type MixOptions = {
  gateways: () => string[];
  /** which gateway this student uses first (a load balancer's choice) */
  home: number;
  until: number;
  maxIterations: number;
  samples: Sample[];
  record: StudentRecord;
  seed: number;
};

/** The load test's market: more DORM listings wanting more, and more of them flexible, than the bench's. */
const LOAD_MIX: Mix = { dorm: 0.75, flexible: 0.3, campusesWanted: 2, hallsWanted: 4, roomTypesWanted: 3 };

export function randomListing(random: () => number, notes: string): ListingState {
  return { ...marketListing(random, LOAD_MIX), notes };
}

/**
 * New wants for the student's current listing (PUT /api/listings/preferences), never only what the
 * listing has (the server refuses that: issue 39).
 */
function newPreferences(random: () => number, current: ListingState): Partial<ListingState> {
  for (let draw = 0; draw < 1000; draw++) {
    const wants = drawPreferences(random, current);
    if (!wantsWhatItHas({ ...current, ...wants })) return wants;
  }
  throw new Error('newPreferences: 1,000 draws all wanted only what the listing has (a constant random?)');
}

function drawPreferences(random: () => number, current: ListingState): Partial<ListingState> {
  const other = randomListing(random, '');
  if (current.type === 'PARKING')
    return {
      permitWant: other.permitWant ?? PERMITS[0]!,
      moveWhen: other.moveWhen,
      flexible: other.flexible,
    };
  const dorm =
    other.type === 'DORM' ? other : { ...marketListing(random, { ...LOAD_MIX, dorm: 1 }), notes: '' };
  return {
    campusWant: dorm.campusWant,
    dormWant: dorm.dormWant,
    roomTypeWant: dorm.roomTypeWant,
    moveWhen: other.moveWhen,
    flexible: other.flexible,
  };
}

function stateOf(listing: Record<string, unknown>): ListingState {
  const pickFields = listing as unknown as ListingState;
  return {
    type: pickFields.type,
    campusNow: pickFields.campusNow ?? null,
    dormNow: pickFields.dormNow ?? null,
    roomTypeNow: pickFields.roomTypeNow ?? null,
    campusWant: pickFields.campusWant ?? [],
    dormWant: pickFields.dormWant ?? [],
    roomTypeWant: pickFields.roomTypeWant ?? [],
    permitNow: pickFields.permitNow ?? null,
    permitWant: pickFields.permitWant ?? null,
    moveWhen: pickFields.moveWhen ?? null,
    flexible: !!pickFields.flexible,
    notes: pickFields.notes ?? null,
  };
}

/**
 * The request body of a save: the fields the listing's type uses. The state holds the other type's
 * fields as null or empty (and notes as null when there are none), so those are what it leaves out.
 */
function saveBody(state: ListingState): Record<string, unknown> {
  const unset = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);
  return Object.fromEntries(Object.entries(state).filter(([, value]) => !unset(value)));
}

class PhaseOver extends Error {}

export async function runStudent(options: MixOptions): Promise<void> {
  const { record, samples } = options;
  const random = rng(options.seed);
  let gateway = options.home;
  let version = 0;

  /**
   * One timed call; a lost connection moves the student to the next gateway (as a balancer would).
   * Past the end of the phase it starts nothing (PhaseOver ends the iteration).
   */
  const timed = async (kind: Kind, method: string, path: string, token: string | null, body?: unknown) => {
    if (Date.now() >= options.until) throw new PhaseOver();
    const bases = options.gateways();
    const used = gateway % bases.length;
    const start = performance.now();
    try {
      const answer = await call(bases[used]!, method, path, { token, body, ip: record.student.ip });
      samples.push({
        kind,
        ms: performance.now() - start,
        status: answer.status,
        code: answer.status === 200 ? null : (answer.body?.code ?? null),
        gateway: used,
        at: Date.now(),
      });
      return answer;
    } catch {
      samples.push({
        kind,
        ms: performance.now() - start,
        status: 0,
        code: 'CONNECTION',
        gateway: used,
        at: Date.now(),
      });
      gateway++;
      return null;
    }
  };

  const noteContacts = (answer: Answer | null) => {
    if (answer?.status !== 200) return;
    const seenAt = Date.now();
    for (const card of answer.body.cards as { id: string; userEmail: string | null }[]) {
      if (card.userEmail !== null && !record.contactsSeen.has(card.id))
        record.contactsSeen.set(card.id, seenAt);
    }
  };

  for (let i = 0; i < options.maxIterations && Date.now() < options.until; i++) {
    try {
      await iteration();
    } catch (error) {
      if (error instanceof PhaseOver) return;
      throw error;
    }
  }

  async function iteration(): Promise<void> {
    const login = await timed('login', 'POST', '/api/auth/login', null, {
      email: record.student.email,
      password: record.student.password,
    });
    if (login?.status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return;
    }
    const token = login.body.token as string;
    noteContacts(await timed('matches', 'GET', '/api/matches', token));

    const next = randomListing(random, `${record.student.email} v${++version}`);
    const saved = await timed('save', 'POST', '/api/listings', token, saveBody(next));
    if (saved?.status === 200) {
      record.acked = stateOf(saved.body.listing);
      record.listingId = saved.body.listing.id;
      record.unacked = [];
    } else if (saved === null || saved.status >= 500) record.unacked.push(next);
    noteContacts(await timed('matches', 'GET', '/api/matches', token));

    // only a student who was told the listing is saved goes on to edit it (an edit without a listing
    // is a correct 404, e.g. after the save's gateway died before committing)
    const base = record.acked;
    if (base) {
      const wants = newPreferences(random, base);
      const edited = await timed('edit', 'PUT', '/api/listings/preferences', token, wants);
      if (edited?.status === 200) {
        record.acked = stateOf(edited.body.listing);
        record.unacked = [];
      } else if (edited === null || edited.status >= 500) {
        for (const pending of [record.acked, ...record.unacked])
          if (pending) record.unacked.push({ ...pending, ...wants });
      }
    }
    const matches = await timed('matches', 'GET', '/api/matches', token);
    noteContacts(matches);
    const cards = matches?.status === 200 ? (matches.body.cards as { id: string }[]) : [];
    if (cards.length > 0) {
      const card = cards[Math.floor(random() * Math.min(cards.length, 10))]!;
      const revealed = await timed('reveal', 'POST', `/api/matches/${card.id}/reveal`, token);
      if (revealed?.status === 200) record.reveals.set(card.id, revealed.body.status as string);
      noteContacts(await timed('matches', 'GET', '/api/matches', token));
    }
    await timed('logout', 'POST', '/api/auth/logout', token);
  }
}
