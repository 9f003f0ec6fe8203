// The desk's page arguments and cursors (ADR 297): sizes 1 to 50, and only a cursor the list gave.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { auditSentence } from './audit-log.ts';
import { decodeCursor, encodeCursor, PAGE_DEFAULT, pageOf, pageSize } from './desk-pages.ts';

const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? [error.code, Object.keys(error.fields ?? {})] : error;
  }
  return 'accepted';
};

describe('desk pages', () => {
  it('take 1 to 50 items, 20 when not asked', () => {
    expect([pageSize(undefined), pageSize(null), pageSize(1), pageSize(50)]).toEqual([
      PAGE_DEFAULT,
      PAGE_DEFAULT,
      1,
      50,
    ]);
    for (const first of [0, 51, -1, 2.5])
      expect(refused(() => pageSize(first))).toEqual(['VALIDATION_FAILED', ['first']]);
  });

  it('read back the cursors they give, and refuse any other text', () => {
    const key = { at: new Date('2026-11-28T10:00:00.000Z'), id: 'a0000000-0000-4000-8000-000000000000' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    expect(decodeCursor(encodeCursor({ ...key, n: 3 }))).toEqual({ ...key, n: 3 });
    expect(decodeCursor(undefined)).toBeNull();
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    for (const after of ['nope', forged, Buffer.from('[1,2,3,4]').toString('base64url')])
      expect(refused(() => decodeCursor(after))).toEqual(['VALIDATION_FAILED', ['after']]);
  });

  it('give a next cursor only when a row beyond the page was read', () => {
    const rows = [1, 2, 3].map((n) => ({ n, at: new Date(n * 1000), id: `r${n}` }));
    const key = (row: (typeof rows)[number]) => ({ at: row.at, id: row.id });
    expect(pageOf(rows, 2, 3, key, (row) => row.n)).toMatchObject({ items: [1, 2], total: 3 });
    expect(decodeCursor(pageOf(rows, 2, 3, key, (row) => row.n).nextCursor)).toEqual(key(rows[1]!));
    expect(pageOf(rows, 3, 3, key, (row) => row.n).nextCursor).toBeNull();
  });
});

describe('audit sentences', () => {
  const dorm = { type: 'DORM', campusNow: 'Busch', dormNow: 'Allen Hall', permitNow: null } as const;
  it('name the staff member, what they did, to whom, and why, in words', () => {
    expect(auditSentence({ action: 'SUSPEND', reason: 'Spam.' }, 'Cara', 'Fay Fox', null)).toBe(
      'Cara (staff) suspended Fay Fox: Spam.',
    );
    expect(auditSentence({ action: 'HIDE_LISTING', reason: 'Fake.' }, 'Cara', 'Dana Diaz', dorm)).toBe(
      "Cara (staff) hid Dana Diaz's dorm listing (Busch · Allen Hall): Fake.",
    );
    expect(auditSentence({ action: 'RESTORE_LISTING', reason: 'Ok.' }, 'Cara', 'Dana Diaz', null)).toBe(
      "Cara (staff) restored Dana Diaz's listing (since deleted): Ok.",
    );
  });
});
