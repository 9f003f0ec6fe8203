// What a gateway process may answer from memory, and when it must stop (docs/decisions/150-session-
// cache-and-viewer-versions.md). Every committed change that can alter what a student sees (their
// sessions and tokens, their account, reveals to or from them, their 3-way swaps, blocks) NOTIFYs
// their id on VIEWER_CHANNEL (migration 0016); every process listens and bumps that student's
// version, which drops their cached sessions and makes their cached answers unreachable. Listing
// changes arrive through the matching index's own feed (ADR 035) and move the index's version.
// Memory is used only while the channel is live: before it connects, after it drops, and on PGlite
// (one process, no listener) every request reads the database as before.
import { randomBytes } from 'node:crypto';
import { SessionCache } from './session-cache.ts';

export const VIEWER_CHANNEL = 'viewer_changed';

export class Freshness {
  /** random per process: a version (or ETag) made by another process never equals one of ours */
  readonly processId = randomBytes(6).toString('base64url');
  readonly sessions = new SessionCache();
  /** told which student's answers can no longer be reached (null: everyone's): the answer cache */
  private readonly listeners: ((userId: string | null) => void)[] = [];
  private live = false;
  /** moves on every change this process hears of; versions are values it had */
  private counter = 0;
  /** the counter when every cached answer had to go (a change others see, the channel (re)connecting) */
  private forgotAt = 0;
  private readonly changedAt = new Map<string, number>();
  /** sync requests of this process waiting for the other processes' acknowledgements (see `acksOf`) */
  private readonly syncs = new Map<string, { remaining: number; done(): void }>();

  /** `listener` hears each student whose answers' version moved (null: every student's). */
  onChange(listener: (userId: string | null) => void): void {
    this.listeners.push(listener);
  }

  private changed(userId: string | null): void {
    for (const listener of this.listeners) listener(userId);
  }

  /** true while every change arrives by the channel, so memory may answer */
  get enabled(): boolean {
    return this.live;
  }

  /** The channel connected (true) or dropped (false): changes sent meanwhile were missed. */
  setLive(live: boolean): void {
    this.live = live;
    this.forgetAll();
  }

  /**
   * One payload of VIEWER_CHANNEL: a student id, prefixed by '*' when others see the change too, or by
   * '-' when only their matches answer changed (a reveal, a 3-way swap seat: migration 0019); or a
   * revocation's sync request ('?nonce', answered with the returned acknowledgement '!nonce', which the
   * caller sends on the channel) and acknowledgement ('!nonce'). See `acksOf`.
   */
  noteMessage(payload: string): string | undefined {
    if (payload.startsWith('?')) return `!${payload.slice(1)}`;
    if (payload.startsWith('!')) {
      const sync = this.syncs.get(payload.slice(1));
      if (sync && --sync.remaining <= 0) sync.done();
      return undefined;
    }
    if (payload.startsWith('-')) this.viewerChanged(payload.slice(1), { answersOnly: true });
    else if (payload.startsWith('*')) this.viewerChanged(payload.slice(1), { seenByOthers: true });
    else this.viewerChanged(payload);
    return undefined;
  }

  /**
   * Settles once `count` acknowledgements of the sync request `nonce` came back on the channel, after
   * `timeoutMs` at the latest, and at once when memory is not in use. The channel delivers every
   * notification to every listener in commit order, so a process that acknowledges a sync sent after a
   * revocation's commit has already dropped what the revocation revoked (ADR 150).
   */
  acksOf(nonce: string, count: number, timeoutMs: number): { heard: Promise<void>; cancel(): void } {
    if (!this.live || count <= 0) return { heard: Promise.resolve(), cancel: () => {} };
    let settle = () => {};
    const heard = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const done = () => {
      clearTimeout(timer);
      if (this.syncs.get(nonce) === sync) this.syncs.delete(nonce);
      settle();
    };
    const sync = { remaining: count, done };
    const timer = setTimeout(done, timeoutMs);
    timer.unref?.();
    this.syncs.set(nonce, sync);
    return { heard, cancel: done };
  }

  /**
   * This student's sessions, account, reveals, swaps or blocks changed: their next matches read is
   * computed afresh, and unless only their answers changed (`answersOnly`: their account and
   * credentials did not) their cached sessions go too. Called at once by the process that made the
   * change (so the student's own next request there sees it) and, through the channel, by every process.
   */
  viewerChanged(userId: string, options: { seenByOthers?: boolean; answersOnly?: boolean } = {}): void {
    this.changedAt.set(userId, ++this.counter);
    if (!options.answersOnly) this.sessions.dropUser(userId);
    if (options.seenByOthers) {
      this.forgotAt = this.counter;
      this.changed(null);
    } else this.changed(userId);
  }

  /** Drops everything held in memory (start, channel lost or regained). */
  forgetAll(): void {
    this.forgotAt = ++this.counter;
    this.sessions.clear();
    this.changed(null);
  }

  /** Taken before a database read whose result may be kept: see `unchangedSince`. */
  mark(): number {
    return this.counter;
  }

  /**
   * Whether what was read about this student after `mark` may be kept: memory is in use and no change
   * of theirs (nor a general one) was heard since. A change heard later drops what was kept.
   */
  unchangedSince(userId: string, mark: number): boolean {
    return this.live && this.forgotAt <= mark && (this.changedAt.get(userId) ?? 0) <= mark;
  }

  /**
   * The version of everything this process knows that one student's answers depend on, besides the
   * matching index (whose version the caller adds): equal versions mean an equal answer.
   */
  versionOf(userId: string): string {
    return `${this.processId}.${this.forgotAt}.${this.changedAt.get(userId) ?? 0}`;
  }
}
