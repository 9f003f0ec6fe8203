// The matching index's storage: one listing type's encoded rows as parallel typed arrays (a few dozen
// bytes per listing, no object per row), so a scan walks plain numbers (docs/decisions/021-matching-index.md).
// The 3-way swap search reads the same columns (EncodedColumns, through ../cycles/columns.ts).
import { CAMPUSES, MOVE_TIMINGS, PERMIT_TYPES, ROOM_TYPES } from '../../catalog.ts';
import type { Encoded } from './encoding.ts';
import { FIT_WEIGHTS, type FitWeights } from './score.ts';

/** Campus and room ids are below 8 (their wants are 8-bit masks), hall ids below 64 (encoding.ts). */
export const CAMPUS_CODES = 9;
export const ROOM_CODES = 9;
export const HALL_CODES = 65;
/** The timing code of a flexible row: past every move id + 1 (ids are -1 … MOVE_TIMINGS.length - 1). */
export const FLEXIBLE_TIMING_CODE = 16;
if (
  Math.max(CAMPUSES.length, ROOM_TYPES.length, PERMIT_TYPES.length) > CAMPUS_CODES - 1 ||
  MOVE_TIMINGS.length >= FLEXIBLE_TIMING_CODE
)
  throw new Error('the packed scan columns hold at most 8 campuses and room or permit types, 15 timings');

/** One code for a row's campus, room and hall ids (each -1 for none). */
export function nowCode(campus: number, room: number, hall: number): number {
  return campus + 1 + CAMPUS_CODES * (room + 1 + ROOM_CODES * (hall + 1));
}

/** Columns of one listing type. Rows are dense: a removal moves the last row into the hole. */
export class ColumnStore {
  size = 0;
  ids: string[] = [];
  campus = new Int8Array(0);
  hall = new Int8Array(0);
  room = new Int8Array(0);
  wantCampus = new Uint8Array(0);
  wantHallLo = new Uint32Array(0);
  wantHallHi = new Uint32Array(0);
  wantRoom = new Uint8Array(0);
  move = new Int8Array(0);
  flexible = new Uint8Array(0);
  created = new Float64Array(0);
  // The same values packed for the matches scan, which reads 5 columns a row instead of 9
  // (matching-index.ts): campus, room and hall as one code (nowCode), campus and room wants as one
  // mask (wantSmall), the move timing with flexibility (timing).
  nowCode = new Int16Array(0);
  wantSmall = new Uint16Array(0);
  timing = new Int8Array(0);
  readonly row = new Map<string, number>();
  /** the type's fit weights in tenths, from score.ts */
  constructor(readonly weights: FitWeights) {}

  private grow(min: number): void {
    const capacity = Math.max(min, this.campus.length * 2, 1024);
    const resize = <T extends Int8Array | Uint8Array | Int16Array | Uint16Array | Uint32Array | Float64Array>(
      old: T,
    ): T => {
      const next = new (old.constructor as new (n: number) => T)(capacity);
      next.set(old);
      return next;
    };
    this.campus = resize(this.campus);
    this.hall = resize(this.hall);
    this.room = resize(this.room);
    this.wantCampus = resize(this.wantCampus);
    this.wantHallLo = resize(this.wantHallLo);
    this.wantHallHi = resize(this.wantHallHi);
    this.wantRoom = resize(this.wantRoom);
    this.move = resize(this.move);
    this.flexible = resize(this.flexible);
    this.created = resize(this.created);
    this.nowCode = resize(this.nowCode);
    this.wantSmall = resize(this.wantSmall);
    this.timing = resize(this.timing);
  }

  upsert(id: string, e: Encoded, createdAt: number): void {
    let i = this.row.get(id);
    if (i === undefined) {
      if (this.size === this.campus.length) this.grow(this.size + 1);
      i = this.size++;
      this.row.set(id, i);
      this.ids[i] = id;
    }
    this.write(i, e, createdAt);
  }

  private write(i: number, e: Encoded, createdAt: number): void {
    this.campus[i] = e.campus;
    this.hall[i] = e.hall;
    this.room[i] = e.room;
    this.wantCampus[i] = e.wantCampus;
    this.wantHallLo[i] = e.wantHallLo;
    this.wantHallHi[i] = e.wantHallHi;
    this.wantRoom[i] = e.wantRoom;
    this.move[i] = e.move;
    this.flexible[i] = e.flexible ? 1 : 0;
    this.created[i] = createdAt;
    this.nowCode[i] = nowCode(e.campus, e.room, e.hall);
    this.wantSmall[i] = e.wantCampus | (e.wantRoom << 8);
    this.timing[i] = e.flexible ? FLEXIBLE_TIMING_CODE : e.move + 1;
  }

  remove(id: string): boolean {
    const i = this.row.get(id);
    if (i === undefined) return false;
    const last = --this.size;
    if (i !== last) {
      const lastId = this.ids[last]!;
      this.ids[i] = lastId;
      this.row.set(lastId, i);
      this.campus[i] = this.campus[last]!;
      this.hall[i] = this.hall[last]!;
      this.room[i] = this.room[last]!;
      this.wantCampus[i] = this.wantCampus[last]!;
      this.wantHallLo[i] = this.wantHallLo[last]!;
      this.wantHallHi[i] = this.wantHallHi[last]!;
      this.wantRoom[i] = this.wantRoom[last]!;
      this.move[i] = this.move[last]!;
      this.flexible[i] = this.flexible[last]!;
      this.created[i] = this.created[last]!;
      this.nowCode[i] = this.nowCode[last]!;
      this.wantSmall[i] = this.wantSmall[last]!;
      this.timing[i] = this.timing[last]!;
    }
    this.ids.length = last;
    this.row.delete(id);
    return true;
  }
}

/** What a scan or the 3-way swap search reads of a store (docs/decisions/040-three-way-swaps.md). */
export type EncodedColumns = Readonly<
  Pick<
    ColumnStore,
    | 'size'
    | 'campus'
    | 'hall'
    | 'room'
    | 'wantCampus'
    | 'wantHallLo'
    | 'wantHallHi'
    | 'wantRoom'
    | 'move'
    | 'flexible'
    | 'created'
  >
> & { readonly ids: readonly string[] };

/** One store per listing type. */
export type Stores = { DORM: ColumnStore; PARKING: ColumnStore };

/** Empty stores, each with its type's fit weights from score.ts. */
export function emptyStores(): Stores {
  return { DORM: new ColumnStore(FIT_WEIGHTS.DORM), PARKING: new ColumnStore(FIT_WEIGHTS.PARKING) };
}
