import { SAME_AS_HAVE } from '@campus-swap/schema/listing-rules';
import { publicRules } from '@campus-swap/schema/services/public-rules';
import { describe, expect, it } from 'vitest';
import {
  clearChangedErrors,
  emptyHave,
  emptyWant,
  haveErrors,
  haveFromListing,
  hallsOf,
  isHaveComplete,
  mapServerFields,
  parseDraft,
  pruneDormWant,
  sanitizeHave,
  setHave,
  shouldAutoAdvance,
  splitPermit,
  toggleValue,
  toListingInput,
  toPreferencesInput,
  wantErrors,
  wantedHallGroups,
  wantFromListing,
} from './wizard.ts';

// the rules as the server serves them (GET /health/config)
const RULES = publicRules(['rutgers.edu']);

const campuses = [
  { name: 'College Avenue', halls: ['Brett Hall', 'Campbell Hall'] },
  { name: 'Busch', halls: ['Allen Hall', 'Barr Hall'] },
  { name: 'Livingston', halls: ['Quad I'] },
];
const catalog = { campuses, roomTypes: ['Single', 'Double'], permitTypes: ['Resident', 'Commuter'] };

describe('hall options per campus', () => {
  it('lists the halls of the chosen campus only', () => {
    expect(hallsOf(campuses, 'Busch')).toEqual(['Allen Hall', 'Barr Hall']);
    expect(hallsOf(campuses, '')).toEqual([]);
    expect(hallsOf(campuses, 'Nowhere')).toEqual([]);
  });

  it('offers the halls of every wanted campus, in catalog order', () => {
    expect(wantedHallGroups(campuses, [])).toEqual([]);
    expect(wantedHallGroups(campuses, ['Livingston', 'College Avenue']).map((c) => c.name)).toEqual([
      'College Avenue',
      'Livingston',
    ]);
  });

  it('drops wanted halls whose campus was unticked', () => {
    expect(pruneDormWant(campuses, ['Busch'], ['Brett Hall', 'Allen Hall'])).toEqual(['Allen Hall']);
    expect(pruneDormWant(campuses, [], ['Allen Hall'])).toEqual([]);
  });

  it('clears the chosen dorm when the campus changes to one without it', () => {
    const start = { ...emptyHave(), campusNow: 'Busch', dormNow: 'Allen Hall' };
    expect(setHave(campuses, start, 'campusNow', 'College Avenue').dormNow).toBe('');
    expect(setHave(campuses, start, 'roomTypeNow', 'Single').dormNow).toBe('Allen Hall');
  });
});

describe('wizard step logic', () => {
  it('completes a dorm step 1 with campus, dorm and room type', () => {
    const v = { ...emptyHave('DORM'), campusNow: 'Busch', roomTypeNow: 'Single' };
    expect(isHaveComplete(v)).toBe(false);
    expect(isHaveComplete({ ...v, dormNow: 'Allen Hall' })).toBe(true);
  });

  it('completes a parking step 1 with campus and permit type', () => {
    const v = { ...emptyHave('PARKING'), permitCampusNow: 'Busch' };
    expect(isHaveComplete(v)).toBe(false);
    expect(isHaveComplete({ ...v, permitTypeNow: 'Commuter' })).toBe(true);
  });

  it('advances only on the change that completes step 1', () => {
    const partial = { ...emptyHave('PARKING'), permitCampusNow: 'Busch' };
    const complete = { ...partial, permitTypeNow: 'Commuter' };
    expect(shouldAutoAdvance(partial, complete)).toBe(true);
    // Back on a complete step 1 and changing a value keeps the student there until they continue.
    expect(shouldAutoAdvance(complete, { ...complete, permitTypeNow: 'Resident' })).toBe(false);
    expect(shouldAutoAdvance(emptyHave(), partial)).toBe(false);
  });

  it('gives a message for each missing step-1 select', () => {
    expect(haveErrors(emptyHave('DORM'))).toEqual({
      campusNow: 'Please choose your campus.',
      dormNow: 'Please choose your dorm.',
      roomTypeNow: 'Please choose your room type.',
    });
    expect(Object.keys(haveErrors(emptyHave('DORM')))).toEqual(['campusNow', 'dormNow', 'roomTypeNow']);
    expect(haveErrors(emptyHave('PARKING'))).toEqual({
      permitCampusNow: 'Please choose your permit’s campus.',
      permitTypeNow: 'Please choose your permit type.',
    });
    expect(haveErrors({ ...emptyHave('PARKING'), permitCampusNow: 'Busch' })).toEqual({
      permitTypeNow: 'Please choose your permit type.',
    });
  });

  it('requires every step-2 select and limits notes as the server does', () => {
    expect(wantErrors('DORM', emptyWant())).toEqual({
      campusWant: 'Please choose at least one campus.',
      dormWant: 'Please choose at least one dorm.',
      roomTypeWant: 'Please choose at least one room type.',
      moveWhen: 'Please choose when you want to move.',
    });
    expect(Object.keys(wantErrors('DORM', emptyWant()))).toEqual([
      'campusWant',
      'dormWant',
      'roomTypeWant',
      'moveWhen',
    ]);
    expect(wantErrors('PARKING', emptyWant())).toEqual({
      permitCampusWant: 'Please choose the campus you want a permit for.',
      permitTypeWant: 'Please choose the permit type you want.',
      moveWhen: 'Please choose when you want to move.',
    });
    const ok = {
      ...emptyWant(),
      campusWant: ['Busch'],
      dormWant: ['Allen Hall'],
      roomTypeWant: ['Single'],
      moveWhen: 'ASAP',
    };
    expect(wantErrors('DORM', ok)).toEqual({});
    // the limit and sentence the server enforces and serves (GET /health/config): one declaration
    expect(wantErrors('DORM', { ...ok, notes: 'x'.repeat(RULES.notesMaxLength) })).toEqual({});
    expect(wantErrors('DORM', { ...ok, notes: ` ${'x'.repeat(RULES.notesMaxLength)} ` })).toEqual({});
    expect(wantErrors('DORM', { ...ok, notes: 'x'.repeat(RULES.notesMaxLength + 1) })).toEqual({
      notes: RULES.notesMessage,
    });
    expect(RULES.notesMessage).toBe('Notes must be at most 500 characters.');
  });

  it('sends only the fields of the listing type', () => {
    const have = { ...emptyHave('PARKING'), permitCampusNow: 'Busch', permitTypeNow: 'Commuter' };
    const want = {
      ...emptyWant(),
      permitCampusWant: 'Livingston',
      permitTypeWant: 'Resident',
      moveWhen: 'ASAP',
    };
    expect(toListingInput(have, want)).toEqual({
      type: 'PARKING',
      permitNow: 'Busch - Commuter',
      permitWant: 'Livingston - Resident',
      moveWhen: 'ASAP',
      flexible: false,
      notes: '',
    });
    expect(toPreferencesInput('PARKING', want)).toEqual({
      permitWant: 'Livingston - Resident',
      moveWhen: 'ASAP',
      flexible: false,
    });
    const dorm = toListingInput(
      { ...emptyHave('DORM'), campusNow: 'Busch', dormNow: 'Allen Hall', roomTypeNow: 'Single' },
      {
        ...want,
        campusWant: ['Livingston'],
        dormWant: ['Quad I'],
        roomTypeWant: ['Double'],
        notes: '  hi  ',
      },
    );
    expect(dorm).not.toHaveProperty('permitNow');
    expect(dorm).toMatchObject({ campusNow: 'Busch', dormWant: ['Quad I'], notes: 'hi' });
  });

  it('reads a stored listing back into both steps', () => {
    const listing = {
      type: 'PARKING' as const,
      permitNow: 'Cook/Douglass - Resident',
      permitWant: 'Busch - Commuter',
      moveWhen: 'ASAP',
    };
    expect(haveFromListing(listing)).toMatchObject({
      type: 'PARKING',
      permitCampusNow: 'Cook/Douglass',
      permitTypeNow: 'Resident',
    });
    expect(wantFromListing(listing)).toMatchObject({
      permitCampusWant: 'Busch',
      permitTypeWant: 'Commuter',
      flexible: false,
    });
    expect(splitPermit('garbage')).toEqual({ campus: '', permitType: '' });
  });

  it('sends a stored listing back unchanged, every declared field of its type', () => {
    const dorm = {
      type: 'DORM' as const,
      campusNow: 'Busch',
      dormNow: 'Allen Hall',
      roomTypeNow: 'Single',
      campusWant: ['Livingston'],
      dormWant: ['Quad I'],
      roomTypeWant: ['Double'],
      permitNow: null,
      permitWant: null,
      moveWhen: 'ASAP',
      flexible: true,
      notes: 'Quiet floor',
    };
    const { permitNow: _n, permitWant: _w, ...dormInput } = dorm;
    expect(toListingInput(haveFromListing(dorm), wantFromListing(dorm))).toEqual(dormInput);
    const parking = {
      type: 'PARKING' as const,
      campusNow: null,
      campusWant: [],
      permitNow: 'Busch - Commuter',
      permitWant: 'Livingston - Resident',
      moveWhen: 'End of semester',
      flexible: false,
      notes: null,
    };
    expect(toListingInput(haveFromListing(parking), wantFromListing(parking))).toEqual({
      type: 'PARKING',
      permitNow: 'Busch - Commuter',
      permitWant: 'Livingston - Resident',
      moveWhen: 'End of semester',
      flexible: false,
      notes: '',
    });
    expect(toPreferencesInput('DORM', wantFromListing(dorm))).toEqual({
      campusWant: ['Livingston'],
      dormWant: ['Quad I'],
      roomTypeWant: ['Double'],
      moveWhen: 'ASAP',
      flexible: true,
    });
  });

  it('starts both steps empty, one control per declared field', () => {
    expect(emptyHave('PARKING')).toEqual({
      type: 'PARKING',
      campusNow: '',
      dormNow: '',
      roomTypeNow: '',
      permitCampusNow: '',
      permitTypeNow: '',
    });
    expect(emptyWant()).toEqual({
      campusWant: [],
      dormWant: [],
      roomTypeWant: [],
      permitCampusWant: '',
      permitTypeWant: '',
      moveWhen: '',
      flexible: false,
      notes: '',
    });
  });
});

describe('step-1 draft in local storage', () => {
  it('accepts only a well-formed draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('{"type":"BOAT"}')).toBeNull();
    expect(parseDraft('{"type":"DORM","campusNow":"Busch","dormNow":7}')).toEqual({
      ...emptyHave('DORM'),
      campusNow: 'Busch',
    });
  });

  it('keeps a draft field only in the shape its control holds', () => {
    expect(
      parseDraft(
        JSON.stringify({ type: 'PARKING', permitCampusNow: 'Busch', permitTypeNow: ['Resident'], x: 'y' }),
      ),
    ).toEqual({ ...emptyHave('PARKING'), permitCampusNow: 'Busch' });
  });

  it('forgets draft values that are not in the catalog', () => {
    const draft = {
      ...emptyHave('DORM'),
      campusNow: 'Busch',
      dormNow: 'Brett Hall',
      roomTypeNow: 'Penthouse',
    };
    expect(sanitizeHave(draft, catalog)).toEqual({ ...emptyHave('DORM'), campusNow: 'Busch' });
  });
});

describe('helpers', () => {
  it('clears the messages of the fields being fixed', () => {
    const before = { ...emptyWant(), campusWant: [] as string[] };
    const after = { ...before, campusWant: ['Busch'] };
    expect(clearChangedErrors({ campusWant: 'x', moveWhen: 'y' }, before, after)).toEqual({ moveWhen: 'y' });
  });

  it('toggles multi-choice values in catalog order', () => {
    const order = ['College Avenue', 'Busch', 'Livingston'];
    expect(toggleValue(['Livingston'], 'College Avenue', true, order)).toEqual([
      'College Avenue',
      'Livingston',
    ]);
    expect(toggleValue(['Livingston', 'Busch'], 'Livingston', false, order)).toEqual(['Busch']);
  });

  it('puts server field messages on the right step', () => {
    expect(mapServerFields({ dormWant: 'Not a hall of a wanted campus' })).toEqual({
      errors: { dormWant: 'Not a hall of a wanted campus' },
      step: 2,
    });
    expect(mapServerFields({ permitNow: 'Unknown permit' })).toEqual({
      errors: { permitCampusNow: 'Unknown permit' },
      step: 1,
    });
    expect(mapServerFields({ permitWant: 'Unknown permit', notes: 'Too long' })).toEqual({
      errors: { permitCampusWant: 'Unknown permit', notes: 'Too long' },
      step: 2,
    });
  });
});

describe('wantErrors with what the student has (issue 39)', () => {
  it('names a want that is only what the student has, as the server does', () => {
    const have = { ...emptyHave('PARKING'), permitCampusNow: 'Busch', permitTypeNow: 'Commuter' };
    const same = { ...emptyWant(), moveWhen: 'ASAP', permitCampusWant: 'Busch', permitTypeWant: 'Commuter' };
    expect(wantErrors('PARKING', same, have)).toEqual({ permitCampusWant: SAME_AS_HAVE.permitWant });
    expect(wantErrors('PARKING', { ...same, permitTypeWant: 'Resident' }, have)).toEqual({});
    // without what the student has (the preferences form), only the step's own checks
    expect(wantErrors('PARKING', same)).toEqual({});
  });
});
