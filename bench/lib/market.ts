// The synthetic market of the benchmarks and the load test: deterministic random listings over the
// catalog (schema/src/catalog.ts) in the mix each caller names. One generator, so `npm run bench`
// (matches, cycles) and `npm run load` differ only in the mix they ask for.
import { CAMPUS_HALLS, CAMPUSES, MOVE_TIMINGS, PERMITS, ROOM_TYPES } from '../../schema/src/catalog.ts';

/** A listing as the API takes it, every field present (null or [] where its type has none). */
export type MarketListing = {
  type: 'DORM' | 'PARKING';
  campusNow: string | null;
  dormNow: string | null;
  roomTypeNow: string | null;
  campusWant: string[];
  dormWant: string[];
  roomTypeWant: string[];
  permitNow: string | null;
  permitWant: string | null;
  moveWhen: string;
  flexible: boolean;
};

/** How the market is made: shares of DORM and flexible listings, and at most how many of each want. */
export type Mix = {
  dorm: number;
  flexible: number;
  campusesWanted: number;
  hallsWanted: number;
  roomTypesWanted: number;
};

/** The mix of `npm run bench`: 70 % DORM wanting up to 2 campuses, 3 halls and 2 room types; 15 % flexible. */
export const BENCH_MIX: Mix = {
  dorm: 0.7,
  flexible: 0.15,
  campusesWanted: 2,
  hallsWanted: 3,
  roomTypesWanted: 2,
};

/** A pseudo-random source in [0, 1) (a linear congruential generator): the same seed, the same market. */
export function rng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function randomListing(random: () => number, mix: Mix = BENCH_MIX): MarketListing {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list))),
  ];
  const moveWhen = pick(MOVE_TIMINGS);
  const flexible = random() < mix.flexible;
  if (random() < mix.dorm) {
    const campusNow = pick(CAMPUSES);
    const campusWant = some(CAMPUSES, mix.campusesWanted);
    return {
      type: 'DORM',
      campusNow,
      dormNow: pick(CAMPUS_HALLS[campusNow]),
      roomTypeNow: pick(ROOM_TYPES),
      campusWant,
      dormWant: some(
        campusWant.flatMap((c) => CAMPUS_HALLS[c]),
        mix.hallsWanted,
      ),
      roomTypeWant: some(ROOM_TYPES, mix.roomTypesWanted),
      permitNow: null,
      permitWant: null,
      moveWhen,
      flexible,
    };
  }
  return {
    type: 'PARKING',
    campusNow: null,
    dormNow: null,
    roomTypeNow: null,
    campusWant: [],
    dormWant: [],
    roomTypeWant: [],
    permitNow: pick(PERMITS),
    permitWant: pick(PERMITS),
    moveWhen,
    flexible,
  };
}
