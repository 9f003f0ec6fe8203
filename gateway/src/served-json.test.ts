// A kept answer's JSON text is made once and is the text JSON.stringify makes; anything not kept is
// serialized afresh each time (served-json.ts).
import { describe, expect, it } from 'vitest';
import { keepServed, servedJson } from './served-json.ts';

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

  it('serializes anything not kept afresh, every time', () => {
    const answer = { status: 'pending' };
    expect(servedJson(answer)).toBe('{"status":"pending"}');
    answer.status = 'connected';
    expect(servedJson(answer)).toBe('{"status":"connected"}');
    expect(servedJson(null)).toBe('null');
    expect(servedJson('text')).toBe('"text"');
  });
});
