import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGE, EMAIL_REQUIRED_MESSAGE, emailError, normalizeEmail } from './email.ts';

describe('normalizeEmail', () => {
  it('trims, lower-cases and rewrites scarletmail to the primary domain', () => {
    expect(normalizeEmail('  NetID@ScarletMail.Rutgers.EDU ')).toBe('netid@rutgers.edu');
    expect(normalizeEmail('Ab123@Rutgers.edu')).toBe('ab123@rutgers.edu');
  });

  it('leaves other domains alone (the server refuses them)', () => {
    expect(normalizeEmail('a@scarletmail.rutgers.edu.evil.com')).toBe('a@scarletmail.rutgers.edu.evil.com');
    expect(normalizeEmail('no-at-sign')).toBe('no-at-sign');
  });
});

describe('emailError', () => {
  it('requires an address', () => {
    expect(emailError('')).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(emailError('   ')).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(EMAIL_REQUIRED_MESSAGE).toBe('Please enter your email address.');
  });

  it('accepts both school domains in any case', () => {
    expect(emailError('netid@rutgers.edu')).toBeNull();
    expect(emailError(' NetID@SCARLETMAIL.rutgers.edu ')).toBeNull();
  });

  it.each([
    'netid@gmail.com',
    'netid@rutgers.edu.evil.com',
    'netid@evilrutgers.edu',
    'netid@cs.rutgers.edu',
    '@rutgers.edu',
    'netid',
    'a b@rutgers.edu',
  ])('refuses %s with a message naming both domains', (email) => {
    expect(emailError(email)).toBe(DOMAIN_MESSAGE);
  });

  it('names both domains', () => {
    expect(DOMAIN_MESSAGE).toContain('@rutgers.edu');
    expect(DOMAIN_MESSAGE).toContain('@scarletmail.rutgers.edu');
  });
});
