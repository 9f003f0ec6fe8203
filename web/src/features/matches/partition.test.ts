import { describe, expect, it } from 'vitest';
import {
  cardCategory,
  initialSubTab,
  initialType,
  instagramUrl,
  linkedinUrl,
  nextTabIndex,
  otherSubTab,
  partitionCards,
  revealToast,
  schoolNextStep,
  subTabCounts,
  tabCounts,
  whyBadges,
} from './partition.ts';

const card = (id: string, type: string, score: number, category?: string) => ({ id, type, score, category });

describe('partition and tab counts', () => {
  const cards = [
    card('a', 'DORM', 100, 'PREFERENCE'),
    card('b', 'DORM', 70, 'PREFERENCE'),
    card('c', 'DORM', 40, 'OTHER'),
    card('d', 'PARKING', 60, 'OTHER'),
    card('e', 'BOAT', 99, 'PREFERENCE'),
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

  it('falls back to the score threshold of 70 when the category is missing', () => {
    expect(cardCategory(card('x', 'DORM', 70))).toBe('PREFERENCE');
    expect(cardCategory(card('x', 'DORM', 69))).toBe('OTHER');
    expect(cardCategory(card('x', 'DORM', 90, 'OTHER'))).toBe('OTHER');
  });

  it('opens on the own listing type and on My Preference unless only Other has cards', () => {
    expect(initialType('PARKING')).toBe('PARKING');
    expect(initialType(undefined)).toBe('DORM');
    const parts = partitionCards(cards);
    expect(initialSubTab(parts, 'DORM')).toBe('PREFERENCE');
    expect(initialSubTab(parts, 'PARKING')).toBe('OTHER');
    expect(initialSubTab(partitionCards([]), 'PARKING')).toBe('PREFERENCE');
    expect(otherSubTab('PREFERENCE')).toBe('OTHER');
  });
});

describe('card text', () => {
  it('names the why badges by type', () => {
    expect(whyBadges({ exactReverse: true, sameDormOrLot: true, sameCampus: true }, 'DORM')).toEqual([
      'Exact reverse',
      'Same dorm',
      'Same campus',
    ]);
    expect(whyBadges({ exactReverse: false, sameDormOrLot: true, sameCampus: false }, 'PARKING')).toEqual([
      'Same lot',
    ]);
    expect(whyBadges({ exactReverse: false, sameDormOrLot: false, sameCampus: false }, 'DORM')).toEqual([]);
  });

  it('names the school process to finish the swap', () => {
    expect(schoolNextStep('DORM')).toMatch(/room-swap form/);
    expect(schoolNextStep('PARKING')).toMatch(/zone-change request/);
  });

  it('chooses the reveal toast from the status', () => {
    expect(revealToast('connected')).toBe('Contact information shared! You can now reach out.');
    expect(revealToast('CONNECTED')).toBe('Contact information shared! You can now reach out.');
    expect(revealToast('pending')).toBe('You revealed interest! Waiting for them to reveal too.');
    expect(revealToast(null)).toBe('You revealed interest! Waiting for them to reveal too.');
  });

  it('builds safe contact links', () => {
    expect(instagramUrl('@scarlet.knight')).toBe('https://instagram.com/scarlet.knight');
    expect(instagramUrl('javascript:alert(1)')).toBeNull();
    expect(linkedinUrl('linkedin.com/in/rk')).toBe('https://linkedin.com/in/rk');
    expect(linkedinUrl('scarlet-knight')).toBe('https://www.linkedin.com/in/scarlet-knight');
    expect(linkedinUrl('')).toBeNull();
  });
});

describe('tab keyboard navigation', () => {
  it('wraps with the arrow keys and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 1, 2)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 2)).toBe(1);
    expect(nextTabIndex('Home', 1, 2)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 2)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
