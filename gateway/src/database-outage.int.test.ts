// PostgreSQL stops and starts while students use the app (issue 9, "faults"): requests during the
// outage fail with the documented 503 body (decisions.md §3, SERVICE_UNAVAILABLE with Retry-After),
// /health/ready reports 503, and once the server is back the same gateway serves again without a
// restart, with every acknowledged write present. The server stopped is a private one started for
// this test (prisma/src/testing/private-postgres.ts), never the shared one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@campus-swap/prisma/database';
import { type PrivatePostgres, startPrivatePostgres } from '@campus-swap/prisma/testing/private-postgres';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  type Student,
} from '@campus-swap/test-support/listing-fixtures';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { type RunningServer, startServer } from './server.ts';

let postgres: PrivatePostgres;
let server: RunningServer;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: postgres.url,
    DATABASE_POOL_SIZE: '4',
    RUN_JOBS: 'false',
  });
  server = await startServer(config, createLogger('silent'));
});
afterAll(async () => {
  await server?.close();
  postgres?.destroy();
});

type Outcome = {
  phase: 'before' | 'down' | 'after';
  status: number;
  body: Record<string, unknown> | null;
  retryAfter: string | null;
};

describe('PostgreSQL stops and starts under load', () => {
  it('answers 503 SERVICE_UNAVAILABLE while it is down and recovers by itself', async () => {
    const { services } = server;
    const students: Student[] = [];
    for (let i = 0; i < 4; i++) students.push(await createStudent(services));

    let phase: Outcome['phase'] = 'before';
    const outcomes: Outcome[] = [];
    /** per student: the notes of the last save the gateway acknowledged */
    const acknowledged = new Map<string, string>();
    const deadline = Date.now() + 30_000;
    let stop = false;
    const student = async (s: Student) => {
      // bounded: at most 2,000 iterations and 30 s
      for (let i = 0; i < 2_000 && !stop && Date.now() < deadline; i++) {
        const notes = `save ${i}`;
        const save = i % 2 === 0;
        const res = await fetch(`${server.url}${save ? '/api/listings' : '/api/matches'}`, {
          method: save ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
          ...(save ? { body: JSON.stringify({ ...DORM_BUSCH_WANTS_LIVI, notes }) } : {}),
        });
        const text = await res.text();
        const outcome: Outcome = {
          phase,
          status: res.status,
          body: text ? JSON.parse(text) : null,
          retryAfter: res.headers.get('retry-after'),
        };
        outcomes.push(outcome);
        if (save && res.status === 200) acknowledged.set(s.user.id, notes);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const load = Promise.all(students.map(student));

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    postgres.stop();
    phase = 'down';
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const readyWhileDown = await fetch(`${server.url}/health/ready`);
    expect(readyWhileDown.status).toBe(503);
    expect(await readyWhileDown.json()).toMatchObject({ status: 'unavailable', code: 'SERVICE_UNAVAILABLE' });
    postgres.start();
    phase = 'after';
    // recovers by itself: ready again within 15 s, without restarting the gateway
    let ready = 0;
    for (let i = 0; i < 150 && ready !== 200; i++) {
      ready = (await fetch(`${server.url}/health/ready`)).status;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stop = true;
    await load;

    const down = outcomes.filter((o) => o.phase === 'down');
    expect(outcomes.filter((o) => o.phase === 'before').every((o) => o.status === 200)).toBe(true);
    expect(down.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    // every failure is the documented 503 (never a 500, a stack trace or a hung request)
    for (const o of outcomes.filter((o) => o.status !== 200)) {
      expect(o.status).toBe(503);
      expect(o.retryAfter).toBe('5');
      expect(o.body).toEqual({
        error: expect.any(String),
        code: 'SERVICE_UNAVAILABLE',
        requestId: expect.any(String),
      });
    }
    // after the restart, the last requests of every student succeed again
    const tail = outcomes.filter((o) => o.phase === 'after').slice(-students.length * 4);
    expect(tail.length).toBeGreaterThan(0);
    expect(tail.every((o) => o.status === 200)).toBe(true);

    // every acknowledged save is in the database, read through a connection of its own
    const check = await openDatabase({ kind: 'postgresql', url: postgres.url, poolSize: 1 });
    try {
      for (const s of students) {
        const listing = await check.prisma.listing.findUnique({ where: { userId: s.user.id } });
        expect(listing?.notes).toBe(acknowledged.get(s.user.id));
      }
    } finally {
      await check.close();
    }
  });
});
