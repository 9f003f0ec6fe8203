// The answer cache (ADR 291): a kept answer's text, bytes and tag are JSON.stringify's, made once and
// carried by the answer itself; its bound drops the least recently read; Freshness's changes free
// what can no longer be reached; and both doors' serializers give the bytes they gave before.
import { Freshness } from '@campus-swap/schema/services/freshness/index';
import etag from 'etag';
import { describe, expect, it } from 'vitest';
import { AnswerCache, KeptText, keep, plainAnswer } from './answer-cache.ts';

const MAX = 8_000;
const EIGHTH = MAX / 8; // the largest answer kept: eight of them fill the cache
/** a kept answer the cache counts as `bytes` (twice its text's length) */
const sized = (bytes: number) => keep({ matches: 'x'.repeat(bytes / 2 - '{"matches":""}'.length) });

describe('keep', () => {
  it("makes the answer's and each root field's text once, the same as JSON.stringify's (ADR 153)", () => {
    const matches = { cards: [{ id: 'a', notes: 'é "quoted" \u2028', when: null }], preferenceCount: 1 };
    const data = { matches, __typename: 'Query', nothing: null, 'a"key': 'x', gone: undefined };
    const kept = keep(data);
    expect(JSON.stringify(kept)).toBe(JSON.stringify(data));
    expect((kept.matches as KeptText).text).toBe(JSON.stringify(matches));
    expect(kept.__typename).toBe('Query');
    // no object of the answer is held: a later change is not seen, and the kept answer is frozen
    matches.preferenceCount = 2;
    expect(JSON.stringify(kept.matches)).toBe(JSON.stringify({ ...matches, preferenceCount: 1 }));
    expect(Object.isFrozen(kept)).toBe(true);
  });

  it('tags a text as ADR 286 does (weak; byte length in hex, SHA-1): the tags clients already hold', () => {
    // the values of the hand-written tag this replaced (http/etag.ts), which etag gave on each
    const tags = {
      '': 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"',
      '{"matches":{"cards":[],"note":"ü"}}': 'W/"24-6nWwHb1tak+vjl9Un4t29i1I9ys"',
      'é "quoted" \u2028 日本語 😀': 'W/"1e-/OFOaaPETW3GoiUyq+hoMBIgboA"',
    };
    const cache = new AnswerCache(new Freshness());
    for (const [text, tag] of Object.entries(tags)) {
      const bytes = Buffer.from(text, 'utf8');
      expect(etag(text, { weak: true })).toBe(tag);
      expect(cache.etag({ not: 'kept' }, bytes)).toBe(tag);
      expect(new KeptText(text).etag).toBe(tag);
    }
  });

  it('gives both doors the bytes JSON.stringify gives, and the tag of those bytes', () => {
    const cache = new AnswerCache(new Freshness());
    const data = { matches: { cards: [], otherCount: 0, note: 'ü' } };
    const kept = keep(data);
    expect(cache.stringify({ data: kept })).toBe(`${JSON.stringify({ data })}\n`);
    const body = cache.bytes(kept.matches);
    expect(body.equals(Buffer.from(JSON.stringify(data.matches), 'utf8'))).toBe(true);
    expect(cache.etag(kept.matches, body)).toBe(etag(body, { weak: true }));
    expect(cache.bytes(kept.matches)).toBe(body); // made once
    // anything not kept is serialized afresh, every time
    const answer = { status: 'pending' };
    expect(cache.bytes(answer).toString()).toBe('{"status":"pending"}');
    answer.status = 'connected';
    expect(cache.bytes(answer).toString()).toBe('{"status":"connected"}');
    expect(cache.stringify({ data: answer, errors: [] })).toBe(
      `${JSON.stringify({ data: answer, errors: [] })}\n`,
    );
  });
});

describe('plainAnswer', () => {
  it("gives a kept answer's fields back as objects (the server render reads them), anything else as it is", () => {
    const data = { matches: { cards: [{ id: 'a' }], otherCount: 0 }, __typename: 'Query' };
    expect(plainAnswer(keep(data))).toEqual(data);
    expect(plainAnswer(data)).toBe(data);
  });
});

describe('AnswerCache storage', () => {
  it('when full, drops the least recently read answers and keeps the rest', () => {
    const cache = new AnswerCache(new Freshness(), MAX);
    const answers = Array.from({ length: 11 }, () => sized(EIGHTH));
    for (let i = 0; i < 8; i++) cache.set(`s${i}`, `k${i}`, answers[i]!);
    expect(cache.get('k0')).toBe(answers[0]); // read: now the most recent
    cache.set('s8', 'k8', answers[8]!);
    expect(cache.get('k1')).toBeUndefined();
    for (const i of [0, 2, 3, 4, 5, 6, 7, 8]) expect(cache.get(`k${i}`)).toBe(answers[i]);
    // read just now in the order 0, 2, 3, ... 8: two more answers take the places of 0 and 2
    cache.set('s9', 'k9', answers[9]!);
    cache.set('s10', 'k10', answers[10]!);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k2')).toBeUndefined();
    for (const i of [3, 4, 5, 6, 7, 8, 9, 10]) expect(cache.get(`k${i}`)).toBe(answers[i]);
  });

  it("keeps a few answers per student, the student's oldest going first", () => {
    const cache = new AnswerCache(new Freshness(), MAX);
    for (let i = 0; i < 5; i++) cache.set('ann', `a${i}`, sized(40));
    const bobs = sized(40);
    cache.set('bob', 'b0', bobs);
    expect(cache.get('a0')).toBeUndefined();
    expect(cache.get('a4')).toBeDefined();
    expect(cache.get('b0')).toBe(bobs);
  });

  it("forgets a student's answers the bound pushed out: a student's share counts only answers still kept", () => {
    const cache = new AnswerCache(new Freshness(), MAX);
    for (let i = 0; i < 4; i++) cache.set('ann', `old${i}`, sized(EIGHTH));
    // eight answers of others push all four of ann's out
    for (let i = 0; i < 8; i++) cache.set(`s${i}`, `k${i}`, sized(EIGHTH));
    for (let i = 0; i < 4; i++) expect(cache.get(`old${i}`)).toBeUndefined();
    // five new ones: the share of four holds again, her oldest new one going first
    for (let i = 0; i < 5; i++) cache.set('ann', `new${i}`, sized(40));
    expect(cache.get('new0')).toBeUndefined();
    for (let i = 1; i < 5; i++) expect(cache.get(`new${i}`)).toBeDefined();
  });

  it('counts an answer kept twice under one key once: the bound still holds eight of them', () => {
    const cache = new AnswerCache(new Freshness(), MAX);
    // the same read computed by two requests of one student at once, many times over
    for (let i = 0; i < 50; i++) cache.set('ann', 'same', sized(EIGHTH));
    const answers = Array.from({ length: 7 }, () => sized(EIGHTH));
    for (let i = 0; i < 7; i++) cache.set(`s${i}`, `k${i}`, answers[i]!);
    expect(cache.get('same')).toBeDefined();
    for (let i = 0; i < 7; i++) expect(cache.get(`k${i}`)).toBe(answers[i]);
  });

  it('never keeps an answer larger than an eighth of the bound', () => {
    const cache = new AnswerCache(new Freshness(), MAX);
    cache.set('ann', 'big', sized(EIGHTH + 2));
    expect(cache.get('big')).toBeUndefined();
  });

  it("frees a student's answers when Freshness hears their change, and every answer on a change others see", () => {
    const freshness = new Freshness();
    const cache = new AnswerCache(freshness, MAX);
    cache.set('ann', 'a', sized(40));
    cache.set('bob', 'b', sized(40));
    freshness.viewerChanged('ann', { answersOnly: true });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    freshness.viewerChanged('cat', { seenByOthers: true });
    expect(cache.get('b')).toBeUndefined();
  });
});
