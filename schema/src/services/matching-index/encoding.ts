// How the matching index turns a listing into small integers: each campus, hall, room type, permit
// type and move timing gets a fixed id from the catalog, and each set of wants a bitmask, so a scan
// compares listings with a handful of integer operations (docs/decisions/021-matching-index.md).
// The 3-way swap search (../cycles/columns.ts) encodes its viewer the same way.
import { CAMPUSES, HALL_CAMPUS, MOVE_TIMINGS, parsePermit, PERMIT_TYPES, ROOM_TYPES } from '../../catalog.ts';
import { FLEXIBLE_TIMING, type MatchableListing } from './score.ts';

const CAMPUS_ID = new Map<string, number>(CAMPUSES.map((c, i) => [c, i]));
const HALL_ID = new Map<string, number>([...HALL_CAMPUS.keys()].map((h, i) => [h, i]));
const ROOM_ID = new Map<string, number>(ROOM_TYPES.map((r, i) => [r, i]));
const PERMIT_TYPE_ID = new Map<string, number>(PERMIT_TYPES.map((p, i) => [p, i]));
const MOVE_ID = new Map<string, number>(MOVE_TIMINGS.map((m, i) => [m, i]));
if (HALL_ID.size > 64) throw new Error('the hall bitmask holds at most 64 halls');

/** One listing as the index stores it (all ids; -1 for none). */
export type Encoded = {
  campus: number; // DORM campusNow; PARKING campus of permitNow
  hall: number; // DORM dormNow
  room: number; // DORM roomTypeNow; PARKING permit type of permitNow
  wantCampus: number; // DORM bitmask of campusWant; PARKING campus id of permitWant (as a 1-bit mask)
  wantHallLo: number;
  wantHallHi: number;
  wantRoom: number; // DORM bitmask of roomTypeWant; PARKING permit type of permitWant (as a 1-bit mask)
  move: number;
  flexible: boolean;
};

function idOf(map: Map<string, number>, value: string | null | undefined): number {
  return value == null ? -1 : (map.get(value) ?? -1);
}

function bit(id: number): number {
  return id < 0 ? 0 : 1 << id;
}

export function encode(listing: MatchableListing): Encoded {
  const move = idOf(MOVE_ID, listing.moveWhen);
  const flexible = listing.flexible || listing.moveWhen === FLEXIBLE_TIMING;
  if (listing.type === 'PARKING') {
    const have = listing.permitNow ? parsePermit(listing.permitNow) : null;
    const want = listing.permitWant ? parsePermit(listing.permitWant) : null;
    return {
      campus: have ? CAMPUS_ID.get(have.campus)! : -1,
      hall: -1,
      room: have ? PERMIT_TYPE_ID.get(have.permitType)! : -1,
      wantCampus: want ? bit(CAMPUS_ID.get(want.campus)!) : 0,
      wantHallLo: 0,
      wantHallHi: 0,
      wantRoom: want ? bit(PERMIT_TYPE_ID.get(want.permitType)!) : 0,
      move,
      flexible,
    };
  }
  let wantHallLo = 0;
  let wantHallHi = 0;
  for (const hall of listing.dormWant) {
    const id = idOf(HALL_ID, hall);
    if (id < 0) continue;
    if (id < 32) wantHallLo |= 1 << id;
    else wantHallHi |= 1 << (id - 32);
  }
  let wantCampus = 0;
  for (const campus of listing.campusWant) wantCampus |= bit(idOf(CAMPUS_ID, campus));
  let wantRoom = 0;
  for (const room of listing.roomTypeWant) wantRoom |= bit(idOf(ROOM_ID, room));
  return {
    campus: idOf(CAMPUS_ID, listing.campusNow),
    hall: idOf(HALL_ID, listing.dormNow),
    room: idOf(ROOM_ID, listing.roomTypeNow),
    wantCampus,
    wantHallLo: wantHallLo >>> 0,
    wantHallHi: wantHallHi >>> 0,
    wantRoom,
    move,
    flexible,
  };
}
