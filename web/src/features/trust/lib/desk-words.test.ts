import { describe, expect, it } from 'vitest';
import {
  currentCursor,
  firstPage,
  listingTypeLabel,
  nextPage,
  previousPage,
  reasonFits,
  reasonLength,
  reportReasonLabel,
} from './desk-words.ts';

describe('the desk in words', () => {
  it('counts a reason as the server does: trimmed, 1 to 500 characters', () => {
    expect(reasonLength('  Spam.  ')).toBe(5);
    expect(reasonFits('   ')).toBe(false);
    expect(reasonFits(`  ${'x'.repeat(500)}  `)).toBe(true);
    expect(reasonFits('x'.repeat(501))).toBe(false);
  });

  it('labels codes for people', () => {
    expect(reportReasonLabel('HARASSMENT')).toBe('Harassment');
    expect(reportReasonLabel('FAKE')).toBe('Fake listing or person');
    expect(listingTypeLabel('PARKING')).toBe('Parking permit');
    expect(listingTypeLabel('DORM')).toBe('Dorm room');
  });

  it('pages forward and back to the exact cursors', () => {
    const two = nextPage(nextPage(firstPage, 'a'), 'b');
    expect(currentCursor(two)).toBe('b');
    expect(currentCursor(previousPage(two))).toBe('a');
    expect(currentCursor(previousPage(previousPage(previousPage(two))))).toBeNull();
  });
});
