// The one outbox loop's order within a batch (ADR 247): rows of one queue (one student's emails) are
// worked one after the other in the batch's order, whatever each send takes, while other queues run
// beside them. The claim is the database's part (outbox.int tests); here a stand-in answers it.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { describe, expect, it } from 'vitest';
import { drainOutbox } from './outbox.ts';

type Row = { id: string; student: string };

/** A client whose claim hands out `rows` once, then nothing. */
function claimingOnce(rows: Row[]): PrismaClient {
  let claimed = false;
  const $queryRaw = async () => {
    if (claimed) return [];
    claimed = true;
    return rows.map(({ id }) => ({ id }));
  };
  return { $queryRaw } as unknown as PrismaClient;
}

const table = {
  table: 'NotificationOutbox',
  claimSeconds: 60,
  order: ['availableAt'],
  concurrency: 8,
  outcomes: ['sent'],
} as const;

describe('drainOutbox', () => {
  // the first row's send is the slowest: without queues, the later rows of its student would finish first
  const rows: Row[] = [
    { id: 'a1', student: 'alice' },
    { id: 'b1', student: 'bea' },
    { id: 'a2', student: 'alice' },
    { id: 'a3', student: 'alice' },
  ];
  const delays: Record<string, number> = { a1: 30, b1: 5, a2: 10, a3: 1 };

  async function drain(queueOf?: (row: Row) => string) {
    const timeline: string[] = [];
    const finished: string[] = [];
    const report = await drainOutbox(
      claimingOnce(rows),
      { ...table, queueOf },
      { now: new Date() },
      async (ids) => rows.filter((row) => ids.includes(row.id)),
      async (row) => {
        timeline.push(`start ${row.id}`);
        await new Promise((resolve) => setTimeout(resolve, delays[row.id]));
        finished.push(row.id);
        timeline.push(`end ${row.id}`);
        return 'sent' as const;
      },
    );
    return { timeline, finished, report };
  }

  it('works one queue’s rows in the batch’s order, each after the one before has settled', async () => {
    const { timeline, finished, report } = await drain((row) => row.student);
    expect(report).toEqual({ sent: 4 });
    expect(finished.filter((id) => id.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    // alice's second row starts only after her first finished, and bea's did not wait for alice
    expect(timeline.indexOf('start a2')).toBeGreaterThan(timeline.indexOf('end a1'));
    expect(timeline.indexOf('start a3')).toBeGreaterThan(timeline.indexOf('end a2'));
    expect(timeline.indexOf('end b1')).toBeLessThan(timeline.indexOf('end a1'));
  });

  it('without queues, every row is in flight at once (a slow first send finishes last)', async () => {
    const { finished, report } = await drain();
    expect(report).toEqual({ sent: 4 });
    expect(finished.at(-1)).toBe('a1');
  });
});
