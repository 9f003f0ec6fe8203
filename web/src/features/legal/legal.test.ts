import { describe, expect, it } from 'vitest';
import { effectiveDate, legalFacts } from './legal.ts';

describe('effectiveDate', () => {
  it('writes a dated version out in words', () => {
    expect(effectiveDate('2025-01-21')).toBe('January 21, 2025');
    expect(effectiveDate('2026-12-01')).toBe('December 1, 2026');
  });

  it('shows any other version as it is', () => {
    expect(effectiveDate('v2')).toBe('v2');
    expect(effectiveDate('2025-13-45')).toBe('2025-13-45');
  });
});

describe('legalFacts', () => {
  it('takes every figure from the served rules', () => {
    const facts = legalFacts({
      termsVersion: '2030-02-03',
      allowedEmailDomains: ['example.edu'],
      emailDomainMessage: 'Use example.edu',
      ageMin: 17,
      ageMax: 99,
      ageMessage: 'Age must be between 17 and 99.',
      codeLifetimeMinutes: 7,
      listingInactivityDays: 45,
      accountPurgeDays: 21,
      matchRecheckMinutes: 5,
      notesMaxLength: 300,
      notesMessage: 'Notes must be at most 300 characters.',
      profileLimits: { name: 80, instagram: 30, linkedin: 200 },
      profileMessages: { name: 'Long name.', instagram: 'Long handle.', linkedin: 'Long link.' },
    });
    expect(facts).toEqual({
      termsVersion: '2030-02-03',
      effective: 'February 3, 2030',
      domains: ['example.edu'],
      minimumAge: 17,
      codeMinutes: 7,
      listingInactivityDays: 45,
      accountPurgeDays: 21,
    });
  });
});
