// Viewers by token hash for a short time, so that an authenticated request needs no database work
// (ADR 150). An entry goes when its student changes (Freshness.viewerChanged, which every process
// hears through the channel), when its session or token expires, and after TTL_MS at the latest
// (a bound on anything the channel could miss between a drop and its detection).
import type { Viewer } from '../../viewer.ts';

export const SESSION_CACHE_TTL_MS = 60_000;
/** more distinct tokens than this within a TTL: start over rather than grow without bound */
export const SESSION_CACHE_MAX = 50_000;

type Entry = { viewer: Viewer; until: number };

export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();

  get(tokenHash: string, now = Date.now()): Viewer | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.byToken.delete(tokenHash);
      return undefined;
    }
    return entry.viewer;
  }

  set(tokenHash: string, viewer: Viewer, now = Date.now()): void {
    if (this.byToken.size >= SESSION_CACHE_MAX) this.clear();
    const expires = viewer.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    this.byToken.set(tokenHash, { viewer, until: Math.min(now + SESSION_CACHE_TTL_MS, expires) });
    const tokens = this.byUser.get(viewer.user.id) ?? new Set<string>();
    tokens.add(tokenHash);
    this.byUser.set(viewer.user.id, tokens);
  }

  dropUser(userId: string): void {
    for (const tokenHash of this.byUser.get(userId) ?? []) this.byToken.delete(tokenHash);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.byToken.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.byToken.size;
  }
}
