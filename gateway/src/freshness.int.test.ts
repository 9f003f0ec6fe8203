// Two gateways on one PostgreSQL database, each answering sessions and unchanged matches reads from
// memory (ADR 150), stay as fresh as the database: a revoked session is refused on the other gateway
// within 1 s, a student's own write shows in their very next read, and another student's change (a
// reveal, a listing edit, a new name) reaches their matches on the other gateway within 1 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { revokeSessions } from '@campus-swap/schema/services/freshness/index';
import { createSession, hashToken } from '@campus-swap/schema/services/sessions';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  postListing,
  type Student,
} from '@campus-swap/test-support/listing-fixtures';
import {
  type Json,
  type RunningServer,
  requestJson,
  startInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';

let database: ThrowawayPostgres;
let one: RunningServer;
let two: RunningServer;

/** Polls `read` every 20 ms until `done` holds; answers the elapsed milliseconds (fails after 1 s). */
async function within1s<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  let last: T = await read();
  while (!done(last)) {
    if (Date.now() - started > 1_000) throw new Error(`not within 1 s: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  return Date.now() - started;
}

const live = (server: RunningServer) => server.services.freshness.enabled;

beforeAll(async () => {
  database = await createThrowawayPostgres();
  one = await startInProcessGateway({ DATABASE_URL: database.url });
  two = await startInProcessGateway({ DATABASE_URL: database.url });
  const started = Date.now();
  while (!(live(one) && live(two))) {
    if (Date.now() - started > 10_000) throw new Error('the viewer_changed channel did not connect');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.drop();
});

const me = (server: RunningServer, token: string) =>
  requestJson(server.url, 'POST', '/graphql', { token, body: { query: '{ me { id name } }' } });
const matches = (server: RunningServer, student: Student) =>
  requestJson(server.url, 'GET', '/api/matches', { token: student.token });
const cardOf = (answer: { body: Json }, listingId: string) =>
  (answer.body.cards as Json[]).find((card) => card.id === listingId);

describe('sessions cached on two gateways', () => {
  it('a logout on one gateway is refused on the other within 1 s', async () => {
    const student = await createStudent(one.services);
    expect((await me(two, student.token)).body.data.me.id).toBe(student.user.id);
    expect((await me(two, student.token)).body.data.me.id).toBe(student.user.id);
    expect(two.services.freshness.sessions.size).toBeGreaterThan(0);

    const out = await requestJson(one.url, 'POST', '/graphql', {
      token: student.token,
      body: { query: 'mutation { logout { success } }' },
    });
    expect(out.body.data.logout.success).toBe(true);
    // refused at once where it was revoked, within 1 s on the other
    expect((await me(one, student.token)).body.data.me).toBeNull();
    await within1s(
      () => me(two, student.token),
      (answer) => answer.body.data?.me === null,
    );
  });

  it('revokeSessions (password change, suspension) reaches the other gateway within 1 s, keeping one', async () => {
    const student = await createStudent(one.services);
    const kept = await createSession(one.services.prisma, student.user.id, 'PASSWORD');
    const keptId = (
      await one.services.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashToken(kept) } })
    ).id;
    for (const token of [student.token, kept]) expect((await me(two, token)).body.data.me).toBeTruthy();
    await revokeSessions(one.services, student.user.id, keptId);
    expect((await me(one, student.token)).body.data.me).toBeNull();
    await within1s(
      () => me(two, student.token),
      (answer) => answer.body.data?.me === null,
    );
    expect((await me(two, kept)).body.data.me.id).toBe(student.user.id);
  });

  it("a profile change shows in the student's next request on the other gateway within 1 s", async () => {
    const student = await createStudent(one.services);
    expect((await me(two, student.token)).body.data.me.name).toBe(student.user.name);
    await one.services.prisma.user.update({
      where: { id: student.user.id },
      data: { name: 'Renamed Student' },
    });
    await within1s(
      () => me(two, student.token),
      (answer) => answer.body.data?.me.name === 'Renamed Student',
    );
  });
});

describe('the matches answer cached on two gateways', () => {
  let ann: Student;
  let bob: Student;
  let annListing: string;
  let bobListing: string;

  beforeAll(async () => {
    ann = await createStudent(one.services, { name: 'Ann' });
    bob = await createStudent(one.services, { name: 'Bob' });
    annListing = await postListing(one.services, ann, DORM_BUSCH_WANTS_LIVI);
    bobListing = await postListing(one.services, bob, DORM_LIVI_WANTS_BUSCH);
    // both gateways' indexes hold both listings
    for (const server of [one, two])
      await within1s(
        () => matches(server, ann),
        (answer) => !!cardOf(answer, bobListing),
      );
  });

  it('an unchanged read is the same answer, served with an ETag that answers 304', async () => {
    const first = await fetch(`${two.url}/api/matches`, {
      headers: { authorization: `Bearer ${ann.token}` },
    });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${two.url}/api/matches`, {
      // a cache-control of our own: fetch would add `no-cache` to a conditional request, as a forced reload
      headers: { authorization: `Bearer ${ann.token}`, 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // a changed answer has another tag: the old one gets the full answer
    const other = await fetch(`${two.url}/api/matches`, {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(other.headers.get('etag')).not.toBe(etag);
    // no ETag where no 304 can follow: a GraphQL POST's answer is not hashed (app.ts)
    const post = await fetch(`${two.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('etag')).toBeNull();
  });

  it("another student's reveal reaches the card on the other gateway within 1 s; one's own at once", async () => {
    expect(cardOf(await matches(two, ann), bobListing).revealedToMe).toBe(false);
    const reveal = await requestJson(one.url, 'POST', `/api/matches/${annListing}/reveal`, {
      token: bob.token,
    });
    expect(reveal.body.status).toBe('pending');
    // Bob's own next read, on the gateway he wrote through, shows it at once
    expect(cardOf(await matches(one, bob), annListing).revealedByMe).toBe(true);
    await within1s(
      () => matches(two, ann),
      (answer) => cardOf(answer, bobListing).revealedToMe === true,
    );
    // Ann reveals back on two: her very next read there is connected, with Bob's contact details
    await requestJson(two.url, 'POST', `/api/matches/${bobListing}/reveal`, { token: ann.token });
    const annCard = cardOf(await matches(two, ann), bobListing);
    expect(annCard.connected).toBe(true);
    expect(annCard.userEmail).toBe(bob.user.email);
    await within1s(
      () => matches(one, bob),
      (answer) => cardOf(answer, annListing).connected === true,
    );
  });

  it("another student's listing edit and new name reach the card on the other gateway within 1 s", async () => {
    expect(cardOf(await matches(two, ann), bobListing).notes).not.toBe('moved the desk');
    await requestJson(one.url, 'POST', '/api/listings', {
      token: bob.token,
      body: { ...DORM_LIVI_WANTS_BUSCH, notes: 'moved the desk' },
    });
    await within1s(
      () => matches(two, ann),
      (answer) => cardOf(answer, bobListing)?.notes === 'moved the desk',
    );
    await one.services.prisma.user.update({ where: { id: bob.user.id }, data: { name: 'Robert' } });
    await within1s(
      () => matches(two, ann),
      (answer) => cardOf(answer, bobListing)?.userName === 'Robert',
    );
  });

  it("a student's own listing edit shows in their next read on the same gateway at once", async () => {
    const saved = await requestJson(two.url, 'POST', '/api/listings', {
      token: ann.token,
      body: { ...DORM_BUSCH_WANTS_LIVI, notes: 'my own words' },
    });
    expect(saved.status).toBe(200);
    expect((await matches(two, ann)).body.myListing.notes).toBe('my own words');
  });

  it('a computed read syncs the matching index once, through either door (ADR 291)', async () => {
    const index = two.services.matchingIndex;
    const sync = index.sync.bind(index);
    let syncs = 0;
    index.sync = () => {
      syncs += 1;
      return sync();
    };
    try {
      for (const read of [
        () => requestJson(two.url, 'GET', '/api/matches?limit=7', { token: ann.token }),
        () =>
          requestJson(two.url, 'POST', '/graphql', {
            token: ann.token,
            body: { query: '{ matches(limit: 6) { preferenceCount } }' },
          }),
      ]) {
        two.answers.clear();
        syncs = 0;
        expect((await read()).status).toBe(200);
        expect(syncs).toBe(1);
      }
    } finally {
      index.sync = sync;
    }
  });

  it("a mutation that declares it changes answers only keeps the student's cached session (ADR 291)", async () => {
    const sessions = two.services.freshness.sessions;
    await matches(two, ann);
    const key = hashToken(ann.token);
    expect(sessions.get(key)).toBeDefined();
    const saved = await requestJson(two.url, 'POST', '/api/listings', {
      token: ann.token,
      body: { ...DORM_BUSCH_WANTS_LIVI, notes: 'answers only' },
    });
    expect(saved.status).toBe(200);
    expect(sessions.get(key)).toBeDefined();
    // one that may change the account drops it
    const profile = await requestJson(two.url, 'PUT', '/api/auth/update-profile', {
      token: ann.token,
      body: { name: 'Ann Again', age: 20, year: 'junior' },
    });
    expect(profile.status).toBe(200);
    expect(sessions.get(key)).toBeUndefined();
  });
});
