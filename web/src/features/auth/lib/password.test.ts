import { describe, expect, it } from 'vitest';
import { currentPasswordError, newPasswordError } from './password.ts';

describe('newPasswordError', () => {
  it('uses the spec messages word for word', () => {
    expect(newPasswordError('')).toBe('Please enter a password.');
    expect(newPasswordError('abc123')).toBe('Password must be at least 8 characters long.');
    expect(newPasswordError('abcdefgh')).toBe('Password must contain at least 1 letter and 1 number.');
    expect(newPasswordError('12345678')).toBe('Password must contain at least 1 letter and 1 number.');
  });

  it('allows only letters, digits and @$!%*#?&', () => {
    expect(newPasswordError('abcd1234')).toBeNull();
    expect(newPasswordError('Abcd12@$!%*#?&')).toBeNull();
    expect(newPasswordError('abcd 1234')).toBe('Password must contain at least 1 letter and 1 number.');
    expect(newPasswordError('abcd1234^')).toBe('Password must contain at least 1 letter and 1 number.');
    expect(newPasswordError('pässword1')).toBe('Password must contain at least 1 letter and 1 number.');
  });

  it('checks the length before the characters', () => {
    expect(newPasswordError('a^1')).toBe('Password must be at least 8 characters long.');
  });
});

describe('currentPasswordError', () => {
  it('only requires something', () => {
    expect(currentPasswordError('')).toBe('Please enter a password.');
    expect(currentPasswordError('x')).toBeNull();
  });
});
