// A campus NAT puts hundreds of students behind one address (issue 9, ADR 031): signed-in requests are
// limited per student, so 300 students on one IP all get through, while one abusive student and one
// abusive signed-out client on that same IP are each stopped with 429 + Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { createSession } from '@campus-swap/schema/services/sessions';
import { SIGNED_IN_LIMIT, SIGNED_OUT_LIMIT } from './http/rate-limit.ts';

const STUDENTS = 300;
const REQUESTS_EACH = 5;
const ABUSER = STUDENTS; // one more student, silent in the first test

let server: RunningServer;
let tokens: string[];

beforeAll(async () => {
  // no TRUST_PROXY: every request's address is 127.0.0.1, one NAT for everyone
  server = await startInProcessGateway();
  const prisma = server.db.prisma;
  await prisma.user.createMany({
    data: Array.from({ length: STUDENTS + 1 }, (_, i) => ({
      email: `nat${String(i).padStart(3, '0')}@rutgers.edu`,
      name: `Student ${i}`,
      age: 20,
      year: 'junior',
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date(),
    })),
  });
  const users = await prisma.user.findMany({ orderBy: { email: 'asc' } });
  tokens = await Promise.all(users.map((user) => createSession(prisma, user.id, 'OTP')));
});
afterAll(async () => {
  await server?.close();
});

type Answer = { status: number; retryAfter: string | null; body: Record<string, unknown> };

async function me(token: string | null): Promise<Answer> {
  const res = await fetch(`${server.url}/api/auth/me`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

/** Runs `count` calls with at most `concurrency` in flight; bounded by count. */
async function run<T>(count: number, concurrency: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await call(i);
      }
    }),
  );
  return results;
}

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((acc, a) => {
    acc[a.status] = (acc[a.status] ?? 0) + 1;
    return acc;
  }, {});

describe('rate limits behind one campus address', () => {
  it('lets 300 signed-in students on one IP make more requests together than the per-IP limit', async () => {
    const total = STUDENTS * REQUESTS_EACH;
    expect(total).toBeGreaterThan(SIGNED_OUT_LIMIT.points); // one shared IP budget would refuse some
    const answers = await run(total, 20, (i) => me(tokens[i % STUDENTS]!));
    expect(statuses(answers)).toEqual({ 200: total });
    expect(new Set(answers.map((a) => (a.body.user as { email: string }).email)).size).toBe(STUDENTS);
  });

  it('stops one abusive student with 429 RATE_LIMITED and Retry-After, and only that student', async () => {
    // a student who made no request yet, so the window starts with this burst (a fixed window that
    // started in the first test could run out on a slow machine and reset the count)
    const abuser = tokens[ABUSER]!;
    const extra = 5;
    const answers = await run(SIGNED_IN_LIMIT.points + extra, 10, () => me(abuser));
    const refused = answers.filter((a) => a.status === 429);
    expect(statuses(answers)).toEqual({ 200: SIGNED_IN_LIMIT.points, 429: extra });
    expect(refused[0]!.body).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
    const retryAfter = Number(refused[0]!.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(SIGNED_IN_LIMIT.durationSeconds);
    // the same over GraphQL, with the header and the code in the extensions
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${abuser}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(429);
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // everyone else behind the address carries on
    expect((await me(tokens[1]!)).status).toBe(200);
    expect((await me(tokens[STUDENTS - 1]!)).status).toBe(200);
  });

  it('limits signed-out traffic per IP, without touching signed-in students on that IP', async () => {
    // a made-up token is signed-out traffic too: it cannot dodge the IP limit
    const answers = await run(SIGNED_OUT_LIMIT.points + 3, 20, (i) =>
      me(i % 2 === 0 ? null : `${'x'.repeat(42)}${i % 10}`),
    );
    const counts = statuses(answers);
    expect(counts[429]).toBe(3);
    expect(counts[401]).toBe(SIGNED_OUT_LIMIT.points);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect((await me(null)).status).toBe(429);
    expect((await me(tokens[2]!)).status).toBe(200);
  });
});
