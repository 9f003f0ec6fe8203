import { publicRules } from '@campus-swap/schema/services/public-rules';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, emailError, normalizeEmail } from './email.ts';

const rules = publicRules(['rutgers.edu', 'scarletmail.rutgers.edu']);
const DOMAIN_MESSAGE = rules.emailDomainMessage;

describe('normalizeEmail', () => {
  it('trims, lower-cases and rewrites scarletmail to the primary domain', () => {
    expect(normalizeEmail('  NetID@ScarletMail.Rutgers.EDU ', rules)).toBe('netid@rutgers.edu');
    expect(normalizeEmail('Ab123@Rutgers.edu', rules)).toBe('ab123@rutgers.edu');
  });

  it('leaves other domains alone (the server refuses them)', () => {
    expect(normalizeEmail('a@scarletmail.rutgers.edu.evil.com', rules)).toBe(
      'a@scarletmail.rutgers.edu.evil.com',
    );
    expect(normalizeEmail('no-at-sign', rules)).toBe('no-at-sign');
  });
});

describe('emailError', () => {
  it('requires an address', () => {
    expect(emailError('', rules)).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(emailError('   ', rules)).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(EMAIL_REQUIRED_MESSAGE).toBe('Please enter your email address.');
  });

  it('accepts both school domains in any case', () => {
    expect(emailError('netid@rutgers.edu', rules)).toBeNull();
    expect(emailError(' NetID@SCARLETMAIL.rutgers.edu ', rules)).toBeNull();
  });

  it.each([
    'netid@gmail.com',
    'netid@rutgers.edu.evil.com',
    'netid@evilrutgers.edu',
    'netid@cs.rutgers.edu',
    'netid',
  ])('refuses %s with a message naming both domains', (email) => {
    expect(emailError(email, rules)).toBe(DOMAIN_MESSAGE);
  });

  it.each(['a b@rutgers.edu', 'alice 😀@rutgers.edu', '@rutgers.edu', 'a..b@rutgers.edu', 'a@b@rutgers.edu'])(
    'refuses %s, on the school domain, as not an address (issue 39: the domain is not the cause)',
    (email) => {
      expect(emailError(email, rules)).toBe(EMAIL_INVALID_MESSAGE);
    },
  );

  it('names both domains', () => {
    expect(DOMAIN_MESSAGE).toContain('@rutgers.edu');
    expect(DOMAIN_MESSAGE).toContain('@scarletmail.rutgers.edu');
  });

  it("checks only emptiness before the server's rules arrive, and leaves the address as typed but trimmed", () => {
    expect(emailError('', null)).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(emailError('netid@gmail.com', null)).toBeNull();
    expect(normalizeEmail(' NetID@ScarletMail.Rutgers.EDU ', null)).toBe('netid@scarletmail.rutgers.edu');
  });
});
