// Reports through both doors (issue 24, docs/decisions/181-reports.md), the rules support-desk.int.test.ts
// does not walk: GraphQL's answers to bad input (own, unknown, inactive listing; a second open report;
// details too long or with NUL), the 5-a-day limit counted only for accepted reports (429 with
// Retry-After on REST, RATE_LIMITED on GraphQL), and a block that does not stop a report. Over real
// HTTP against an in-process gateway (PostgreSQL when TEST_DATABASE_URL is set, else PGlite).
import { beforeAll, describe, expect, it } from 'vitest';
import { api, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import {
  type Json,
  requestJson,
  gateway as server,
  useInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';

useInProcessGateway({}, { postgres: true });

type S = ListedStudent;
const REPORT =
  'mutation ($id: ID!, $input: ReportInput!) { report(listingId: $id, input: $input) { id reason message } }';
const gqlReport = async (who: S, id: string, input: Record<string, unknown>): Promise<Json> =>
  (
    await requestJson(server.url, 'POST', '/graphql', {
      token: who.token,
      body: { query: REPORT, variables: { id, input } },
    })
  ).body;
const codeOf = (answer: Json) => answer.errors?.[0]?.extensions?.code;

const reportsBy = (who: S) => server.db.prisma.report.count({ where: { reporterId: who.user.id } });

describe('bad input through GraphQL changes nothing', () => {
  let reporter: S;
  let owner: S;
  let gone: S;

  beforeAll(async () => {
    reporter = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    owner = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    gone = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    expect((await api('POST', '/listings/deactivate', gone)).status).toBe(200);
  });

  it('own, unknown, malformed and inactive listings are NOT_FOUND (and 404 on REST for inactive)', async () => {
    for (const id of [reporter.listingId, '00000000-0000-4000-8000-000000000000', 'nope', gone.listingId]) {
      const answer = await gqlReport(reporter, id, { reason: 'SPAM' });
      expect([answer.data?.report ?? null, codeOf(answer)], id).toEqual([null, 'NOT_FOUND']);
    }
    const rest = await api('POST', `/matches/${gone.listingId}/report`, reporter, { reason: 'SPAM' });
    expect([rest.status, rest.body]).toEqual([
      404,
      { error: 'This listing is not available.', code: 'NOT_FOUND' },
    ]);
    expect(await reportsBy(reporter)).toBe(0);
  });

  it('details over 1,000 characters or with NUL are VALIDATION_FAILED on both doors', async () => {
    const long = await gqlReport(reporter, owner.listingId, { reason: 'OTHER', details: 'x'.repeat(1001) });
    expect(codeOf(long)).toBe('VALIDATION_FAILED');
    expect(long.errors[0].extensions.fields).toEqual({ details: 'Details must be at most 1000 characters.' });
    const nul = await api('POST', `/matches/${owner.listingId}/report`, reporter, {
      reason: 'OTHER',
      details: 'bad\u0000byte',
    });
    expect([nul.status, nul.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(codeOf(await gqlReport(reporter, owner.listingId, { reason: 'OTHER', details: 'a\u0000b' }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await reportsBy(reporter)).toBe(0);
  });

  it('a second open report of the same listing is CONFLICT, on either door after either door', async () => {
    const first = await gqlReport(reporter, owner.listingId, { reason: 'FAKE', details: 'Hotel photos.' });
    expect(first.data.report).toMatchObject({
      reason: 'FAKE',
      message: expect.stringMatching(/support team/),
    });
    expect(codeOf(await gqlReport(reporter, owner.listingId, { reason: 'SPAM' }))).toBe('CONFLICT');
    const rest = await api('POST', `/matches/${owner.listingId}/report`, reporter, { reason: 'SPAM' });
    expect([rest.status, rest.body.code]).toEqual([409, 'CONFLICT']);
    expect(await reportsBy(reporter)).toBe(1);
  });
});

describe('at most 5 reports a day', () => {
  it('counts accepted reports only; the 6th is 429 with Retry-After (REST) and RATE_LIMITED (GraphQL)', async () => {
    const reporter = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const owners: S[] = [];
    for (let i = 0; i < 7; i++) owners.push(await listedStudent(DORM_LIVI_WANTS_BUSCH));
    // alternating doors; a refused report (bad reason, duplicate) between them uses nothing up
    for (const [i, owner] of owners.slice(0, 5).entries()) {
      const ok =
        i % 2 === 0
          ? (await api('POST', `/matches/${owner.listingId}/report`, reporter, { reason: 'SPAM' })).status
          : (await gqlReport(reporter, owner.listingId, { reason: 'SPAM' })).data?.report
            ? 200
            : 0;
      expect(ok, `report ${i + 1}`).toBe(200);
      const dup = await api('POST', `/matches/${owner.listingId}/report`, reporter, { reason: 'FAKE' });
      expect(dup.status).toBe(409);
      const bad = await api('POST', `/matches/${owner.listingId}/report`, reporter, { reason: 'NOPE' });
      expect(bad.status).toBe(400);
    }
    const res = await fetch(`${server.url}/api/matches/${owners[5]!.listingId}/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reporter.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'SPAM' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      error: 'You can report at most 5 listings a day. Write to support if it is urgent.',
      code: 'RATE_LIMITED',
    });
    expect(codeOf(await gqlReport(reporter, owners[6]!.listingId, { reason: 'SPAM' }))).toBe('RATE_LIMITED');
    expect(await reportsBy(reporter)).toBe(5);
  });
});

describe('a block', () => {
  it('does not stop a report: the student who blocked may still tell support (REST)', async () => {
    const a = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const b = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    expect((await api('POST', `/matches/${b.listingId}/block`, a)).status).toBe(200);
    const answer = await api('POST', `/matches/${b.listingId}/report`, a, {
      reason: 'HARASSMENT',
      details: 'Kept messaging me after I said no.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.reason).toBe('HARASSMENT');
    expect(await reportsBy(a)).toBe(1);
  });
});
