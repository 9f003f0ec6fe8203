// The driver's read transaction (ADR 275) when PostgreSQL ends its connection between two statements
// (a restart, an administrator's pg_terminate_backend): the read fails, as a lost connection does
// (unavailable.ts answers it 503), and the process goes on. A checked-out node-postgres client has no
// listener of the pool's, so without one of the transaction's the 'error' event nobody hears ends
// the process; vitest reports that as an uncaught exception and fails the run (CI's exit 1 on f96a642,
// gateway/src/database-outage.int.test.ts). The server is a throwaway database (a private server on
// the PGlite layer), never a connection another test uses.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolReadTransaction, type ReadTransaction } from './read-transaction.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from './testing/throwaway-postgres.ts';

let database: ThrowawayPostgres;
let pool: pg.Pool;
let admin: pg.Client;
let read: ReadTransaction;

beforeAll(async () => {
  database = await createThrowawayPostgres();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => {}); // as prisma/src/database.ts: an idle connection's end is not the process's
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  read = poolReadTransaction(pool);
});
afterAll(async () => {
  await admin?.end();
  await pool?.end();
  await database?.drop();
});

/** Ends the backend `pid` and waits until the client has had PostgreSQL's FATAL message. */
async function terminate(pid: number): Promise<void> {
  await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
    if (rows.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // the FATAL message crosses the loopback socket after the backend is gone from pg_stat_activity
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('a read transaction whose connection PostgreSQL ends between two statements', () => {
  it('fails that read, gives up the connection, and the next read gets a new one', async () => {
    let firstPid = 0;
    let secondStatementRan = false;
    await expect(
      read(async (query) => {
        const [row] = await query<{ pid: number }>('SELECT pg_backend_pid() AS pid', []);
        firstPid = row!.pid;
        await terminate(firstPid);
        await query('SELECT 1 AS n', []);
        secondStatementRan = true;
      }),
    ).rejects.toThrow(/terminat|connection/i);
    expect(firstPid).toBeGreaterThan(0);
    expect(secondStatementRan).toBe(false);

    const [after] = await read((query) => query<{ pid: number }>('SELECT pg_backend_pid() AS pid', []));
    expect(after!.pid).not.toBe(firstPid);
    // the lost connection left the pool: only the new one is in it
    expect(pool.totalCount).toBe(1);
  });
});
