// The weekly figures of the support desk (issue 24, docs/decisions/184-weekly-figures.md) through both
// doors: staff read connections made and swaps completed per week, type and campus; a student gets
// 403 / FORBIDDEN. On PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import { campusWeek } from '@campus-swap/schema/services/trust/stats';
import {
  requestJson,
  gateway as server,
  useInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
} from '@campus-swap/test-support/listing-fixtures';

const STAFF = 'figures-desk@rutgers.edu';
useInProcessGateway({ STAFF_EMAILS: STAFF }, { postgres: true });

type S = ListedStudent;
const FIGURES =
  '{ supportWeeklyFigures { weekStart type campus connections swapsCompleted pairSwapsDone threeWaySwapsDone } }';

async function connect(a: S, b: S): Promise<void> {
  await api('POST', `/matches/${b.listingId}/reveal`, a);
  expect((await api('POST', `/matches/${a.listingId}/reveal`, b)).body).toEqual({ status: 'connected' });
}

describe('weekly figures', () => {
  let staff: Awaited<ReturnType<typeof createStudent>>;
  let a: S;

  beforeAll(async () => {
    staff = await createStudent(server.db, { email: STAFF });
    a = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const b = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    const c = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const d = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    await connect(a, b);
    await connect(c, d);
    // a one-sided interest is no connection
    await api('POST', `/matches/${d.listingId}/reveal`, a);
    // a and b swapped (claimed and confirmed); c and d only claimed
    expect((await api('POST', `/matches/${b.listingId}/swapped`, a)).body.status).toBe('CLAIMED');
    expect((await api('POST', `/matches/${a.listingId}/swapped`, b)).body.status).toBe('CLOSED');
    expect((await api('POST', `/matches/${d.listingId}/swapped`, c)).body.status).toBe('CLAIMED');
  });

  it('staff read this week: 2 connections, 1 completed swap, by type and campus (REST and GraphQL)', async () => {
    const rest = await api('GET', '/support/figures', staff);
    expect(rest.status).toBe(200);
    const week = campusWeek(new Date());
    expect(rest.body).toEqual({
      figures: [
        {
          weekStart: week,
          type: 'DORM',
          campus: 'Busch ↔ Livingston',
          connections: 2,
          swapsCompleted: 1,
          // the swap of a and b is a pair's (ADR 294)
          pairSwapsDone: 1,
          threeWaySwapsDone: 0,
        },
      ],
    });
    const graphql = await requestJson(server.url, 'POST', '/graphql', {
      token: staff.token,
      body: { query: FIGURES },
    });
    expect(graphql.body.data.supportWeeklyFigures).toEqual(rest.body.figures);
  });

  it('a student gets 403 FORBIDDEN (REST) and FORBIDDEN (GraphQL)', async () => {
    const rest = await api('GET', '/support/figures', a);
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ error: 'Only Campus Swap support staff may do this.', code: 'FORBIDDEN' });
    const graphql = await requestJson(server.url, 'POST', '/graphql', {
      token: a.token,
      body: { query: FIGURES },
    });
    expect(graphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(graphql.body.data).toBeNull();
  });
});
