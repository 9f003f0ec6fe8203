import { describe, expect, it } from 'vitest';
import { isInterested, mediumDate, personFacts, revealToast, whyBadges } from './card-text.ts';

describe('card text', () => {
  it("writes the date as en-US medium dates do, on the campus's calendar", () => {
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });
    for (const iso of [
      '2026-11-20T12:00:00Z',
      '2026-01-01T00:00:00Z',
      '2027-09-09T23:59:59Z',
      '2026-05-31T08:00:00Z',
    ]) {
      const date = new Date(iso);
      expect(mediumDate(date)).toBe(medium.format(date));
    }
    expect(mediumDate(new Date('2026-11-20T12:00:00Z'))).toBe('Nov 20, 2026');
  });

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

  it('chooses the reveal toast from the status', () => {
    expect(revealToast('connected')).toBe('Contact information shared! You can now reach out.');
    expect(revealToast('pending')).toBe('You revealed interest! Waiting for them to reveal too.');
    expect(revealToast(null)).toBe('You revealed interest! Waiting for them to reveal too.');
  });

  it('joins the person facts, year capitalized, leaving out what is not given', () => {
    expect(personFacts({ userAge: 20, userAcademicYear: 'junior' })).toBe('20 · Junior');
    expect(personFacts({ userAge: null, userAcademicYear: 'senior' }, 'Quad I')).toBe('Senior · Quad I');
    expect(personFacts({ userAge: null, userAcademicYear: null })).toBe('');
  });

  it('calls a card interested while they revealed and the viewer has not', () => {
    expect(isInterested({ revealedToMe: true, revealedByMe: false, connected: false })).toBe(true);
    expect(isInterested({ revealedToMe: true, revealedByMe: true, connected: true })).toBe(false);
    expect(isInterested({ revealedToMe: false, revealedByMe: true, connected: false })).toBe(false);
  });
});
