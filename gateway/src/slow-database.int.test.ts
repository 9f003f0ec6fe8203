// A slow database (issue 28, ADR 218): a second connection holds an ACCESS EXCLUSIVE lock on the
// listings table while students save listings, more at once than the pool has connections. The
// statement timeout ends the statements stuck behind the lock and the pool-wait timeout the requests
// queued for a connection, so every request answers the documented 503 with Retry-After while the
// lock is still held (before this, they waited for as long as the lock: the test would hang), reads
// that need no listing go on, and everything works again by itself once the lock is gone, with every
// acknowledged write kept and no refused one applied. On a private PostgreSQL server.
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '@campus-swap/prisma/testing/private-postgres';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  type Student,
} from '@campus-swap/test-support/listing-fixtures';
import { loadConfig } from './config.ts';
import { type RunningServer, startServer } from './server.ts';

let postgres: PrivatePostgres;
let server: RunningServer;
const logLines: string[] = [];

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: postgres.url,
    DATABASE_POOL_SIZE: '3',
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    DATABASE_POOL_WAIT_MS: '1000',
    RUN_JOBS: 'false',
  });
  const log = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
  server = await startServer(config, log);
});
afterAll(async () => {
  await server?.close();
  postgres?.destroy();
});

type Answer = { status: number; body: Record<string, unknown> | null; retryAfter: string | null };

async function save(student: Student, notes: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api/listings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...DORM_BUSCH_WANTS_LIVI, notes }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : null,
    retryAfter: res.headers.get('retry-after'),
  };
}

describe('a lock held on the listings table under load', () => {
  it('answers 503 with Retry-After while it is held, keeps other reads going, and recovers by itself', async () => {
    const students: Student[] = [];
    for (let i = 0; i < 6; i++) students.push(await createStudent(server.services));
    for (const s of students) expect((await save(s, 'before')).status).toBe(200);

    const locker = new pg.Client({ connectionString: postgres.url });
    await locker.connect();
    let answered: Answer[];
    let meWhileLocked: number;
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE "Listing" IN ACCESS EXCLUSIVE MODE');
      // 18 saves at once on 3 connections: some wait behind the lock, the rest for a connection
      answered = await Promise.all(students.flatMap((s) => [1, 2, 3].map((n) => save(s, `during ${n}`))));
      // a read that needs no listing still answers while the lock is held
      meWhileLocked = (
        await fetch(`${server.url}/api/auth/me`, {
          headers: { authorization: `Bearer ${students[0]!.token}` },
        })
      ).status;
    } finally {
      // only now is the lock released: every answer above came while it was held
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
    expect(meWhileLocked).toBe(200);
    expect(answered).toHaveLength(18);
    for (const answer of answered) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(answer.body).toEqual({
        error: expect.any(String),
        code: 'SERVICE_UNAVAILABLE',
        requestId: expect.any(String),
      });
    }
    // the log says what was unavailable, and why
    expect(logLines.some((line) => line.includes('"unavailable":"database statement timeout"'))).toBe(true);
    expect(logLines.some((line) => line.includes('database unreachable'))).toBe(false);

    // nothing refused was applied
    for (const s of students) {
      const listing = await server.db.prisma.listing.findUnique({ where: { userId: s.user.id } });
      expect(listing?.notes).toBe('before');
    }
    // recovered without a restart: every save goes through and is kept
    for (const s of students) expect((await save(s, 'after')).status).toBe(200);
    for (const s of students) {
      const listing = await server.db.prisma.listing.findUnique({ where: { userId: s.user.id } });
      expect(listing?.notes).toBe('after');
    }
  });
});
