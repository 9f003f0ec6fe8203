import { describe, expect, it } from 'vitest';
import type { PublicRules } from '../../../lib/config.ts';
import { steps } from './steps.tsx';

const rules: PublicRules = {
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
};

describe('How it works steps', () => {
  const match = steps.find((step) => step.title === 'Match');

  it('names how often matches are re-checked from the served rules', () => {
    expect(match?.text(rules)).toBe(
      'We rank students whose listing fits yours, best fits first, and re-check your matches every 5 minutes.',
    );
  });

  it('leaves the interval out until the rules arrive', () => {
    expect(match?.text(null)).toBe(
      'We rank students whose listing fits yours, best fits first, and re-check your matches.',
    );
  });
});
