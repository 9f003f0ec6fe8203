// A kept answer's JSON text is made once and is the text JSON.stringify makes; anything not kept is
// serialized afresh each time (served-json.ts).
import { describe, expect, it } from 'vitest';
import { keepServed, keptStandIn, servedJson } from './served-json.ts';

describe('servedJson', () => {
  it('serializes a kept answer and its root fields once, to the same text as JSON.stringify', () => {
    const matches = { cards: [{ id: 'a', notes: 'é "quoted" \u2028' }], preferenceCount: 1 };
    const data = { matches, __typename: 'Query' };
    keepServed(data);
    const first = servedJson(data);
    expect(first).toBe(JSON.stringify(data));
    expect(servedJson(matches)).toBe(JSON.stringify(matches));
    // made once: a later change (which a kept answer never has) is not seen, so the text was reused
    matches.preferenceCount = 2;
    expect(servedJson(data)).toBe(first);
  });

  it("makes each root field's text once: the kept answer's text is composed of them (ADR 153)", () => {
    const matches = { cards: [{ id: 'b', when: null, flexible: true }], otherCount: 3 };
    const data = { matches, me: null, count: 0, 'a"key': 'x' };
    keepServed(data);
    expect(servedJson(data)).toBe(JSON.stringify(data));
    // the text REST sends for `matches` is the one made for `data`: a later change is not seen
    matches.otherCount = 4;
    expect(servedJson(matches)).toBe(JSON.stringify({ ...matches, otherCount: 3 }));
  });

  it('keeps an answer as its texts only: the same bytes by servedJson and by JSON.stringify (ADR 153)', () => {
    const matches = {
      cards: [{ id: 'c', createdAt: '2026-11-27T00:00:00.000Z', notes: 'ü "q"' }],
      otherCount: 1,
    };
    const data = { matches, __typename: 'Query', nothing: null };
    keepServed(data);
    const standIn = keptStandIn(data);
    expect(servedJson(standIn)).toBe(JSON.stringify(data));
    expect(JSON.stringify(standIn)).toBe(JSON.stringify(data));
    // what REST sends: the root field's own text
    expect(servedJson(standIn.matches)).toBe(JSON.stringify(matches));
    expect(JSON.stringify(standIn.matches)).toBe(JSON.stringify(matches));
    expect(standIn.__typename).toBe('Query');
    // no object of the answer is held: the stand-ins carry nothing but their text
    expect(Object.keys(standIn.matches as object)).toEqual([]);
    expect(Object.isFrozen(standIn)).toBe(true);
  });

  it('serializes anything not kept afresh, every time', () => {
    const answer = { status: 'pending' };
    expect(servedJson(answer)).toBe('{"status":"pending"}');
    answer.status = 'connected';
    expect(servedJson(answer)).toBe('{"status":"connected"}');
    expect(servedJson(null)).toBe('null');
    expect(servedJson('text')).toBe('"text"');
  });
});
