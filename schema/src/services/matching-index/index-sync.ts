// Keeps a matching index up to date with the database, one load at a time
// (docs/decisions/021-matching-index.md, docs/decisions/035-listing-change-notifications.md):
// - a full load on first use and by the 10-minute job (`reload`), in pages by id;
// - before each matches request (`sync`), re-reading only the rows whose updatedAt is at or after the
//   start of the previous load minus an overlap (commit order and clock skew between processes);
//   every write to Listing goes through Prisma, which bumps updatedAt, so several gateway processes
//   each stay correct without talking to one another;
// - while the change feed (listing-feed.ts) is live, reading just the listings its notifications name,
//   so a sync with nothing pending costs no query.
// The index's stores stay in matching-index.ts; this file only decides what to read and when.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { emptyStores, type Stores } from './column-store.ts';
import { encode } from './encoding.ts';
import { type IndexRow, selectChangedSince, selectIds, selectLivePage } from './index-rows.ts';

/**
 * Each incremental sync re-reads the rows stamped since the previous sync started, minus this overlap:
 * enough for a write stamped (by its process's clock) before our previous read but committed after it.
 */
export const SYNC_OVERLAP_MS = 5_000;

export const RELOAD_PAGE = 10_000;

/** What a load writes into: the index's stores. */
export type SyncTarget = {
  /** swaps in freshly loaded stores (a full load) */
  replace(fresh: Stores): void;
  /** upserts or removes changed rows */
  apply(rows: IndexRow[]): void;
  /** drops a listing that is gone from the database */
  forget(listingId: string): void;
};

export class IndexSync {
  /** when the previous load started (ms, this process's clock), or null before the first load */
  private watermark: number | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** listing ids named by change notifications since the last load started */
  private pendingIds = new Set<string>();
  /** true while a change feed delivers every committed change (ADR 035) */
  private live = false;
  private feedGeneration = 0;
  private wantFull = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly target: SyncTarget,
    private readonly reloadPage: number = RELOAD_PAGE,
  ) {}

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

  /** Rows were fed in without a database (tests, the benchmark): later syncs count from now. */
  assumeLoaded(): void {
    this.watermark ??= Date.now();
  }

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
    const fresh = emptyStores();
    // in pages by id, so a reload of 100,000 rows never holds them all as objects at once
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await selectLivePage(this.prisma, after, this.reloadPage);
      for (const row of rows) fresh[row.type].upsert(row.id, encode(row), row.createdAt.getTime());
      if (rows.length < this.reloadPage) break;
      after = rows.at(-1)!.id;
    }
    this.target.replace(fresh);
  }

  private async loadChanges(): Promise<void> {
    const started = Date.now();
    const ids = this.takePending();
    try {
      if (!this.live) {
        this.target.apply(await selectChangedSince(this.prisma, new Date(this.watermark! - SYNC_OVERLAP_MS)));
      }
      if (ids.length > 0) {
        const rows = await selectIds(this.prisma, ids);
        this.target.apply(rows);
        // a listing that is gone (an account purge cascaded it away) leaves the index too
        const found = new Set(rows.map((row) => row.id));
        for (const id of ids) if (!found.has(id)) this.target.forget(id);
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
}
