import { describe, expect, it } from 'vitest';
import { publicRules } from './public-rules.ts';

describe('publicRules', () => {
  it("states the server's rules and sentences as decisions.md and the spec give them", () => {
    expect(publicRules(['rutgers.edu', 'scarletmail.rutgers.edu'])).toEqual({
      termsVersion: '2025-01-21',
      allowedEmailDomains: ['rutgers.edu', 'scarletmail.rutgers.edu'],
      emailDomainMessage: 'Please use your Rutgers email address (@rutgers.edu or @scarletmail.rutgers.edu).',
      ageMin: 16,
      ageMax: 100,
      ageMessage: 'Age must be between 16 and 100.',
      profileLimits: { name: 80, instagram: 30, linkedin: 200 },
      profileMessages: {
        name: 'Name must be at most 80 characters.',
        instagram: 'An Instagram handle has at most 30 characters.',
        linkedin: 'LinkedIn must be at most 200 characters.',
      },
      codeLifetimeMinutes: 10,
      notesMaxLength: 500,
      notesMessage: 'Notes must be at most 500 characters.',
      listingInactivityDays: 60,
      accountPurgeDays: 30,
      matchRecheckMinutes: 10,
    });
  });

  it('follows the configured domains, primary first', () => {
    const rules = publicRules(['example.edu']);
    expect(rules.allowedEmailDomains).toEqual(['example.edu']);
    expect(rules.emailDomainMessage).toBe('Please use your Rutgers email address (@example.edu).');
  });
});
