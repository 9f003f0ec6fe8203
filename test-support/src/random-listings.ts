// Deterministic random listings for property tests and benches: one seeded generator (a 32-bit LCG,
// so a seed gives the same market on every machine) and the draw of a DORM listing's columns from a
// catalog of halls and room types. Each caller keeps its own mix (DORM share, flexible share, ids and
// times) and the order of its draws, so that a seed keeps giving the market it gave before.
import { CAMPUS_HALLS, ROOM_TYPES } from '@campus-swap/schema/catalog';
import { dormColumns } from './listings.ts';

/** A seeded uniform generator on [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `pick` one element; `some`: 1 to `max` draws, duplicates dropped (first-drawn order). */
export function picker(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list))),
  ];
  return { pick, some };
}

export type DormDraw = {
  /** campus -> its halls; the whole catalog unless a test wants a small, dense corner of it */
  halls?: Readonly<Record<string, readonly string[]>>;
  rooms?: readonly string[];
  maxCampuses?: number;
  maxHalls: number;
  maxRooms: number;
};

/**
 * A DORM listing's columns: the campus it is on, 1..maxCampuses wanted campuses, a hall on its campus
 * and a room type, then halls on the wanted campuses and room types (drawn in that order).
 */
export function randomDormColumns(random: () => number, draw: DormDraw) {
  const { pick, some } = picker(random);
  const halls: Readonly<Record<string, readonly string[]>> = draw.halls ?? CAMPUS_HALLS;
  const rooms = draw.rooms ?? ROOM_TYPES;
  const campuses = Object.keys(halls);
  const campusNow = pick(campuses);
  const campusWant = some(campuses, draw.maxCampuses ?? 2);
  return dormColumns({
    campusNow,
    dormNow: pick(halls[campusNow]!),
    roomTypeNow: pick(rooms),
    campusWant,
    dormWant: some(
      campusWant.flatMap((campus) => halls[campus]!),
      draw.maxHalls,
    ),
    roomTypeWant: some(rooms, draw.maxRooms),
  });
}
