import { publicRules } from '@campus-swap/schema/services/public-rules';
import { describe, expect, it } from 'vitest';
import { AGE_NUMBER_MESSAGE, checkProfile, yearLabel } from './profile.ts';

const rules = publicRules(['rutgers.edu']);

const valid = { name: ' Ada ', age: '19', year: 'junior', instagram: ' ', linkedin: 'in/ada ' };

describe('checkProfile', () => {
  it('names an entry longer than the server allows instead of cutting it (issue 39)', () => {
    expect(checkProfile({ ...valid, name: 'x'.repeat(81) }, rules)).toMatchObject({
      ok: false,
      field: 'name',
    });
    expect(checkProfile({ ...valid, name: 'x'.repeat(80) }, rules).ok).toBe(true);
    expect(checkProfile({ ...valid, instagram: `@${'i'.repeat(30)}` }, rules).ok).toBe(true);
    expect(checkProfile({ ...valid, instagram: 'i'.repeat(31) }, rules)).toEqual({
      ok: false,
      message: 'An Instagram handle has at most 30 characters.',
      field: 'instagram',
    });
  });

  it('trims and turns empty optional fields into null', () => {
    expect(checkProfile(valid, rules)).toEqual({
      ok: true,
      input: { name: 'Ada', age: 19, year: 'junior', instagram: null, linkedin: 'in/ada' },
    });
  });

  it.each(['name', 'age', 'year'] as const)('requires %s', (field) => {
    expect(checkProfile({ ...valid, [field]: '  ' }, rules)).toEqual({
      ok: false,
      message: 'Please fill in all fields.',
      field,
    });
  });

  it.each(['15', '101', '18.5', '-20', 'abc', '1e2'])('refuses age %s', (age) => {
    expect(checkProfile({ ...valid, age }, rules)).toEqual({
      ok: false,
      message: 'Age must be between 16 and 100.',
      field: 'age',
    });
  });

  it.each(['16', '100'])('accepts the bounds (%s)', (age) => {
    expect(checkProfile({ ...valid, age }, rules).ok).toBe(true);
  });

  it("checks only for a whole number before the server's rules arrive", () => {
    expect(checkProfile({ ...valid, age: '15' }, null).ok).toBe(true);
    expect(checkProfile({ ...valid, age: '18.5' }, null)).toEqual({
      ok: false,
      message: AGE_NUMBER_MESSAGE,
      field: 'age',
    });
  });
});

describe('yearLabel', () => {
  it('capitalizes', () => {
    expect(yearLabel('graduate')).toBe('Graduate');
  });
});
