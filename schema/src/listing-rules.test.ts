import { describe, expect, it } from 'vitest';
import { schema } from './index.ts';
import { fieldApplies, LISTING_FIELD_LIST, LISTING_FIELDS } from './listing-rules.ts';

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
