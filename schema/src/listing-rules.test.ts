import { describe, expect, it } from 'vitest';
import { schema } from './index.ts';
import {
  fieldApplies,
  LISTING_FIELD_LIST,
  LISTING_FIELDS,
  SAME_AS_HAVE,
  wantsWhatItHas,
} from './listing-rules.ts';

describe('the declared listing fields', () => {
  it('are exactly the fields ListingInput accepts, besides the type', () => {
    const input = schema.getType('ListingInput') as { getFields(): Record<string, unknown> } | undefined;
    expect(Object.keys(input?.getFields() ?? {}).sort()).toEqual(
      [...Object.keys(LISTING_FIELDS), 'type'].sort(),
    );
  });

  it('that are preferences are exactly what PreferencesInput accepts', () => {
    const input = schema.getType('PreferencesInput') as { getFields(): Record<string, unknown> } | undefined;
    const preferences = LISTING_FIELD_LIST.filter(([, rule]) => rule.preference).map(([name]) => name);
    expect(Object.keys(input?.getFields() ?? {}).sort()).toEqual(preferences.sort());
  });

  it('check a field of both types whatever the type, and a type-specific one only for its type', () => {
    expect(fieldApplies(LISTING_FIELDS.moveWhen, 'BOAT')).toBe(true);
    expect(fieldApplies(LISTING_FIELDS.dormNow, 'PARKING')).toBe(false);
    expect(fieldApplies(LISTING_FIELDS.dormNow, 'DORM')).toBe(true);
  });

  it('give a permit one prompt per control, and every other required field its own prompt', () => {
    for (const [name, rule] of LISTING_FIELD_LIST) {
      if (!rule.required) continue;
      if (rule.kind === 'permit') expect(rule.controls, name).toBeDefined();
      else expect(rule.required.prompt, name).toMatch(/^Please choose /);
    }
  });
});

describe('wantsWhatItHas (issue 39)', () => {
  const room = { type: 'DORM', dormNow: 'Allen Hall', roomTypeNow: 'Double' };
  it('names a room whose only wanted hall and room type are its own, and a permit that wants itself', () => {
    expect(wantsWhatItHas({ ...room, dormWant: ['Allen Hall'], roomTypeWant: ['Double'] })).toEqual({
      field: 'dormWant',
      message: SAME_AS_HAVE.dormWant,
    });
    expect(
      wantsWhatItHas({ type: 'PARKING', permitNow: 'Busch - Commuter', permitWant: ' Busch - Commuter' }),
    ).toEqual({ field: 'permitWant', message: SAME_AS_HAVE.permitWant });
  });

  it('lets through anything that asks for more than what it has', () => {
    expect(wantsWhatItHas({ ...room, dormWant: ['Allen Hall'], roomTypeWant: ['Single'] })).toBeNull();
    expect(
      wantsWhatItHas({ ...room, dormWant: ['Allen Hall', 'Barr Hall'], roomTypeWant: ['Double'] }),
    ).toBeNull();
    expect(
      wantsWhatItHas({ ...room, dormWant: ['Allen Hall'], roomTypeWant: ['Double', 'Single'] }),
    ).toBeNull();
    expect(
      wantsWhatItHas({ type: 'PARKING', permitNow: 'Busch - Commuter', permitWant: 'Busch - Resident' }),
    ).toBeNull();
    expect(wantsWhatItHas({ type: 'PARKING', permitNow: null, permitWant: null })).toBeNull();
  });
});
