import { describe, expect, it } from 'vitest';
import { routesToPrefetch } from './prefetch.ts';

describe('which pages a signed-in page prefetches', () => {
  it('fetches only what adds a query the page and the others do not have', () => {
    // /account's answers hold /post's (Me, Catalog, MyListing): one request from /matches
    expect(routesToPrefetch('/matches', new Set())).toEqual(['/account']);
    // from /account only /matches adds something (Matches)
    expect(routesToPrefetch('/account', new Set())).toEqual(['/matches']);
    // from /post both add something
    expect(routesToPrefetch('/post', new Set())).toEqual(['/account', '/matches']);
  });

  it('fetches a page once per tab, and from a page without first data the ones that add something', () => {
    expect(routesToPrefetch('/matches', new Set(['/account']))).toEqual(['/post']);
    expect(routesToPrefetch('/account', new Set(['/matches']))).toEqual([]);
    expect(routesToPrefetch('/requests', new Set())).toEqual(['/account', '/matches']);
  });
});
