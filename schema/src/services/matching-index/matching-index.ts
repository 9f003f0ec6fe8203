// The matching index: every active listing of a live user, integer-encoded (encoding.ts) in typed-array
// columns (column-store.ts), one store per listing type, kept in each gateway process
// (docs/decisions/021-matching-index.md). Keeping it current is index-sync.ts's job.
//
// One index per gateway process: the gateway's composition root (gateway/src/composition.ts) makes it
// and hands it to the services (Services.matchingIndex); nothing here finds it by itself (ADR 110).
//
// A request scans its type's store once (a handful of integer operations per row) and keeps the best
// `limit` rows per category in bounded heaps (top-k.ts), so its cost is O(N) with a tiny constant and
// no allocation per row, and memory is a few dozen bytes per listing.
import type { ListingType, PrismaClient } from '@campus-swap/prisma/client';
import { MOVE_TIMINGS } from '../../catalog.ts';
import { PREFERENCE_SCORE_THRESHOLD } from '../../constants.ts';
import {
  CAMPUS_CODES,
  type ColumnStore,
  emptyStores,
  FLEXIBLE_TIMING_CODE,
  HALL_CODES,
  nowCode,
  ROOM_CODES,
  type Stores,
} from './column-store.ts';
import { encode } from './encoding.ts';
import type { IndexRow } from './index-rows.ts';
import { IndexSync } from './index-sync.ts';
import { FULL_FIT_TENTHS, type MatchableListing, POINTS_PER_TENTH, TIMING_PENALTY } from './score.ts';
import { KEY_SHIFT, type RankedRow, scoreOfKey, TopK } from './top-k.ts';

export type MatchScan = {
  preference: RankedRow[];
  other: RankedRow[];
  preferenceCount: number;
  otherCount: number;
};

export class MatchingIndex {
  private readonly stores: Stores = emptyStores();
  private readonly loader: IndexSync;
  private changes = 0;

  constructor(prisma: PrismaClient, options: { reloadPage?: number } = {}) {
    this.loader = new IndexSync(
      prisma,
      {
        replace: (fresh) => {
          this.changes++;
          this.stores.DORM = fresh.DORM;
          this.stores.PARKING = fresh.PARKING;
        },
        apply: (rows) => this.apply(rows),
        forget: (listingId) => this.forget(listingId),
      },
      options.reloadPage,
    );
  }

  /** Moves whenever a row is loaded, changed or dropped: equal versions hold the same rows (ADR 150). */
  get version(): number {
    return this.changes;
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
    return this.loader.sync();
  }

  /** A change notification: these listings changed; read them soon (coalesced into one load). */
  noteChanged(ids: Iterable<string>): Promise<void> {
    return this.loader.noteChanged(ids);
  }

  /**
   * The change feed (re)connected: notifications arrive from now on, but those sent while it was
   * away are lost, so reload everything once, then let syncs rely on the notifications.
   */
  feedConnected(): Promise<void> {
    return this.loader.feedConnected();
  }

  /** The feed is gone: syncs go back to re-reading recent rows until it is back. */
  feedDisconnected(): void {
    this.loader.feedDisconnected();
  }

  /** Re-reads everything (the 10-minute job; also repairs anything an incremental sync missed). */
  reload(): Promise<void> {
    return this.loader.reload();
  }

  /**
   * One type's rows as they are now, for the 3-way swap search (docs/decisions/040-three-way-swaps.md).
   * Read it synchronously: a later load may replace it.
   */
  columns(type: ListingType): Readonly<ColumnStore> {
    return this.stores[type];
  }

  /** Drops one listing at once (e.g. its owner turned out to be deleted). */
  forget(listingId: string): void {
    this.changes++;
    this.stores.DORM.remove(listingId);
    this.stores.PARKING.remove(listingId);
  }

  /** Applies rows as a sync would (tests and the benchmark feed rows without a database). */
  applyRows(rows: IndexRow[]): void {
    this.loader.assumeLoaded();
    this.apply(rows);
  }

  private apply(rows: IndexRow[]): void {
    if (rows.length > 0) this.changes++;
    for (const row of rows) {
      const other = row.type === 'DORM' ? this.stores.PARKING : this.stores.DORM;
      other.remove(row.id);
      if (row.active && !row.deletedAt)
        this.stores[row.type].upsert(row.id, encode(row), row.createdAt.getTime());
      else this.stores[row.type].remove(row.id);
    }
  }

  /**
   * The best `limit` candidates of each category for the viewer's listing (which is passed in fresh
   * from the database, so the viewer's own last edit always counts), and the category totals, leaving
   * out the listings named in `exclude`.
   */
  scan(
    viewer: MatchableListing & { id: string },
    limit: number,
    exclude: ReadonlySet<string> = new Set(),
  ): MatchScan {
    const store = this.stores[viewer.type];
    const a = encode(viewer);
    const { campus: wCampus, hall: wHall, room: wRoom } = store.weights;
    const self = store.row.get(viewer.id) ?? -1;
    // rows of listings the viewer must not see (blocks, ADR 180): usually none, so no lookup per row
    const skipped = new Set<number>();
    for (const id of exclude) {
      const row = store.row.get(id);
      if (row !== undefined) skipped.add(row);
    }
    const pref = new TopK(limit, store.ids);
    const other = new TopK(limit, store.ids);
    let preferenceCount = 0;
    let otherCount = 0;
    const { wantHallLo, wantHallHi, created, nowCode, wantSmall, timing } = store;
    // Each term of the score is a table lookup or a shift of a per-viewer constant, and the scan reads
    // 5 packed columns a row (column-store.ts): at 100,000 listings it took 1.5 ms with a branch per
    // term over 9 columns. Ids are -1 for none.
    // fit(A, B) in tenths: B's "now" values against A's wants, by the row's nowCode
    const fit = nowFitTable(a.wantCampus, a.wantRoom, a.wantHallLo, a.wantHallHi, wCampus, wRoom, wHall);
    // fit(B, A): A's "now" values against B's wants (a one-bit test of each row's mask; 0 for none)
    const aCampus = a.campus & 7;
    const aCampusOne = a.campus >= 0 ? 1 : 0;
    const aRoom = (a.room & 7) + 8;
    const aRoomOne = a.room >= 0 ? 1 : 0;
    const hallWants = a.hall >= 32 ? wantHallHi : wantHallLo;
    const aHall = a.hall & 31;
    const aHallOne = a.hall >= 0 ? 1 : 0;
    // the timing penalty by the row's timing code (0 for a flexible row, or a flexible viewer)
    const penalty = new Int32Array(FLEXIBLE_TIMING_CODE + 1);
    if (!a.flexible) for (let m = -1; m < MOVE_IDS; m++) penalty[m + 1] = m === a.move ? 0 : TIMING_PENALTY;
    const n = store.size;
    // Two passes. The first scores every row and writes its key into reused scratch, kept (listed
    // moves on) only for a positive score: no branch on the score, a coin toss on real data that the
    // CPU mispredicted (0.85 -> 0.58 ms at 100,000; two passes with the branch kept did not help). The
    // second counts the tiers and offers the listed rows to the heaps, most stopped by one comparison.
    if (scratchKeys.length < n) {
      scratchKeys = new Float64Array(n);
      scratchRows = new Int32Array(n);
    }
    const keys = scratchKeys;
    const rows = scratchRows;
    let listed = 0;
    for (let i = 0; i < n; i++) {
      const fab = fit[nowCode[i]!]!;
      const wants = wantSmall[i]!;
      const fba =
        ((wants >>> aCampus) & aCampusOne) * wCampus +
        ((hallWants[i]! >>> aHall) & aHallOne) * wHall +
        ((wants >>> aRoom) & aRoomOne) * wRoom;
      const score = POINTS_PER_TENTH * (fab + fba) - penalty[timing[i]!]!;
      // exact when both fits are full (fab + fba is at most twice FULL_FIT_TENTHS)
      const exact = ((2 * FULL_FIT_TENTHS - 1 - fab - fba) >>> 31) * 128;
      keys[listed] = (exact + score) * KEY_SHIFT + created[i]!;
      rows[listed] = i;
      listed += -score >>> 31;
    }
    const anySkipped = skipped.size > 0;
    for (let j = 0; j < listed; j++) {
      const i = rows[j]!;
      if (i === self || (anySkipped && skipped.has(i))) continue;
      const key = keys[j]!;
      if (scoreOfKey(key) >= PREFERENCE_SCORE_THRESHOLD) {
        preferenceCount++;
        if (key >= pref.floor) pref.offer(key, i);
      } else {
        otherCount++;
        if (key >= other.floor) other.offer(key, i);
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

/** Reused by every scan (scans run one at a time on the one thread): keys and rows of listed rows. */
let scratchKeys = new Float64Array(0);
let scratchRows = new Int32Array(0);

/** Move timings have ids 0 … MOVE_IDS - 1 (encoding.ts); -1 is none. */
const MOVE_IDS = MOVE_TIMINGS.length;

/** fit(A, B) in tenths for every nowCode of a row (column-store.ts), A's wants given as masks. */
function nowFitTable(
  wantCampus: number,
  wantRoom: number,
  wantHallLo: number,
  wantHallHi: number,
  wCampus: number,
  wRoom: number,
  wHall: number,
): Int8Array {
  const table = new Int8Array(CAMPUS_CODES * ROOM_CODES * HALL_CODES);
  for (let h = -1; h < HALL_CODES - 1; h++) {
    const hall = h < 0 ? 0 : (h < 32 ? (wantHallLo >>> h) & 1 : (wantHallHi >>> (h - 32)) & 1) * wHall;
    for (let r = -1; r < ROOM_CODES - 1; r++) {
      const room = r < 0 ? 0 : ((wantRoom >>> r) & 1) * wRoom;
      for (let c = -1; c < CAMPUS_CODES - 1; c++) {
        table[nowCode(c, r, h)] = hall + room + (c < 0 ? 0 : ((wantCampus >>> c) & 1) * wCampus);
      }
    }
  }
  return table;
}
