import { describe, expect, it } from 'vitest';
import { codeError, isCompleteCode, sanitizeCode } from './code.ts';

describe('sanitizeCode', () => {
  it('keeps digits only and at most six', () => {
    expect(sanitizeCode('12a3')).toBe('123');
    expect(sanitizeCode('123 456')).toBe('123456');
    expect(sanitizeCode('Code: 123-456-789')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
    expect(sanitizeCode('١٢٣')).toBe('');
  });
});

describe('isCompleteCode / codeError', () => {
  it('is complete at exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });

  it('asks for the code when empty or short', () => {
    expect(codeError('')).toBe('Please enter the verification code.');
    expect(codeError('123')).toBe('Please enter the 6-digit verification code.');
    expect(codeError('123456')).toBeNull();
  });
});
