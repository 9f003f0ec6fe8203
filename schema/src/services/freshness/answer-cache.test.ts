// The answer cache's bound: when full, the least recently read answers go, not every answer.
import { describe, expect, it } from 'vitest';
import { ANSWER_CACHE_MAX_BYTES, AnswerCache } from './answer-cache.ts';

const EIGHTH = ANSWER_CACHE_MAX_BYTES / 8; // the largest answer kept: eight of them fill the cache

describe('AnswerCache', () => {
  it('when full, drops the least recently read answers and keeps the rest', () => {
    const cache = new AnswerCache();
    for (let i = 0; i < 8; i++) cache.set(`s${i}`, `k${i}`, i, EIGHTH);
    expect(cache.get('k0')).toBe(0); // read: now the most recent
    cache.set('s8', 'k8', 8, EIGHTH);
    expect(cache.get('k1')).toBeUndefined();
    for (const i of [0, 2, 3, 4, 5, 6, 7, 8]) expect(cache.get(`k${i}`)).toBe(i);
    // read just now in the order 0, 2, 3, ... 8: two more answers take the places of 0 and 2
    cache.set('s9', 'k9', 9, EIGHTH);
    cache.set('s10', 'k10', 10, EIGHTH);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k2')).toBeUndefined();
    for (const i of [3, 4, 5, 6, 7, 8, 9, 10]) expect(cache.get(`k${i}`)).toBe(i);
  });

  it("keeps a few answers per student, the student's oldest going first, and drops them with the student", () => {
    const cache = new AnswerCache();
    for (let i = 0; i < 5; i++) cache.set('ann', `a${i}`, i, 10);
    cache.set('bob', 'b0', 'bob', 10);
    expect(cache.get('a0')).toBeUndefined();
    expect(cache.get('a4')).toBe(4);
    cache.dropUser('ann');
    expect(cache.get('a4')).toBeUndefined();
    expect(cache.get('b0')).toBe('bob');
  });

  it('never keeps an answer larger than an eighth of the bound', () => {
    const cache = new AnswerCache();
    cache.set('ann', 'big', 'x', EIGHTH + 1);
    expect(cache.get('big')).toBeUndefined();
  });
});
