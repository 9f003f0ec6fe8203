import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { domainMessage, normalizeEmail, plusTagMessage } from './email.ts';

const DOMAINS = ['rutgers.edu', 'scarletmail.rutgers.edu'];
const MESSAGE = 'Please use your Rutgers email address (@rutgers.edu or @scarletmail.rutgers.edu).';

function failure(raw: unknown): AppError {
  try {
    normalizeEmail(raw, DOMAINS);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`accepted ${String(raw)}`);
}

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  NetID123@Rutgers.EDU ', DOMAINS)).toBe('netid123@rutgers.edu');
  });

  it('rewrites the student-mail subdomain to the primary domain', () => {
    expect(normalizeEmail('Jd123@ScarletMail.Rutgers.edu', DOMAINS)).toBe('jd123@rutgers.edu');
  });

  it('keeps dots: on the school mail they name another mailbox (ADR 283)', () => {
    expect(normalizeEmail('Jane.Doe@rutgers.edu', DOMAINS)).toBe('jane.doe@rutgers.edu');
    expect(normalizeEmail('janedoe@rutgers.edu', DOMAINS)).toBe('janedoe@rutgers.edu');
  });

  it('refuses a +tag with VALIDATION_FAILED naming the address without it, on either domain (ADR 283)', () => {
    for (const raw of [
      'jane.doe+swap@rutgers.edu',
      ' JD123+1@ScarletMail.Rutgers.edu',
      'jd123+@rutgers.edu',
    ]) {
      const error = failure(raw);
      const base = raw.includes('jane') ? 'jane.doe@rutgers.edu' : 'jd123@rutgers.edu';
      expect([error.code, error.fields, error.message], raw).toEqual([
        'VALIDATION_FAILED',
        { email: plusTagMessage(base) },
        plusTagMessage(base),
      ]);
    }
    expect(plusTagMessage('jd123@rutgers.edu')).toBe(
      'Please use your school address without the +tag: jd123@rutgers.edu. One address is one account.',
    );
    expect(failure('+tag@rutgers.edu').fields).toEqual({ email: 'Please enter a valid email address.' });
    // the domain is judged first: a foreign address is told about the domain, not the tag
    expect(failure('x+1@gmail.com').code).toBe('DOMAIN_NOT_ALLOWED');
  });

  it.each([
    'x@rutgers.edu.evil.com',
    'x@evil-rutgers.edu',
    'x@rutgers.edu@evil.com',
    'x@notrutgers.edu',
    'x@sub.rutgers.edu',
    'x@rutgers.edu.',
    'x@gmail.com',
    'x@rutgers\u0435.edu',
  ])('refuses %s with DOMAIN_NOT_ALLOWED naming both domains', (raw) => {
    const error = failure(raw);
    expect(error.code).toBe('DOMAIN_NOT_ALLOWED');
    expect(error.message).toBe(MESSAGE);
  });

  it('asks for an address when empty or missing', () => {
    for (const raw of ['', '   ', null, undefined, 42]) {
      const error = failure(raw);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({ email: 'Please enter your email address.' });
    }
  });

  it.each([
    'rutgers.edu',
    '@rutgers.edu',
    'a b@rutgers.edu',
    'a..b@rutgers.edu',
    '.a@rutgers.edu',
    'a@b@rutgers.edu',
  ])('refuses the malformed %s', (raw) => {
    const error = failure(raw);
    expect(['VALIDATION_FAILED', 'DOMAIN_NOT_ALLOWED']).toContain(error.code);
    if (raw.endsWith('@rutgers.edu')) expect(error.code).toBe('VALIDATION_FAILED');
  });

  it('uses the configured domains, the first being primary', () => {
    expect(normalizeEmail('a@mail.example.edu', ['example.edu', 'mail.example.edu'])).toBe('a@example.edu');
    expect(domainMessage(['a.edu', 'b.a.edu', 'c.a.edu'])).toBe(
      'Please use your Rutgers email address (@a.edu, @b.a.edu or @c.a.edu).',
    );
  });
});
