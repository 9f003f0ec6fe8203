import { describe, expect, it } from 'vitest';
import { initialSubTab, initialType, partitionCards, subTabCounts, tabCounts } from './partition.ts';

const card = (id: string, type: string, category: 'PREFERENCE' | 'OTHER') => ({ id, type, category });

describe('partition and tab counts', () => {
  const cards = [
    card('a', 'DORM', 'PREFERENCE'),
    card('b', 'DORM', 'PREFERENCE'),
    card('c', 'DORM', 'OTHER'),
    card('d', 'PARKING', 'OTHER'),
    card('e', 'BOAT', 'PREFERENCE'),
  ];

  it('splits by type then category, keeping the server order', () => {
    const parts = partitionCards(cards);
    expect(parts.DORM.PREFERENCE.map((c) => c.id)).toEqual(['a', 'b']);
    expect(parts.DORM.OTHER.map((c) => c.id)).toEqual(['c']);
    expect(parts.PARKING.PREFERENCE).toEqual([]);
    expect(parts.PARKING.OTHER.map((c) => c.id)).toEqual(['d']);
  });

  it('counts every card of a type on its bottom tab, ignoring unknown types', () => {
    expect(tabCounts(partitionCards(cards))).toEqual({ DORM: 3, PARKING: 1 });
    expect(tabCounts(partitionCards([]))).toEqual({ DORM: 0, PARKING: 0 });
  });

  it('takes the totals of the own type from the server, which counts beyond the card limit', () => {
    const parts = partitionCards(cards);
    const totals = { type: 'DORM', preferenceCount: 250, otherCount: 7 };
    expect(tabCounts(parts, totals)).toEqual({ DORM: 257, PARKING: 1 });
    expect(subTabCounts(parts, totals).DORM).toEqual({ PREFERENCE: 250, OTHER: 7 });
    // Never below the cards actually shown, and other types keep their own count.
    expect(subTabCounts(parts, { type: 'PARKING', preferenceCount: 0, otherCount: 0 }).PARKING).toEqual({
      PREFERENCE: 0,
      OTHER: 1,
    });
    expect(tabCounts(parts, { type: null, preferenceCount: 9, otherCount: 9 })).toEqual({
      DORM: 3,
      PARKING: 1,
    });
  });

  it('opens on the own listing type and on My Preference unless only Other has cards', () => {
    expect(initialType('PARKING')).toBe('PARKING');
    expect(initialType(undefined)).toBe('DORM');
    const parts = partitionCards(cards);
    expect(initialSubTab(parts, 'DORM')).toBe('PREFERENCE');
    expect(initialSubTab(parts, 'PARKING')).toBe('OTHER');
    expect(initialSubTab(partitionCards([]), 'PARKING')).toBe('PREFERENCE');
  });
});
