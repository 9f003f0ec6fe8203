// Properties under concurrency (issue 16), over real HTTP against an in-process gateway with a real
// SMTP receiver: requests that race must end as if they had taken turns. On PostgreSQL when
// TEST_DATABASE_URL is set (where the races are real: many connections), else on PGlite.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { hashPassword } from '@campus-swap/schema/services/password';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { type SmtpReceiver, startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { dormListing, reverseDorm } from '@campus-swap/test-support/listings';

let server: RunningServer;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startInProcessGateway(
    // each test is its own client address, so the per-IP limits of one do not reach the next
    { SMTP_URL: smtp.smtpUrl, TRUST_PROXY: 'true' },
    { postgres: true },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Answer = { status: number; body: Record<string, unknown> };

function client() {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return async (method: string, path: string, body?: unknown, token?: string): Promise<Answer> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

const N = 10;
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const newEmail = () => `race-${randomUUID().slice(0, 8)}@rutgers.edu`;

async function student(listing: Record<string, unknown>) {
  const { user, token } = await createStudent(server.db, {
    email: newEmail(),
    name: 'Race',
    age: 20,
    year: 'junior',
    instagram: 'race_ig',
    linkedin: null,
  });
  const saved = await client()('POST', '/api/listings', listing, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { user, token, listingId: (saved.body.listing as { id: string }).id };
}

const DORM_A = dormListing({ roomTypeWant: ['Suite'], flexible: true });
const DORM_B = reverseDorm(DORM_A);

describe('properties under concurrency', () => {
  it(`${N} simultaneous verifications of one code make one session`, async () => {
    const api = client();
    const email = newEmail();
    const since = Date.now();
    expect((await api('POST', '/api/auth/request-otp', { email })).status).toBe(200);
    const code = await smtp.waitForCode(email, since);
    const answers = await times(N, () => api('POST', '/api/auth/verify-otp', { email, code }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'INVALID_CODE')).toBe(true);
    const user = await server.db.prisma.user.findUniqueOrThrow({
      where: { email },
      include: { sessions: true },
    });
    expect(user.sessions).toHaveLength(1);
  });

  it(`${N + 2} simultaneous wrong codes count at most 5 and burn the code`, async () => {
    const api = client();
    const email = newEmail();
    const since = Date.now();
    expect((await api('POST', '/api/auth/request-otp', { email })).status).toBe(200);
    const code = await smtp.waitForCode(email, since);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await times(N + 2, () => api('POST', '/api/auth/verify-otp', { email, code: wrong }));
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    const rows = await server.db.prisma.oneTimeCode.findMany({ where: { email } });
    expect(rows.every((row) => row.attempts <= 5)).toBe(true);
    // the right code no longer works: it was burned by the wrong ones
    const late = await api('POST', '/api/auth/verify-otp', { email, code });
    expect(late.status).not.toBe(200);
    expect(['INVALID_CODE', 'TOO_MANY_ATTEMPTS']).toContain(late.body.code);
    expect(await server.db.prisma.user.findUnique({ where: { email } })).toBeNull();
  });

  it('15 simultaneous wrong passwords count at most 10 and lock the account', async () => {
    const api = client();
    const email = newEmail();
    const password = 'correct horse battery';
    await server.db.prisma.user.create({ data: { email, passwordHash: await hashPassword(password) } });
    const answers = await times(15, () =>
      api('POST', '/api/auth/login', { email, password: 'wrong password!' }),
    );
    const counted = answers.filter((a) => a.body.code === 'INVALID_CREDENTIALS');
    expect(counted.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.body.code === 'TOO_MANY_ATTEMPTS').length).toBe(15 - counted.length);
    // locked: even the right password is refused now
    const right = await api('POST', '/api/auth/login', { email, password });
    expect(right).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
  });

  it('two students revealing each other at the same instant end with exactly one connection', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await student(DORM_A);
      const b = await student(DORM_B);
      const [fromA, fromB] = await Promise.all([
        client()('POST', `/api/matches/${b.listingId}/reveal`, {}, a.token),
        client()('POST', `/api/matches/${a.listingId}/reveal`, {}, b.token),
      ]);
      expect([fromA.body.status, fromB.body.status].sort()).toEqual(['connected', 'pending']);
      for (const [me, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const requests = await client()('GET', '/api/swaps/requests', undefined, me.token);
        const connected = requests.body.connected as { listingId: string; userEmail: string | null }[];
        expect(connected).toHaveLength(1);
        expect(connected[0]).toMatchObject({ listingId: other.listingId, userEmail: other.user.email });
      }
      expect(await server.db.prisma.reveal.count({ where: { userId: { in: [a.user.id, b.user.id] } } })).toBe(
        2,
      );
    }
  });

  it('simultaneous code requests for one email send one mail', async () => {
    const api = client();
    const email = newEmail();
    const answers = await times(6, () => api('POST', '/api/auth/request-otp', { email }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 429)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('saving a listing while the account is deleted leaves nothing visible', async () => {
    const watcher = await student(DORM_B);
    for (let round = 0; round < 4; round++) {
      const doomed = await student(DORM_A);
      const [, deleted] = await Promise.all([
        client()('POST', '/api/listings', { ...DORM_A, notes: `round ${round}` }, doomed.token),
        client()('DELETE', '/api/auth/account', undefined, doomed.token),
      ]);
      expect(deleted.status).toBe(200);
      const matches = await client()('GET', '/api/matches', undefined, watcher.token);
      const cards = matches.body.cards as { id: string; userName: string }[];
      expect(cards.some((card) => card.id === doomed.listingId)).toBe(false);
      // the listing row may stay active when the save commits after the deletion; what counts is that
      // no door shows it: the account's deletedAt hides it from matching, GraphQL and reveal alike
      const graphql = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${watcher.token}` },
        body: JSON.stringify({ query: '{ matches { cards { id } } }' }),
      });
      const ids = ((await graphql.json()) as { data: { matches: { cards: { id: string }[] } } }).data.matches
        .cards;
      expect(ids.map((card) => card.id)).not.toContain(doomed.listingId);
      const reveal = await client()('POST', `/api/matches/${doomed.listingId}/reveal`, {}, watcher.token);
      expect(reveal.status).toBe(404);
    }
  });
});
