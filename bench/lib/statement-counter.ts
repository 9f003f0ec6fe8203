// Database work counted at the driver (issue 22): every statement this process sends through
// node-postgres, and the transactions they make (a statement outside BEGIN … COMMIT is a transaction
// of its own), leaving out the LISTEN connections (ADR 035, 150). Exact and immediate, unlike
// pg_stat_database, whose counters arrive when a backend flushes them. For the benchmark and the
// budget test (gateway/src/database-budget.int.test.ts).
import pg from 'pg';

export type StatementCounter = ReturnType<typeof countStatements>;

/** Counts what the pooled connections send (the LISTEN connections' heartbeats are left out). */
export function countStatements() {
  const original = pg.Client.prototype.query;
  const open = new WeakSet<object>();
  const counts = { statements: 0, transactions: 0 };
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query() has many overloads
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    const name = (this as unknown as { connectionParameters?: { application_name?: string } })
      .connectionParameters?.application_name;
    if (!name?.startsWith('campus-swap-listen')) {
      const text = String(typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? ''))
        .trim()
        .toUpperCase();
      counts.statements++;
      if (text.startsWith('BEGIN')) {
        open.add(this);
        counts.transactions++;
      } else if (text.startsWith('COMMIT') || text.startsWith('ROLLBACK')) open.delete(this);
      else if (!open.has(this)) counts.transactions++;
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    /** the statements and transactions `work` caused */
    async during(work: () => Promise<unknown>): Promise<{ statements: number; transactions: number }> {
      const before = { ...counts };
      await work();
      return {
        statements: counts.statements - before.statements,
        transactions: counts.transactions - before.transactions,
      };
    },
    restore: () => {
      pg.Client.prototype.query = original;
    },
  };
}
