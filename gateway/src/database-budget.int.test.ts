// The database work of the most frequent requests, counted at the driver (issue 22, ADR 150): every
// statement a gateway sends through node-postgres, and the transactions they make (a statement
// outside BEGIN … COMMIT is a transaction of its own). The budgets: an authenticated trivial request
// and an unchanged matches read (GraphQL or REST) need no database work at all; a matches read whose
// answer changed is one transaction, GraphQL and REST alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { CARDS_ONLY_MATCHES_DOCUMENT, REST_MATCHES_DOCUMENT } from '../../bench/lib/documents.ts';
import { countStatements } from '../../bench/lib/statement-counter.ts';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  postListing,
  type Student,
} from '@campus-swap/test-support/listing-fixtures';
import {
  type RunningServer,
  requestJson,
  startInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';

let database: ThrowawayPostgres;
let gateway: RunningServer;
let counter: ReturnType<typeof countStatements>;
let ann: Student;
let bob: Student;
let bobListingId: string;

beforeAll(async () => {
  database = await createThrowawayPostgres();
  gateway = await startInProcessGateway({ DATABASE_URL: database.url });
  const started = Date.now();
  while (!gateway.services.freshness.enabled) {
    if (Date.now() - started > 10_000) throw new Error('the viewer_changed channel did not connect');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  ann = await createStudent(gateway.services, { name: 'Ann' });
  bob = await createStudent(gateway.services, { name: 'Bob' });
  await postListing(gateway.services, ann, DORM_BUSCH_WANTS_LIVI);
  bobListingId = await postListing(gateway.services, bob, DORM_LIVI_WANTS_BUSCH);
  counter = countStatements();
});

afterAll(async () => {
  counter?.restore();
  await gateway?.close();
  await database?.drop();
});

const trivial = (student: Student) =>
  requestJson(gateway.url, 'POST', '/graphql', { token: student.token, body: { query: '{ __typename }' } });
const restMatches = (student: Student) =>
  requestJson(gateway.url, 'GET', '/api/matches', { token: student.token });
/** The REST document itself on /graphql, and what the outside harness sends (the card only). */
const graphqlMatches = (student: Student) =>
  requestJson(gateway.url, 'POST', '/graphql', {
    token: student.token,
    body: { query: REST_MATCHES_DOCUMENT },
  });
const graphqlCards = (student: Student) =>
  requestJson(gateway.url, 'POST', '/graphql', {
    token: student.token,
    body: { query: CARDS_ONLY_MATCHES_DOCUMENT },
  });

/** Waits until the viewer_changed notifications of earlier writes have arrived (they drop caches). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('database work per request', () => {
  it('an authenticated trivial request: none once the session was seen', async () => {
    await settle();
    await trivial(ann);
    const work = await counter.during(async () => {
      for (let i = 0; i < 10; i++) expect((await trivial(ann)).status).toBe(200);
    });
    expect(work).toEqual({ statements: 0, transactions: 0 });
  });

  it('an unchanged matches read: none, through REST and GraphQL', async () => {
    await settle();
    const first = await restMatches(ann);
    expect(first.body.cards).toHaveLength(1);
    await graphqlMatches(ann);
    await graphqlCards(ann);
    const work = await counter.during(async () => {
      for (let i = 0; i < 5; i++) {
        expect((await restMatches(ann)).body).toEqual(first.body);
        expect((await graphqlMatches(ann)).body.data.matches.cards).toHaveLength(1);
        expect((await graphqlCards(ann)).body.data.matches.cards).toHaveLength(1);
      }
    });
    expect(work).toEqual({ statements: 0, transactions: 0 });
  });

  it('a matches read whose answer changed: one transaction, through REST and GraphQL', async () => {
    for (const read of [restMatches, graphqlMatches, graphqlCards]) {
      await trivial(bob);
      // Bob's new notes change Ann's card; the notification reaches the index and the caches
      await requestJson(gateway.url, 'POST', '/api/listings', {
        token: bob.token,
        body: { ...DORM_LIVI_WANTS_BUSCH, notes: `changed for ${read.name}` },
      });
      await settle();
      await trivial(ann); // the session, dropped by nothing here, stays cached
      const work = await counter.during(async () => {
        const answer = await read(ann);
        const cards = answer.body.cards ?? answer.body.data.matches.cards;
        expect(cards[0].notes).toBe(`changed for ${read.name}`);
      });
      // the counter sees the driver: BEGIN, the viewer's listing with their blocks (and swaps), the
      // cards with their owners and reveals, COMMIT: four round trips, one transaction
      expect(work.statements).toBe(4);
      expect(work.transactions).toBe(1);
    }
  });

  it("after a student's own write to their listing or a reveal, their next read is one transaction: the session stays cached", async () => {
    const writes = [
      {
        name: 'saving their listing',
        write: () =>
          requestJson(gateway.url, 'POST', '/api/listings', {
            token: ann.token,
            body: { ...DORM_BUSCH_WANTS_LIVI, notes: 'my own change' },
          }),
        seen: (answer: { body: { myListing: { notes: string } } }) =>
          answer.body.myListing.notes === 'my own change',
      },
      {
        name: 'revealing',
        write: () =>
          requestJson(gateway.url, 'POST', `/api/matches/${bobListingId}/reveal`, { token: ann.token }),
        seen: (answer: { body: { cards: { revealedByMe: boolean }[] } }) =>
          answer.body.cards[0]?.revealedByMe === true,
      },
    ];
    for (const { name, write, seen } of writes) {
      await restMatches(ann); // answer and session cached
      expect((await write()).status, name).toBe(200);
      await settle(); // the write's own notifications (listing feed, reveal trigger) have arrived
      const work = await counter.during(async () => {
        expect(seen(await restMatches(ann)), name).toBe(true);
      });
      expect(work.transactions, name).toBe(1);
    }
  });
});
