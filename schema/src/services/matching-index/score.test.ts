import { describe, expect, it } from 'vitest';
import { dormListing, dormRow, parkingRow, reverseDorm } from '@campus-swap/test-support/listings';
import {
  category,
  compareCards,
  evaluate,
  FIT_WEIGHTS,
  fit,
  FULL_FIT_TENTHS,
  fitTenths,
  type MatchableListing,
  type Ranked,
  score,
  timingPenalty,
  why,
} from './score.ts';

// The fixtures' stored rows (test-support/src/listings.ts), with each test's changes on top.
const dorm = (overrides: Partial<MatchableListing> = {}): MatchableListing => ({
  ...dormRow(),
  ...overrides,
});
const parking = (
  permitNow: string,
  permitWant: string,
  overrides: Partial<MatchableListing> = {},
): MatchableListing => ({ ...parkingRow({ permitNow, permitWant }), ...overrides });

// B has Livingston / Quad I / Double, which is exactly what A wants.
const B_FULL = dorm(reverseDorm(dormListing()));

describe('DORM fit: every combination of the three terms', () => {
  const a = dorm();
  const cases: [boolean, boolean, boolean, number][] = [
    [false, false, false, 0],
    [true, false, false, 4],
    [false, true, false, 4],
    [false, false, true, 2],
    [true, true, false, 8],
    [true, false, true, 6],
    [false, true, true, 6],
    [true, true, true, 10],
  ];
  for (const [campus, hall, room, tenths] of cases) {
    it(`campus ${campus}, hall ${hall}, room ${room} -> ${tenths / 10}`, () => {
      const b = dorm({
        campusNow: campus ? 'Livingston' : 'College Avenue',
        dormNow: hall ? 'Quad I' : 'Brett Hall',
        roomTypeNow: room ? 'Double' : 'Single',
      });
      expect(fitTenths(a, b)).toBe(tenths);
      expect(fit(a, b)).toBeCloseTo(tenths / 10, 10);
    });
  }

  it('checks membership in every wanted value, not just the first', () => {
    const a2 = dorm({
      campusWant: ['Busch', 'Livingston'],
      dormWant: ['Allen Hall', 'Quad I'],
      roomTypeWant: ['Single', 'Double'],
    });
    expect(fitTenths(a2, B_FULL)).toBe(10);
  });

  it('a hall in dormWant counts even when its campus is not matched by B (terms are independent)', () => {
    // B's dormNow is wanted, its campusNow is not (not a real combination, but the terms are separate)
    const b = dorm({ campusNow: 'Busch', dormNow: 'Quad I', roomTypeNow: 'Single' });
    expect(fitTenths(dorm(), b)).toBe(4);
  });

  it('null "now" fields never match', () => {
    expect(fitTenths(dorm(), dorm({ campusNow: null, dormNow: null, roomTypeNow: null }))).toBe(0);
  });

  it('different types never fit', () => {
    expect(fitTenths(dorm(), parking('Busch - Resident', 'Busch - Resident'))).toBe(0);
    expect(evaluate(dorm(), parking('Busch - Resident', 'Busch - Resident'))).toBeNull();
  });
});

describe('PARKING fit: campus 0.6, permit type 0.4', () => {
  const a = parking('Busch - Commuter', 'Livingston - Resident');
  it.each([
    ['Livingston - Resident', 10],
    ['Livingston - Commuter', 6],
    ['Busch - Resident', 4],
    ['Busch - Commuter', 0],
  ])('B has %s -> %d tenths', (permitNow, tenths) => {
    expect(fitTenths(a, parking(permitNow, 'Busch - Commuter'))).toBe(tenths);
  });

  it('campuses with a space and a slash parse ("Cook/Douglass", "College Avenue")', () => {
    const x = parking('Cook/Douglass - Resident', 'College Avenue - Commuter');
    const y = parking('College Avenue - Commuter', 'Cook/Douglass - Resident');
    expect(fitTenths(x, y)).toBe(10);
    expect(fitTenths(y, x)).toBe(10);
  });

  it('a missing or malformed permit never fits', () => {
    expect(fitTenths(parking('Busch - Commuter', 'nonsense'), parking('Busch - Commuter', 'x'))).toBe(0);
    expect(fitTenths(a, { ...parking('x', 'y'), permitNow: null })).toBe(0);
    expect(fitTenths({ ...a, permitWant: null }, parking('Livingston - Resident', 'y'))).toBe(0);
  });
});

describe('the weight table', () => {
  it('gives each type a full fit of exactly 1 (10 tenths), so an exact reverse is reachable', () => {
    for (const w of Object.values(FIT_WEIGHTS)) expect(w.campus + w.hall + w.room).toBe(FULL_FIT_TENTHS);
  });
});

describe('score', () => {
  it('is round(100·(fitAB + fitBA)/2) and symmetric', () => {
    const a = dorm();
    // fit(A,B) = 0.4 (campus), fit(B,A) = 0.4 + 0.2 = 0.6 -> 50
    const b = dorm({
      campusNow: 'Livingston',
      dormNow: 'Brett Hall',
      roomTypeNow: 'Single',
      campusWant: ['Busch'],
      roomTypeWant: ['Suite'],
      dormWant: ['Allen Hall'],
    });
    expect(fit(a, b)).toBeCloseTo(0.4);
    expect(fit(b, a)).toBeCloseTo(0.6);
    expect(score(a, b)).toBe(50);
    expect(score(b, a)).toBe(50);
  });

  it('an exact reverse scores 100', () => {
    expect(score(dorm(), B_FULL)).toBe(100);
  });

  it('odd tenth sums give whole numbers (0.2 + 0.4 -> 30; 0.2 + 0 -> 10)', () => {
    const b = dorm({
      campusNow: 'Busch',
      dormNow: 'Brett Hall',
      roomTypeNow: 'Double',
      campusWant: ['Busch'],
      dormWant: [],
      roomTypeWant: [],
    });
    expect(fitTenths(dorm(), b)).toBe(2);
    expect(fitTenths(b, dorm())).toBe(4);
    expect(score(dorm(), b)).toBe(30);
    const c = dorm({
      campusNow: 'Busch',
      dormNow: 'Brett Hall',
      roomTypeNow: 'Double',
      campusWant: [],
      dormWant: [],
      roomTypeWant: [],
    });
    expect(score(dorm(), c)).toBe(10);
  });

  describe('timing penalty', () => {
    it('none when the timings are equal', () => {
      expect(timingPenalty(dorm(), dorm())).toBe(0);
      expect(score(dorm(), B_FULL)).toBe(100);
    });
    it('10 when the timings differ and neither side is flexible', () => {
      const b = { ...B_FULL, moveWhen: 'Next Semester' };
      expect(timingPenalty(dorm(), b)).toBe(10);
      expect(score(dorm(), b)).toBe(90);
      expect(score(b, dorm())).toBe(90);
    });
    it('none when A has flexible: true', () => {
      expect(score(dorm({ flexible: true }), { ...B_FULL, moveWhen: 'Next Semester' })).toBe(100);
    });
    it('none when B has flexible: true', () => {
      expect(score(dorm(), { ...B_FULL, moveWhen: 'Next Semester', flexible: true })).toBe(100);
    });
    it("none when A's timing is 'Flexible'", () => {
      expect(score(dorm({ moveWhen: 'Flexible' }), { ...B_FULL, moveWhen: 'Next Semester' })).toBe(100);
    });
    it("none when B's timing is 'Flexible'", () => {
      expect(score(dorm(), { ...B_FULL, moveWhen: 'Flexible' })).toBe(100);
    });
    it('never takes the score below 0', () => {
      const b = dorm({
        campusNow: 'Busch',
        dormNow: 'Brett Hall',
        roomTypeNow: 'Single',
        campusWant: [],
        dormWant: [],
        roomTypeWant: [],
        moveWhen: 'Next Semester',
      });
      expect(fitTenths(dorm(), b) + fitTenths(b, dorm())).toBe(0);
      expect(score(dorm(), b)).toBe(0);
      // 0.2 one way only -> 10 - 10 = 0: no card
      const c = { ...b, roomTypeNow: 'Double' };
      expect(score(dorm(), c)).toBe(0);
      expect(evaluate(dorm(), c)).toBeNull();
    });
  });
});

describe('why', () => {
  it('exactReverse needs both fits to be 1', () => {
    expect(why(dorm(), B_FULL).exactReverse).toBe(true);
    expect(why(dorm(), { ...B_FULL, roomTypeWant: ['Single'] }).exactReverse).toBe(false); // fit(B,A) = 0.8
    expect(why(dorm(), { ...B_FULL, roomTypeNow: 'Single' }).exactReverse).toBe(false); // fit(A,B) = 0.8
  });
  it('exactReverse ignores the timing penalty', () => {
    const b = { ...B_FULL, moveWhen: 'Next Semester' };
    expect(why(dorm(), b).exactReverse).toBe(true);
    expect(score(dorm(), b)).toBe(90);
  });
  it('sameDormOrLot: same dormNow (DORM)', () => {
    expect(why(dorm(), dorm()).sameDormOrLot).toBe(true);
    expect(why(dorm(), dorm({ dormNow: 'Allen Hall' })).sameDormOrLot).toBe(false);
    expect(why(dorm({ dormNow: null }), dorm({ dormNow: null })).sameDormOrLot).toBe(false);
  });
  it('sameDormOrLot: same permitNow (PARKING)', () => {
    expect(why(parking('Busch - Resident', 'x'), parking('Busch - Resident', 'y')).sameDormOrLot).toBe(true);
    expect(why(parking('Busch - Resident', 'x'), parking('Busch - Commuter', 'y')).sameDormOrLot).toBe(false);
  });
  it('sameCampus: same campusNow (DORM)', () => {
    expect(why(dorm(), dorm({ dormNow: 'Allen Hall' })).sameCampus).toBe(true);
    expect(why(dorm(), B_FULL).sameCampus).toBe(false);
    expect(why(dorm({ campusNow: null }), dorm({ campusNow: null })).sameCampus).toBe(false);
  });
  it('sameCampus: campus of permitNow (PARKING)', () => {
    expect(why(parking('Busch - Resident', 'x'), parking('Busch - Commuter', 'y')).sameCampus).toBe(true);
    expect(why(parking('Busch - Resident', 'x'), parking('Livingston - Resident', 'y')).sameCampus).toBe(
      false,
    );
    expect(why(parking('bad', 'x'), parking('bad', 'y')).sameCampus).toBe(false);
  });
});

describe('category', () => {
  it.each([
    [100, 'PREFERENCE'],
    [70, 'PREFERENCE'],
    [69, 'OTHER'],
    [1, 'OTHER'],
    [0, null],
  ])('%d -> %s', (value, expected) => {
    expect(category(value)).toBe(expected);
  });
});

describe('compareCards', () => {
  const base: Ranked = { id: 'b', score: 80, category: 'PREFERENCE', exactReverse: false, createdAt: 1000 };
  const sorted = (items: Ranked[]) => [...items].sort(compareCards).map((c) => c.id);

  it('preference before other, even with a lower score... (scores cannot cross 70, but the rule is by category)', () => {
    expect(
      sorted([
        { ...base, id: 'o', category: 'OTHER', score: 60 },
        { ...base, id: 'p' },
      ]),
    ).toEqual(['p', 'o']);
  });
  it('exact reverse first within a category, whatever the score', () => {
    expect(
      sorted([
        { ...base, id: 'hi', score: 100 },
        { ...base, id: 'er', score: 90, exactReverse: true },
      ]),
    ).toEqual(['er', 'hi']);
  });
  it('score descending', () => {
    expect(
      sorted([
        { ...base, id: 'lo', score: 70 },
        { ...base, id: 'hi', score: 90 },
      ]),
    ).toEqual(['hi', 'lo']);
  });
  it('newest first on equal score (Date or epoch ms)', () => {
    expect(
      sorted([
        { ...base, id: 'old', createdAt: new Date(1000) },
        { ...base, id: 'new', createdAt: new Date(2000) },
      ]),
    ).toEqual(['new', 'old']);
  });
  it('id breaks a full tie, so the order is total', () => {
    expect(
      sorted([
        { ...base, id: 'z' },
        { ...base, id: 'a' },
      ]),
    ).toEqual(['a', 'z']);
    expect(compareCards(base, { ...base })).toBe(0);
  });
  it('all levels together', () => {
    const items: Ranked[] = [
      { id: '1', category: 'OTHER', exactReverse: false, score: 60, createdAt: 5 },
      { id: '2', category: 'PREFERENCE', exactReverse: false, score: 70, createdAt: 5 },
      { id: '3', category: 'PREFERENCE', exactReverse: true, score: 90, createdAt: 1 },
      { id: '4', category: 'PREFERENCE', exactReverse: false, score: 90, createdAt: 2 },
      { id: '5', category: 'PREFERENCE', exactReverse: false, score: 90, createdAt: 3 },
      { id: '6', category: 'OTHER', exactReverse: false, score: 65, createdAt: 1 },
    ];
    expect(sorted(items)).toEqual(['3', '5', '4', '2', '6', '1']);
  });
});

describe('evaluate', () => {
  it('gives score, category and why together', () => {
    expect(evaluate(dorm(), B_FULL)).toEqual({
      score: 100,
      category: 'PREFERENCE',
      why: { exactReverse: true, sameDormOrLot: false, sameCampus: false },
    });
    const other = evaluate(
      parking('Busch - Commuter', 'Livingston - Resident'),
      parking('Busch - Resident', 'Busch - Resident'),
    );
    // fit(A,B) = 0.4 (type), fit(B,A) = 0.6 (campus) -> 50
    expect(other).toEqual({
      score: 50,
      category: 'OTHER',
      why: { exactReverse: false, sameDormOrLot: false, sameCampus: true },
    });
  });
});
