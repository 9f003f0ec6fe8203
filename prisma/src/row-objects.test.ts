import { describe, expect, it } from 'vitest';
import { rowObjects } from './row-objects.ts';

describe('rowObjects', () => {
  it('builds one object per row, keyed by the column names, values as they came', () => {
    const when = new Date();
    const rows = rowObjects<Record<string, unknown>>(
      [{ name: 'id' }, { name: 'campusWant' }, { name: 'createdAt' }, { name: 'notes' }],
      [
        ['a', ['Busch'], when, null],
        ['b', [], when, 'quiet'],
      ],
    );
    expect(rows).toEqual([
      { id: 'a', campusWant: ['Busch'], createdAt: when, notes: null },
      { id: 'b', campusWant: [], createdAt: when, notes: 'quiet' },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'campusWant', 'createdAt', 'notes']);
    expect(rowObjects([{ name: 'x' }], [])).toEqual([]);
  });

  it('takes any column name as a name, never as code, and keeps the last of two alike', () => {
    const names = ['"; throw new Error("x"); "', 'a\\b', '__proto__', 'n', 'n'];
    const [row] = rowObjects<Record<string, unknown>>(
      names.map((name) => ({ name })),
      [[1, 2, 3, 4, 5]],
    );
    expect(row!['"; throw new Error("x"); "']).toBe(1);
    expect(row!['a\\b']).toBe(2);
    expect(row!.n).toBe(5);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(3);
  });
});
