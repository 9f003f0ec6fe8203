// When a swap is called off, and a 3-way to done (issue 37, docs/decisions/294-one-swap-after-the-match.md),
// through both doors over real HTTP: a member says so (pair and 3-way), a member deactivates, blocks
// another (silent: the blocked one reads it as called off by the other) or deletes the account; each
// time every member sees CALLED_OFF with words that say nothing private and no contact detail
// anywhere. A 3-way is done when all three say so, or 7 days after the first. PostgreSQL when
// TEST_DATABASE_URL is set, else PGlite.
import { describe, expect, it } from 'vitest';
import { runHousekeeping } from '@campus-swap/schema/services/jobs';
import { weeklyFigures } from '@campus-swap/schema/services/trust/stats';
import { api, gql, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import { type Json, gateway, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';
import {
  connect,
  connectedTrio,
  contactsOf,
  SWAP_FIELDS,
  swapOf,
  swapsOf,
} from '@campus-swap/test-support/swap-students';

useInProcessGateway({}, { postgres: true });

type S = ListedStudent;
const DAY = 24 * 60 * 60 * 1000;
const CALL_OFF = `mutation ($id: ID!) { callOffSwap(swapId: $id) { ${SWAP_FIELDS} } }`;
const HALLS: [string, string, string][] = [
  ['Tinsley Hall', 'Buell Apartments', 'Quad I'],
  ['Allen Hall', 'Judson Suites', 'Demarest Hall'],
  ['Quad II', 'Quad III', 'Hardenbergh Hall'],
];

const CYCLES = '{ matches { cycles { id members { userName userEmail userInstagram userLinkedin } } } }';

/** Everything `viewer` is shown of swaps, requests and matches (REST, and GraphQL's 3-ways), as one answer. */
async function everything(viewer: S): Promise<Json[]> {
  const rest = await Promise.all(
    ['/swaps', '/swaps/requests', '/matches'].map(async (path) => (await api('GET', path, viewer)).body),
  );
  const graphql = await gql(viewer, CYCLES);
  expect(graphql.errors).toBeUndefined();
  return [...rest, graphql.data];
}

/** The ids of the 3-ways on `viewer`'s matches page, REST checked equal to GraphQL. */
async function cycleIdsOf(viewer: S): Promise<string[]> {
  const rest = (await api('GET', '/matches', viewer)).body.cycles.map((c: Json) => c.id);
  const graphql = await gql(viewer, '{ matches { cycles { id } } }');
  expect(graphql.data.matches.cycles.map((c: Json) => c.id)).toEqual(rest);
  return rest;
}

async function pair(): Promise<[S, S, string]> {
  const a = await listedStudent(DORM_BUSCH_WANTS_LIVI);
  const b = await listedStudent(DORM_LIVI_WANTS_BUSCH);
  await connect(a, b);
  return [a, b, (await swapOf(a)).id];
}

/** `who`'s view of the swap `id` (both doors) is CALLED_OFF with these words; nobody else's contacts show. */
async function calledOff(who: S, others: S[], id: string, reason: string, words: string) {
  const view = (await swapsOf(who)).find((s: Json) => s.id === id);
  expect([view.state, view.callOffReason, view.callOffWords, view.nextStep, view.housingFormUrl]).toEqual([
    'CALLED_OFF',
    reason,
    words,
    null,
    null,
  ]);
  expect(view.members.filter((m: Json) => !m.isMe).map((m: Json) => m.connected)).toEqual(
    others.map(() => false),
  );
  for (const other of others) expect(contactsOf(await everything(who), other)).toEqual([]);
}

describe('a pair is called off', () => {
  it('by a member (REST): the other reads who did it, the contacts and the connection are gone', async () => {
    const [a, b, id] = await pair();
    const off = await api('POST', `/swaps/${id}/call-off`, a);
    expect(off.status).toBe(200);
    expect(off.body.swap.callOffWords).toBe('You called off this swap.');
    await calledOff(b, [a], id, 'MEMBER_CALLED_OFF', 'The other student called off this swap.');
    await calledOff(a, [b], id, 'MEMBER_CALLED_OFF', 'You called off this swap.');
    expect((await api('GET', '/swaps/requests', b)).body.connected).toEqual([]);
    // twice answers the same; "we swapped" now is refused on both doors
    expect((await api('POST', `/swaps/${id}/call-off`, a)).body).toEqual(off.body);
    const done = await api('POST', `/swaps/${id}/done`, b);
    expect([done.status, done.body.code]).toEqual([409, 'CONFLICT']);
    expect((await api('POST', `/matches/${a.listingId}/swapped`, b)).status).toBe(409);
  });

  it('by a deactivation: "listing no longer available" for the other, "you closed your listing" for them', async () => {
    const [a, b, id] = await pair();
    expect((await api('POST', '/listings/deactivate', b)).status).toBe(200);
    await calledOff(
      a,
      [b],
      id,
      'LISTING_CLOSED',
      "Called off: the other student's listing is no longer available.",
    );
    await calledOff(b, [a], id, 'LISTING_CLOSED', 'Called off: you closed your listing.');
  });

  it('by a block (GraphQL): the blocked student reads exactly what a member calling off reads', async () => {
    const [a, b, id] = await pair();
    const block = await gql(a, 'mutation ($id: ID!) { block(listingId: $id) { id } }', { id: b.listingId });
    expect(block.errors).toBeUndefined();
    await calledOff(b, [a], id, 'MEMBER_CALLED_OFF', 'The other student called off this swap.');
    const seen = (await gql(b, `{ mySwaps { ${SWAP_FIELDS} } }`)).data.mySwaps[0];
    // the blocker is not named to the student they blocked (ADR 180)
    expect(seen.members[1]).toMatchObject({ userName: 'A former member', connected: false, userEmail: null });
    expect(JSON.stringify(seen)).not.toContain(JSON.stringify(a.user.name));
    await calledOff(a, [b], id, 'MEMBER_CALLED_OFF', 'You called off this swap.');
  });

  it('by a deletion: the other reads "account was closed", no contacts', async () => {
    const [a, b, id] = await pair();
    expect((await api('DELETE', '/auth/account', b)).status).toBe(200);
    await calledOff(a, [b], id, 'ACCOUNT_CLOSED', "Called off: the other student's account was closed.");
    expect((await swapOf(a)).members[1]).toMatchObject({
      userName: '(account deleted)',
      accountDeleted: true,
    });
  });
});

describe('a 3-way', () => {
  it('is done when all three say "we swapped": CLAIMED in between, all three listings close', async () => {
    const { trio } = await connectedTrio(HALLS[0]!);
    const id = (await swapOf(trio[0]!, 'THREE_WAY')).id;
    expect((await api('POST', `/swaps/${id}/done`, trio[0]!)).body.swap).toMatchObject({
      state: 'CLAIMED',
      doneCount: 1,
    });
    const second = await gql(trio[1]!, `mutation ($id: ID!) { swapDone(swapId: $id) { state doneCount } }`, {
      id,
    });
    expect(second.data.swapDone).toEqual({ state: 'CLAIMED', doneCount: 2 });
    expect((await swapOf(trio[2]!, 'THREE_WAY')).saidDoneByMe).toBe(false);
    const third = (await api('POST', `/swaps/${id}/done`, trio[2]!)).body.swap;
    expect(third).toMatchObject({ state: 'DONE', doneCount: 3 });
    expect(third.headline).toMatch(/^You swapped with .+ and .+\.$/);
    const listings = await gateway.db.prisma.listing.findMany({
      where: { id: { in: trio.map((s) => s.listingId) } },
    });
    expect(listings.map((l) => l.active)).toEqual([false, false, false]);
    expect((await api('GET', '/matches', trio[0]!)).body.cycles).toEqual([]);
  });

  it('claimed by one and left unanswered is done 7 days later (the pair rule)', async () => {
    const { trio } = await connectedTrio(HALLS[1]!);
    const id = (await swapOf(trio[0]!, 'THREE_WAY')).id;
    await api('POST', `/swaps/${id}/done`, trio[1]!);
    await runHousekeeping(gateway.services, new Date(Date.now() + 6 * DAY));
    expect((await swapOf(trio[0]!, 'THREE_WAY')).state).toBe('CLAIMED');
    const report = await runHousekeeping(gateway.services, new Date(Date.now() + 7 * DAY + 60_000));
    expect(report.closedSwapListings).toBe(3);
    expect((await swapOf(trio[2]!, 'THREE_WAY')).state).toBe('DONE');
  });

  it('called off by a member (GraphQL): the other two read it, every contact is gone', async () => {
    const { trio, cycleId } = await connectedTrio(HALLS[2]!);
    const id = (await swapOf(trio[0]!, 'THREE_WAY')).id;
    const off = await gql(trio[2]!, CALL_OFF, { id });
    expect(off.data.callOffSwap.callOffWords).toBe('You called off this swap.');
    for (const who of [trio[0]!, trio[1]!])
      await calledOff(
        who,
        trio.filter((x) => x !== who),
        id,
        'MEMBER_CALLED_OFF',
        'One of the others called off this swap.',
      );
    const join = await api('POST', `/cycles/${cycleId}/join`, trio[0]!);
    expect(join.status).toBe(404);
  });

  it('the weekly figures count the two 3-ways done (one by the 7 days) apart from pairs, none done here', async () => {
    const figures = await weeklyFigures(gateway.db.prisma, new Date(Date.now() + 8 * DAY));
    const sum = (k: 'pairSwapsDone' | 'threeWaySwapsDone' | 'swapsCompleted') =>
      figures.reduce((n, f) => n + f[k], 0);
    expect([sum('threeWaySwapsDone'), sum('pairSwapsDone'), sum('swapsCompleted')]).toEqual([2, 0, 2]);
  });
});

describe("a connected 3-way is called off by one member's act (deactivation, block, deletion)", () => {
  /** All three in; before the act, each sees the others' contacts (so "none afterwards" means something). */
  async function connectedThreeWay(halls: [string, string, string]) {
    const { trio, cycleId } = await connectedTrio(halls);
    const id = (await swapOf(trio[0]!, 'THREE_WAY')).id;
    for (const who of trio) {
      expect(await cycleIdsOf(who)).toEqual([cycleId]);
      const seen = await everything(who);
      for (const other of trio.filter((x) => x !== who)) expect(contactsOf(seen, other)).not.toEqual([]);
    }
    return { trio: trio as [S, S, S], cycleId, id };
  }

  /** The 3-way left `who`'s matches page on both doors, and "I'm in" on it is refused. */
  async function cycleGone(who: S, cycleId: string) {
    expect(await cycleIdsOf(who)).not.toContain(cycleId);
    expect((await api('POST', `/cycles/${cycleId}/join`, who)).status).toBe(404);
  }

  it('by a deactivation (GraphQL): the other two read "one of the others\' listings", the one who closed it why', async () => {
    const { trio, cycleId, id } = await connectedThreeWay(['Brett Hall', 'Barr Hall', 'Lynton Towers North']);
    const [a, b, c] = trio;
    const off = await gql(b, 'mutation { deactivateListing { success } }');
    expect(off.data.deactivateListing.success).toBe(true);
    const words = "Called off: one of the others' listings is no longer available.";
    await calledOff(a, [b, c], id, 'LISTING_CLOSED', words);
    await calledOff(c, [a, b], id, 'LISTING_CLOSED', words);
    await calledOff(b, [a, c], id, 'LISTING_CLOSED', 'Called off: you closed your listing.');
    for (const who of trio) await cycleGone(who, cycleId);
  });

  it('by a block (REST): the blocked one and the third read "one of the others called off", the blocker is unnamed to the blocked', async () => {
    const { trio, cycleId, id } = await connectedThreeWay([
      'Campbell Hall',
      'Crosby Suites',
      'Lynton Towers South',
    ]);
    const [a, b, c] = trio;
    expect((await api('POST', `/matches/${b.listingId}/block`, a)).status).toBe(200);
    const words = 'One of the others called off this swap.';
    await calledOff(b, [a, c], id, 'MEMBER_CALLED_OFF', words);
    await calledOff(c, [a, b], id, 'MEMBER_CALLED_OFF', words);
    await calledOff(a, [b, c], id, 'MEMBER_CALLED_OFF', 'You called off this swap.');
    // silent (ADR 180, 283): the blocked student does not learn who, the third not that it was a block
    const blockedView = (await swapOf(b, 'THREE_WAY')).members;
    expect(blockedView.map((m: Json) => m.userName)).toEqual([b.user.name, c.user.name, 'A former member']);
    expect(JSON.stringify(blockedView)).not.toContain(JSON.stringify(a.user.name));
    expect((await swapOf(c, 'THREE_WAY')).members.map((m: Json) => m.userName)).toEqual([
      c.user.name,
      a.user.name,
      b.user.name,
    ]);
    for (const who of trio) await cycleGone(who, cycleId);
  });

  it('by a deletion (REST): the other two read "one of the others\' accounts was closed", the member shows as deleted', async () => {
    const { trio, cycleId, id } = await connectedThreeWay([
      'Clothier Hall',
      'Johnson Apartments',
      'Livingston Apartments A',
    ]);
    const [a, b, c] = trio;
    expect((await api('DELETE', '/auth/account', c)).status).toBe(200);
    const words = "Called off: one of the others' accounts was closed.";
    for (const who of [a, b]) {
      await calledOff(
        who,
        trio.filter((x) => x !== who),
        id,
        'ACCOUNT_CLOSED',
        words,
      );
      const deleted = (await swapOf(who, 'THREE_WAY')).members.find((m: Json) => m.accountDeleted);
      expect(deleted).toMatchObject({ userName: '(account deleted)', connected: false, userEmail: null });
      await cycleGone(who, cycleId);
    }
  });
});
