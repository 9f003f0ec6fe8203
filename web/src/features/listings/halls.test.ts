import { describe, expect, it } from 'vitest';
import { groupState, matchesSearch, setGroup } from './halls.ts';

const order = ['Allen Hall', 'Barr Hall', 'Brett Hall', 'Clothier Hall', 'Mattia Hall'];
const busch = ['Allen Hall', 'Barr Hall', 'Mattia Hall'];

describe('setGroup', () => {
  it('adds a whole campus, keeping what was chosen elsewhere, in catalog order', () => {
    expect(setGroup(['Clothier Hall'], busch, true, order)).toEqual([
      'Allen Hall',
      'Barr Hall',
      'Clothier Hall',
      'Mattia Hall',
    ]);
  });

  it('removes a whole campus and nothing else', () => {
    expect(setGroup(['Allen Hall', 'Brett Hall', 'Mattia Hall'], busch, false, order)).toEqual([
      'Brett Hall',
    ]);
  });

  it('does not repeat a hall that was already chosen', () => {
    expect(setGroup(['Barr Hall'], busch, true, order)).toEqual(['Allen Hall', 'Barr Hall', 'Mattia Hall']);
  });
});

describe('groupState', () => {
  it('tells none, some and all apart', () => {
    expect(groupState([], busch)).toBe('none');
    expect(groupState(['Brett Hall'], busch)).toBe('none');
    expect(groupState(['Barr Hall'], busch)).toBe('some');
    expect(groupState([...busch, 'Brett Hall'], busch)).toBe('all');
  });
});

describe('matchesSearch', () => {
  it('ignores case, dots and spaces, and needs every typed word', () => {
    expect(matchesSearch('B.E.S.T. Hall', 'best')).toBe(true);
    expect(matchesSearch('McCormick Suites', 'mccor')).toBe(true);
    expect(matchesSearch('Richardson Apartments', 'rich apt')).toBe(false);
    expect(matchesSearch('Richardson Apartments', 'rich apart')).toBe(true);
    expect(matchesSearch('Allen Hall', 'barr')).toBe(false);
    expect(matchesSearch('Allen Hall', '   ')).toBe(true);
  });
});
