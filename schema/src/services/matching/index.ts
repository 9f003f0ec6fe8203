// The matching index: every active listing of a live user, integer-encoded in typed arrays, one store
// per listing type, kept in each gateway process (docs/decisions/021-matching-index.md).
//
// - Loaded in full on first use and by the 10-minute job (`reload`).
// - Before each matches request, `sync` re-reads only the rows whose updatedAt is at or after the
//   start of the previous load minus an overlap (commit order and clock skew between processes),
//   upserting or removing them; when nothing changed that is one indexed query returning no rows. Every write to Listing goes through Prisma, which bumps updatedAt, so several
//   gateway processes each stay correct without talking to one another.
// - A request scans its type's store once (a handful of integer operations per row) and keeps the
//   best `limit` rows per category in bounded heaps, so its cost is O(N) with a tiny constant and
//   no allocation per row, and memory is a few dozen bytes per listing.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { CAMPUSES, HALL_CAMPUS, MOVE_TIMINGS, parsePermit, PERMIT_TYPES, ROOM_TYPES } from '../../catalog.ts';
import { PREFERENCE_SCORE_THRESHOLD } from '../../constants.ts';
import {
  FIT_WEIGHTS,
  type FitWeights,
  FLEXIBLE_TIMING,
  FULL_FIT_TENTHS,
  type MatchableListing,
  type MatchCategory,
  POINTS_PER_TENTH,
  TIMING_PENALTY,
} from './score.ts';

/**
 * Each incremental sync re-reads the rows stamped since the previous sync started, minus this overlap:
 * enough for a write stamped (by its process's clock) before our previous read but committed after it.
 */
export const SYNC_OVERLAP_MS = 5_000;

const CAMPUS_ID = new Map<string, number>(CAMPUSES.map((c, i) => [c, i]));
const HALL_ID = new Map<string, number>([...HALL_CAMPUS.keys()].map((h, i) => [h, i]));
const ROOM_ID = new Map<string, number>(ROOM_TYPES.map((r, i) => [r, i]));
const PERMIT_TYPE_ID = new Map<string, number>(PERMIT_TYPES.map((p, i) => [p, i]));
const MOVE_ID = new Map<string, number>(MOVE_TIMINGS.map((m, i) => [m, i]));
if (HALL_ID.size > 64) throw new Error('the hall bitmask holds at most 64 halls');

/** One listing as the index stores it (all ids; -1 for none). */
type Encoded = {
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

/** Columns of one listing type. Rows are dense: a removal moves the last row into the hole. */
class Store {
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
  readonly row = new Map<string, number>();
  /** the type's fit weights in tenths, from score.ts */
  constructor(readonly weights: FitWeights) {}

  private grow(min: number): void {
    const capacity = Math.max(min, this.campus.length * 2, 1024);
    const resize = <T extends Int8Array | Uint8Array | Uint32Array | Float64Array>(old: T): T => {
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
    }
    this.ids.length = last;
    this.row.delete(id);
    return true;
  }
}

export type RankedRow = {
  id: string;
  score: number;
  category: MatchCategory;
  exactReverse: boolean;
  createdAt: number;
};

export type MatchScan = {
  preference: RankedRow[];
  other: RankedRow[];
  preferenceCount: number;
  otherCount: number;
};

/**
 * Keeps the best `limit` rows by (key desc, id asc), where key packs exactReverse, score and
 * createdAt into one exact double: ((exact·128 + score)·2^42 + createdAtMs).
 */
class TopK {
  keys: Float64Array;
  rows: Int32Array;
  size = 0;
  constructor(
    readonly limit: number,
    readonly ids: string[],
  ) {
    this.keys = new Float64Array(Math.max(limit, 1));
    this.rows = new Int32Array(Math.max(limit, 1));
  }
  /** true when (ka, ra) ranks below (kb, rb) */
  private worse(ka: number, ra: number, kb: number, rb: number): boolean {
    return ka < kb || (ka === kb && this.ids[ra]! > this.ids[rb]!);
  }
  offer(key: number, row: number): void {
    if (this.limit === 0) return;
    const { keys, rows } = this;
    if (this.size < this.limit) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(key, row, keys[parent]!, rows[parent]!)) break;
        keys[i] = keys[parent]!;
        rows[i] = rows[parent]!;
        i = parent;
      }
      keys[i] = key;
      rows[i] = row;
      return;
    }
    // min-heap of the kept rows: the root is the worst kept one
    if (!this.worse(keys[0]!, rows[0]!, key, row)) return;
    let i = 0;
    const n = this.size;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      let child = left;
      if (right < n && this.worse(keys[right]!, rows[right]!, keys[left]!, rows[left]!)) child = right;
      if (!this.worse(keys[child]!, rows[child]!, key, row)) break;
      keys[i] = keys[child]!;
      rows[i] = rows[child]!;
      i = child;
    }
    keys[i] = key;
    rows[i] = row;
  }
  /** best first */
  drain(category: MatchCategory): RankedRow[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) =>
      this.worse(this.keys[a]!, this.rows[a]!, this.keys[b]!, this.rows[b]!)
        ? 1
        : this.worse(this.keys[b]!, this.rows[b]!, this.keys[a]!, this.rows[a]!)
          ? -1
          : 0,
    );
    return order.map((i) => {
      const key = this.keys[i]!;
      const head = Math.floor(key / 2 ** 42);
      return {
        id: this.ids[this.rows[i]!]!,
        score: head % 128,
        exactReverse: head >= 128,
        category,
        createdAt: key - head * 2 ** 42,
      };
    });
  }
}

const KEY_SHIFT = 2 ** 42;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RELOAD_PAGE = 10_000;

function normalized(rows: IndexRow[]): IndexRow[] {
  for (const row of rows) {
    row.createdAt = new Date(row.createdAt);
    row.updatedAt = new Date(row.updatedAt);
  }
  return rows;
}

export type IndexRow = {
  id: string;
  userId: string;
  type: 'DORM' | 'PARKING';
  campusNow: string | null;
  dormNow: string | null;
  roomTypeNow: string | null;
  campusWant: string[];
  dormWant: string[];
  roomTypeWant: string[];
  permitNow: string | null;
  permitWant: string | null;
  moveWhen: string | null;
  flexible: boolean;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
};

export class MatchingIndex {
  private readonly stores = { DORM: new Store(FIT_WEIGHTS.DORM), PARKING: new Store(FIT_WEIGHTS.PARKING) };
  /** when the previous load started (ms, this process's clock), or null before the first load */
  private watermark: number | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  private readonly reloadPage: number;

  constructor(
    private readonly prisma: PrismaClient,
    options: { reloadPage?: number } = {},
  ) {
    this.reloadPage = options.reloadPage ?? RELOAD_PAGE;
  }

  get size(): number {
    return this.stores.DORM.size + this.stores.PARKING.size;
  }

  /**
   * Brings the index up to date with the database (a full load the first time). While a change feed
   * is live (`feedConnected`), every change arrives as a notification, so with nothing pending this
   * costs no query; otherwise it re-reads the rows stamped since the previous load.
   */
  sync(): Promise<void> {
    if (this.live && this.pendingIds.size === 0 && !this.wantFull && this.watermark !== null) {
      return this.running ? this.running.catch(() => {}) : Promise.resolve();
    }
    return this.serialized(false);
  }

  /** listing ids named by change notifications since the last load started */
  private pendingIds = new Set<string>();
  /** true while a change feed delivers every committed change (ADR 035) */
  private live = false;
  private feedGeneration = 0;

  /** A change notification: these listings changed; read them soon (coalesced into one load). */
  noteChanged(ids: Iterable<string>): Promise<void> {
    for (const id of ids) this.pendingIds.add(id);
    return this.serialized(false).catch(() => {});
  }

  /**
   * The change feed (re)connected: notifications arrive from now on, but those sent while it was
   * away are lost, so reload everything once, then let syncs rely on the notifications.
   */
  feedConnected(): Promise<void> {
    const generation = ++this.feedGeneration;
    this.live = false;
    return this.reload().then(
      () => {
        if (generation === this.feedGeneration) this.live = true;
      },
      () => {},
    );
  }

  /** The feed is gone: syncs go back to re-reading recent rows until it is back. */
  feedDisconnected(): void {
    this.feedGeneration++;
    this.live = false;
  }

  /** Re-reads everything (the 10-minute job; also repairs anything an incremental sync missed). */
  reload(): Promise<void> {
    return this.serialized(true);
  }

  /**
   * One type's rows as they are now, for the 3-way swap search (docs/decisions/040-three-way-swaps.md).
   * Read it synchronously: a later load may replace it.
   */
  columns(type: 'DORM' | 'PARKING'): Readonly<Store> {
    return this.stores[type];
  }

  /** Drops one listing at once (e.g. its owner turned out to be deleted). */
  forget(listingId: string): void {
    this.stores.DORM.remove(listingId);
    this.stores.PARKING.remove(listingId);
  }

  /** Applies rows as a sync would (tests and the benchmark feed rows without a database). */
  applyRows(rows: IndexRow[]): void {
    this.watermark ??= Date.now();
    this.apply(rows);
  }

  private wantFull = false;

  /**
   * Runs loads one at a time; callers arriving while one runs share the next one, which starts after
   * it (so it sees their writes) and is a full load if any of them asked for one.
   */
  private serialized(full: boolean): Promise<void> {
    this.wantFull ||= full;
    if (!this.running) {
      const doFull = this.wantFull || this.watermark === null;
      this.wantFull = false;
      this.running = (doFull ? this.loadAll() : this.loadChanges()).finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.serialized(false);
      });
    return this.queued;
  }

  private async loadAll(): Promise<void> {
    const started = Date.now();
    // a full load that starts after a notification reads that change too
    const notified = this.takePending();
    try {
      await this.loadAllRows();
    } catch (error) {
      for (const id of notified) this.pendingIds.add(id);
      throw error;
    }
    this.watermark = started;
  }

  private async loadAllRows(): Promise<void> {
    const fresh = { DORM: new Store(FIT_WEIGHTS.DORM), PARKING: new Store(FIT_WEIGHTS.PARKING) };
    // in pages by id, so a reload of 100,000 rows never holds them all as objects at once
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.selectLive(after);
      for (const row of rows) fresh[row.type].upsert(row.id, encode(row), row.createdAt.getTime());
      if (rows.length < this.reloadPage) break;
      after = rows.at(-1)!.id;
    }
    this.stores.DORM = fresh.DORM;
    this.stores.PARKING = fresh.PARKING;
  }

  private async loadChanges(): Promise<void> {
    const started = Date.now();
    const ids = this.takePending();
    try {
      if (!this.live) this.apply(await this.select(new Date(this.watermark! - SYNC_OVERLAP_MS)));
      if (ids.length > 0) {
        const rows = await this.selectIds(ids);
        this.apply(rows);
        // a listing that is gone (an account purge cascaded it away) leaves the index too
        const found = new Set(rows.map((row) => row.id));
        for (const id of ids) if (!found.has(id)) this.forget(id);
      }
    } catch (error) {
      for (const id of ids) this.pendingIds.add(id); // the next load reads them
      throw error;
    }
    this.watermark = started;
  }

  private takePending(): string[] {
    const ids = [...this.pendingIds];
    this.pendingIds.clear();
    return ids;
  }

  private apply(rows: IndexRow[]): void {
    for (const row of rows) {
      const other = row.type === 'DORM' ? this.stores.PARKING : this.stores.DORM;
      other.remove(row.id);
      if (row.active && !row.deletedAt)
        this.stores[row.type].upsert(row.id, encode(row), row.createdAt.getTime());
      else this.stores[row.type].remove(row.id);
    }
  }

  /** Every changed row, live or not, so that deactivations and deletions are seen too. */
  private async select(since: Date): Promise<IndexRow[]> {
    const rows = await this.prisma.$queryRaw<IndexRow[]>`
      SELECT l."id", l."userId", l."type"::text AS "type", l."campusNow", l."dormNow", l."roomTypeNow",
             l."campusWant", l."dormWant", l."roomTypeWant", l."permitNow", l."permitWant", l."moveWhen",
             l."flexible", l."active", l."createdAt", l."updatedAt", u."deletedAt"
      FROM "Listing" l JOIN "User" u ON u."id" = l."userId"
      WHERE l."updatedAt" >= ${since}`;
    return normalized(rows);
  }

  /** The named listings as they are now (a notification names ids; uuids only reach the query). */
  private async selectIds(ids: string[]): Promise<IndexRow[]> {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) return [];
    const rows = await this.prisma.$queryRaw<IndexRow[]>`
      SELECT l."id", l."userId", l."type"::text AS "type", l."campusNow", l."dormNow", l."roomTypeNow",
             l."campusWant", l."dormWant", l."roomTypeWant", l."permitNow", l."permitWant", l."moveWhen",
             l."flexible", l."active", l."createdAt", l."updatedAt", u."deletedAt"
      FROM "Listing" l JOIN "User" u ON u."id" = l."userId"
      WHERE l."id" = ANY(${valid}::uuid[])`;
    return normalized(rows);
  }

  /** One page of live rows after the id `after`. */
  private async selectLive(after: string): Promise<IndexRow[]> {
    const rows = await this.prisma.$queryRaw<IndexRow[]>`
      SELECT l."id", l."userId", l."type"::text AS "type", l."campusNow", l."dormNow", l."roomTypeNow",
             l."campusWant", l."dormWant", l."roomTypeWant", l."permitNow", l."permitWant", l."moveWhen",
             l."flexible", l."active", l."createdAt", l."updatedAt", u."deletedAt"
      FROM "Listing" l JOIN "User" u ON u."id" = l."userId"
      WHERE l."active" AND u."deletedAt" IS NULL AND l."id" > ${after}::uuid
      ORDER BY l."id" LIMIT ${this.reloadPage}`;
    return normalized(rows);
  }

  /**
   * The best `limit` candidates of each category for the viewer's listing (which is passed in fresh
   * from the database, so the viewer's own last edit always counts), and the category totals.
   */
  scan(viewer: MatchableListing & { id: string }, limit: number): MatchScan {
    const store = this.stores[viewer.type];
    const a = encode(viewer);
    const { campus: wCampus, hall: wHall, room: wRoom } = store.weights;
    const self = store.row.get(viewer.id) ?? -1;
    const pref = new TopK(limit, store.ids);
    const other = new TopK(limit, store.ids);
    let preferenceCount = 0;
    let otherCount = 0;
    const { campus, hall, room, wantCampus, wantHallLo, wantHallHi, wantRoom, move, flexible, created } =
      store;
    const aCampusBit = a.campus < 0 ? 0 : 1 << a.campus;
    const aRoomBit = a.room < 0 ? 0 : 1 << a.room;
    const aHallLo = a.hall >= 0 && a.hall < 32 ? (1 << a.hall) >>> 0 : 0;
    const aHallHi = a.hall >= 32 ? (1 << (a.hall - 32)) >>> 0 : 0;
    const aFlexible = a.flexible;
    for (let i = 0; i < store.size; i++) {
      if (i === self) continue;
      const c = campus[i]!;
      const h = hall[i]!;
      const r = room[i]!;
      // fit(A, B) in tenths: B's "now" values against A's wants
      let fab = 0;
      if (c >= 0 && (a.wantCampus >> c) & 1) fab += wCampus;
      if (h >= 0 && (h < 32 ? (a.wantHallLo >>> h) & 1 : (a.wantHallHi >>> (h - 32)) & 1)) fab += wHall;
      if (r >= 0 && (a.wantRoom >> r) & 1) fab += wRoom;
      // fit(B, A): A's "now" values against B's wants
      let fba = 0;
      if (wantCampus[i]! & aCampusBit) fba += wCampus;
      if ((wantHallLo[i]! & aHallLo) | (wantHallHi[i]! & aHallHi)) fba += wHall;
      if (wantRoom[i]! & aRoomBit) fba += wRoom;
      let score = POINTS_PER_TENTH * (fab + fba);
      if (!aFlexible && flexible[i] === 0 && move[i] !== a.move) score -= TIMING_PENALTY;
      if (score <= 0) continue;
      const exact = fab === FULL_FIT_TENTHS && fba === FULL_FIT_TENTHS ? 128 : 0;
      const key = (exact + score) * KEY_SHIFT + created[i]!;
      if (score >= PREFERENCE_SCORE_THRESHOLD) {
        preferenceCount++;
        pref.offer(key, i);
      } else {
        otherCount++;
        other.offer(key, i);
      }
    }
    return {
      preference: pref.drain('PREFERENCE'),
      other: other.drain('OTHER'),
      preferenceCount,
      otherCount,
    };
  }
}

const indexes = new WeakMap<PrismaClient, MatchingIndex>();

/**
 * The index of this process for this database. Kept beside the Prisma client (one per gateway
 * process), so nothing needs wiring: the first matches request loads it; the gateway may warm it at
 * start-up with `matchingIndexFor(prisma).sync()`.
 */
export function matchingIndexFor(prisma: PrismaClient): MatchingIndex {
  let index = indexes.get(prisma);
  if (!index) {
    index = new MatchingIndex(prisma);
    indexes.set(prisma, index);
  }
  return index;
}
