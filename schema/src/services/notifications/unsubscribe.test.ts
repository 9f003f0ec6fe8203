import { describe, expect, it } from 'vitest';
import { unsubscribeUrl, verifyUnsubscribe } from './unsubscribe.ts';

const SECRET = 'a-test-secret-of-enough-length-000000';
const target = { userId: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', channel: 'EMAIL', kind: 'DIGEST' } as const;
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('unsubscribe links', () => {
  it('verify with the right secret and name exactly what they were made for', () => {
    const url = unsubscribeUrl('https://swap.example', SECRET, target);
    expect(url.startsWith('https://swap.example/unsubscribe?')).toBe(true);
    expect(verifyUnsubscribe(SECRET, queryOf(url))).toEqual(target);
  });

  it('refuse another secret, another kind, channel or student, and malformed input', () => {
    const query = queryOf(unsubscribeUrl('https://swap.example', SECRET, target));
    expect(verifyUnsubscribe('another-secret-of-enough-length-0000', query)).toBeNull();
    expect(verifyUnsubscribe(SECRET, { ...query, k: 'INTEREST' })).toBeNull();
    expect(verifyUnsubscribe(SECRET, { ...query, c: 'PUSH' })).toBeNull();
    expect(verifyUnsubscribe(SECRET, { ...query, u: '7f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b' })).toBeNull();
    expect(verifyUnsubscribe(SECRET, { ...query, k: 'EVERYTHING' })).toBeNull();
    expect(verifyUnsubscribe(SECRET, { ...query, s: ['x'] })).toBeNull();
    expect(verifyUnsubscribe(SECRET, { ...query, s: `${query.s}x` })).toBeNull();
    expect(verifyUnsubscribe(SECRET, {})).toBeNull();
  });
});
