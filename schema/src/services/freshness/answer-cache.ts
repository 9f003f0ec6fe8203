// Whole answers of versioned read operations (the matches read), per student, in memory (ADR 150).
// An entry is reachable only under the version it was computed at (Freshness.versionOf plus the
// matching index's version), so a change makes it unreachable at once; dropping it then only frees
// memory. Bounded by an estimate of its size: when full, the least recently read answers go (not the
// whole cache: on a busy day a full cache that cleared itself would turn every returning student's
// read into a computed one at once).
export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const PER_STUDENT = 4;

type Entry = { userId: string; value: unknown; bytes: number };

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private bytes = 0;

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // a Map iterates in insertion order: moving a read entry to the end keeps the oldest read first
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** `bytes`: roughly what the value holds (e.g. the length of its JSON). */
  set(userId: string, key: string, value: unknown, bytes: number): void {
    if (bytes > ANSWER_CACHE_MAX_BYTES / 8) return;
    const keys = this.byUser.get(userId) ?? new Set<string>();
    // a few per student (one per document the student's clients send); the oldest go first
    if (keys.size >= PER_STUDENT) this.drop(keys.values().next().value!, keys);
    for (const [oldest, entry] of this.entries) {
      if (this.bytes + bytes <= ANSWER_CACHE_MAX_BYTES) break;
      this.drop(oldest, this.byUser.get(entry.userId));
    }
    this.entries.set(key, { userId, value, bytes });
    this.bytes += bytes;
    keys.add(key);
    this.byUser.set(userId, keys);
  }

  dropUser(userId: string): void {
    for (const key of this.byUser.get(userId) ?? []) {
      const entry = this.entries.get(key);
      if (entry) this.bytes -= entry.bytes;
      this.entries.delete(key);
    }
    this.byUser.delete(userId);
  }

  private drop(key: string, keys: Set<string> | undefined): void {
    const entry = this.entries.get(key);
    if (entry) this.bytes -= entry.bytes;
    this.entries.delete(key);
    keys?.delete(key);
    if (entry && keys?.size === 0) this.byUser.delete(entry.userId);
  }

  clear(): void {
    this.entries.clear();
    this.byUser.clear();
    this.bytes = 0;
  }
}
