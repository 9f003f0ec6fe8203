// The committed migrations are numbered once each and listed in the order they landed
// (docs/decisions/192-migration-order.md); the runner applies them by number.
import { describe, expect, it } from 'vitest';
import { landingOrder, nextNumber, orderProblems } from './migration-order.ts';
import { listMigrations } from './migrations.ts';

describe('migration order', () => {
  it('the committed migrations are numbered once each and all listed in landing-order.txt', () => {
    const names = listMigrations().map((m) => m.name);
    expect(orderProblems(names, landingOrder())).toEqual([]);
    // the runner's order is the numbers' order
    expect(names).toEqual([...names].sort((a, b) => Number(a.slice(0, 4)) - Number(b.slice(0, 4))));
  });

  it('names an unlisted migration, a listed one without a folder, a taken number and a bad name', () => {
    const landed = ['0001_init', '0011_notifications', '0009_listing_change_notify'];
    expect(orderProblems([...landed].sort(), landed)).toEqual([]);
    expect(orderProblems([...landed, '0013_new'].sort(), landed)).toEqual([
      '0013_new: append it to prisma/migrations/landing-order.txt (the order they land on main)',
    ]);
    expect(orderProblems(['0001_init'], ['0001_init', '0002_gone', '0001_init'])).toEqual([
      '0002_gone: in landing-order.txt but no such folder',
      '0001_init: twice in landing-order.txt',
    ]);
    expect(
      orderProblems(['0001_a', '0001_b', '0002_Bad-Name'], ['0001_a', '0001_b', '0002_Bad-Name']),
    ).toEqual(['0002_Bad-Name: not NNNN_lower_case_name', '0001_b: number 1 is taken twice']);
  });

  it('a new migration takes the number after the highest, not after the count', () => {
    expect(nextNumber(['0001_init', '0009_x', '0010_y', '0011_z'])).toBe('0012');
    expect(nextNumber([])).toBe('0001');
  });
});
