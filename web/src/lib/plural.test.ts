import { describe, expect, it } from 'vitest';
import { countOf, noun } from './plural.ts';

describe('countOf', () => {
  it('says one of a thing in the singular, and none or many in the plural', () => {
    expect(countOf(1, 'match', 'matches')).toBe('1 match');
    expect(countOf(0, 'match', 'matches')).toBe('0 matches');
    expect(countOf(2, 'match', 'matches')).toBe('2 matches');
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(7, 'day')).toBe('7 days');
  });

  it('gives the noun alone for text that shows the number elsewhere', () => {
    expect(noun(1, 'match', 'matches')).toBe('match');
    expect(noun(3, 'match', 'matches')).toBe('matches');
  });
});
