import { describe, expect, it } from 'vitest';
import { vitalsRoute } from './vitals.ts';

describe('vitalsRoute', () => {
  it('reports the app path a page was loaded on, trailing slash and case aside', () => {
    expect(vitalsRoute('/matches')).toBe('/matches');
    expect(vitalsRoute('/Account/')).toBe('/account');
    expect(vitalsRoute('/')).toBe('/');
  });

  it('reports any other path as / so that no id, email or made-up path leaves the phone', () => {
    expect(vitalsRoute('/matches/123')).toBe('/');
    expect(vitalsRoute('/a@rutgers.edu')).toBe('/');
    expect(vitalsRoute('/unknown-page')).toBe('/');
  });
});
