// The one outbox loop (issue 26, docs/decisions/247-duplicates-of-product-logic.md): the sign-in code
// mails (code-mail.ts, ADR 217) and the notifications (delivery/worker.ts, ADR 050) are both
// rows claimed with one UPDATE over rows picked FOR UPDATE SKIP LOCKED (two processes never hold the
// same row, and an expired claim, a process that died mid-send, is taken again), worked a few at a
// time, and settled only by the claim that holds them. What a row means and when it is given up stay
// with each outbox.
import { Prisma, type PrismaClient } from '@campus-swap/prisma/client';

/** A claimed row: its id and the claim's end, which settling checks (a stale claim settles nothing). */
export type Claimed = { id: string; until: Date };

/** An outbox table: its name, how long a claim holds, and which due rows go first. */
export type OutboxTable = {
  table: 'CodeMail' | 'NotificationOutbox';
  claimSeconds: number;
  /** the ORDER BY columns of the due rows */
  order: readonly string[];
};

export type DrainOptions = { batch?: number; maxBatches?: number };

const ts = (date: Date) => date.toISOString();

/** A failure's text as kept in `lastError`. */
export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Claims up to `batch` due rows until now + claimSeconds, counting an attempt on each. */
export async function claimDue(
  prisma: PrismaClient,
  outbox: OutboxTable,
  now: Date,
  batch: number,
): Promise<Claimed[]> {
  const until = new Date(now.getTime() + outbox.claimSeconds * 1000);
  // names from the fixed OutboxTable values only; timestamps travel as ISO text and are cast (the
  // columns are UTC `timestamp(3)` without a zone)
  const table = Prisma.raw(`"${outbox.table}"`);
  const order = Prisma.raw(outbox.order.map((column) => `"${column}"`).join(', '));
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE ${table} SET "lockedUntil" = ${ts(until)}::timestamp(3), "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM ${table}
      WHERE "status" = 'PENDING' AND "availableAt" <= ${ts(now)}::timestamp(3)
        AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${ts(now)}::timestamp(3))
      ORDER BY ${order}
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows.map((row) => ({ id: row.id, until }));
}

/** Splits a batch into queues by `queueOf`, each in the batch's order; no key, one queue a row. */
function queuesOf<Row extends { id: string }>(rows: Row[], queueOf?: (row: Row) => string): Row[][] {
  const queues = new Map<string, Row[]>();
  for (const row of rows) {
    const key = queueOf?.(row) ?? row.id;
    const queue = queues.get(key);
    if (queue) queue.push(row);
    else queues.set(key, [row]);
  }
  return [...queues.values()];
}

/**
 * Works what is due at `now`, batch by batch, until nothing is due (or `maxBatches` ran): `load`
 * reads a batch's rows, `work` sends one and settles it, answering its outcome, which is counted.
 * `concurrency` queues are in flight at once, so one slow send holds one slot until its timeout while
 * the others go on (issue 28, ADR 219). Rows of one queue (`queueOf`, e.g. one student's emails) go
 * one after the other in the batch's order, so the oldest of them takes a daily allowance first.
 */
export async function drainOutbox<Row extends { id: string }, Outcome extends string>(
  prisma: PrismaClient,
  outbox: OutboxTable & {
    concurrency: number;
    outcomes: readonly Outcome[];
    queueOf?: (row: Row) => string;
  },
  { now, ...options }: DrainOptions & { now: Date },
  load: (ids: string[]) => Promise<Row[]>,
  work: (row: Row, claim: Claimed) => Promise<Outcome>,
): Promise<Record<Outcome, number>> {
  const report = Object.fromEntries(outbox.outcomes.map((o) => [o, 0])) as Record<Outcome, number>;
  for (let round = 0; round < (options.maxBatches ?? 10); round++) {
    const claimed = await claimDue(prisma, outbox, now, options.batch ?? 20);
    if (claimed.length === 0) break;
    const queues = queuesOf(await load(claimed.map((c) => c.id)), outbox.queueOf);
    let next = 0;
    const lane = async () => {
      while (next < queues.length) {
        for (const row of queues[next++]!) report[await work(row, claimed.find((c) => c.id === row.id)!)]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(outbox.concurrency, queues.length) }, lane));
  }
  return report;
}
