import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { type ProfileInput, validateProfile } from './profile.ts';

function failure(input: ProfileInput): AppError {
  try {
    validateProfile(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('validateProfile', () => {
  it('trims and accepts a complete profile', () => {
    expect(
      validateProfile({
        name: '  Jane   Doe ',
        age: 19,
        year: 'sophomore',
        instagram: ' @jane ',
        linkedin: '',
      }),
    ).toEqual({ name: 'Jane Doe', age: 19, year: 'sophomore', instagram: '@jane', linkedin: null });
  });

  it('says "Please fill in all fields." when name, age or year is missing', () => {
    for (const input of [
      { age: 20, year: 'junior' },
      { name: 'A', year: 'junior' },
      { name: 'A', age: 20 },
      { name: '   ', age: 20, year: 'junior' },
    ] as ProfileInput[]) {
      const error = failure(input);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe('Please fill in all fields.');
    }
    expect(failure({}).fields).toEqual({
      name: 'Please enter your name.',
      age: 'Please enter your age.',
      year: 'Please choose your year.',
    });
  });

  it.each([15, 101, 0, -1, 20.5, '17a'])('refuses age %j', (age) => {
    const error = failure({ name: 'A', age: age as number, year: 'junior' });
    expect(error.message).toBe('Age must be between 16 and 100.');
    expect(error.fields).toEqual({ age: 'Age must be between 16 and 100.' });
  });

  it.each([16, 100, '18'])('accepts age %j', (age) => {
    expect(validateProfile({ name: 'A', age, year: 'junior' }).age).toBe(Number(age));
  });

  it('refuses a year outside the catalog and over-long fields', () => {
    expect(failure({ name: 'A', age: 20, year: 'fifth' }).fields).toHaveProperty('year');
    expect(failure({ name: 'x'.repeat(81), age: 20, year: 'junior' }).fields).toHaveProperty('name');
    expect(failure({ name: 'A', age: 20, year: 'junior', instagram: 'x'.repeat(61) }).fields).toHaveProperty(
      'instagram',
    );
  });

  it.each(['https://evil.example/x', 'two words', 'ada!', '@@ada', 'ada@home', 'éclair'])(
    'refuses an Instagram handle with a character Instagram does not allow: %j (issue 39)',
    (instagram) => {
      expect(failure({ name: 'A', age: 20, year: 'junior', instagram }).fields).toEqual({
        instagram: 'An Instagram handle has only letters, numbers, periods and underscores.',
      });
    },
  );

  it.each(['ada', '@ada.l_1', 'A.B_C'])('keeps the Instagram handle %j', (instagram) => {
    expect(validateProfile({ name: 'A', age: 20, year: 'junior', instagram }).instagram).toBe(instagram);
  });

  it('leaves optional fields that were not sent undefined', () => {
    const profile = validateProfile({ name: 'A', age: 20, year: 'Junior' });
    expect(profile.year).toBe('junior');
    expect(profile.instagram).toBeUndefined();
    expect(profile.linkedin).toBeUndefined();
  });
});
