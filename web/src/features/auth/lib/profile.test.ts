import { describe, expect, it } from 'vitest';
import { checkProfile, yearLabel } from './profile.ts';

const valid = { name: ' Ada ', age: '19', year: 'junior', instagram: ' ', linkedin: 'in/ada ' };

describe('checkProfile', () => {
  it('trims and turns empty optional fields into null', () => {
    expect(checkProfile(valid)).toEqual({
      ok: true,
      input: { name: 'Ada', age: 19, year: 'junior', instagram: null, linkedin: 'in/ada' },
    });
  });

  it.each(['name', 'age', 'year'] as const)('requires %s', (field) => {
    expect(checkProfile({ ...valid, [field]: '  ' })).toEqual({
      ok: false,
      message: 'Please fill in all fields.',
      field,
    });
  });

  it.each(['15', '101', '18.5', '-20', 'abc', '1e2'])('refuses age %s', (age) => {
    expect(checkProfile({ ...valid, age })).toEqual({
      ok: false,
      message: 'Age must be between 16 and 100.',
      field: 'age',
    });
  });

  it.each(['16', '100'])('accepts the bounds (%s)', (age) => {
    expect(checkProfile({ ...valid, age }).ok).toBe(true);
  });
});

describe('yearLabel', () => {
  it('capitalizes', () => {
    expect(yearLabel('graduate')).toBe('Graduate');
  });
});
