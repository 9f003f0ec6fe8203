// Bounded best-`limit` selection for a matches scan: a min-heap over typed arrays, so keeping the best
// rows of 100,000 costs no allocation per row, and the ranking key is one exact double.
import type { MatchCategory } from './score.ts';

/** Multiplier that puts (exactReverse, score) above createdAtMs (< 2^42 until the year 2109) in one key. */
export const KEY_SHIFT = 2 ** 42;

/** The score a key carries (its head below the exact-reverse bit). */
export function scoreOfKey(key: number): number {
  return Math.floor(key / KEY_SHIFT) % 128;
}

export type RankedRow = {
  id: string;
  score: number;
  category: MatchCategory;
  exactReverse: boolean;
  createdAt: number;
};

/**
 * Keeps the best `limit` rows by (key desc, id asc), where key packs exactReverse, score and
 * createdAt into one exact double: ((exact·128 + score)·KEY_SHIFT + createdAtMs).
 */
export class TopK {
  keys: Float64Array;
  rows: Int32Array;
  size = 0;
  /** a row whose key is below this ranks below every kept row once the heap is full: -Infinity until then */
  floor = Number.NEGATIVE_INFINITY;
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
      if (this.size === this.limit) this.floor = keys[0]!;
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
    this.floor = keys[0]!;
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
      const head = Math.floor(key / KEY_SHIFT);
      return {
        id: this.ids[this.rows[i]!]!,
        score: head % 128,
        exactReverse: head >= 128,
        category,
        createdAt: key - head * KEY_SHIFT,
      };
    });
  }
}
