// What the others see of a suspended student (issue 34, docs/decisions/284-what-others-see-of-a-suspended-student.md),
// through both doors over real HTTP: while the suspension stands the student is gone as a deleted one
// is, from requests and connections (contacts included) and from a connected 3-way swap (whose join
// answers as for a gone one). Lifting the suspension brings back the interests; a swap (a connection,
// a connected 3-way) was called off by the suspension and stays called off, with no contact details
// (ADR 294 amends 284). PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, gql, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import { type Json, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { dormFromTo } from '@campus-swap/test-support/listings';
import { gateway } from '@campus-swap/test-support/in-process-gateway';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';

const STAFF = 'desk-284@rutgers.edu';
useInProcessGateway({ STAFF_EMAILS: STAFF }, { postgres: true });

type S = ListedStudent;
let staff: { token: string };

beforeAll(async () => {
  staff = await createStudent(gateway.db, { email: STAFF });
});

const suspend = async (who: S) =>
  expect(
    (await api('POST', `/support/students/${who.user.id}/suspend`, staff, { reason: 'Fake listing.' })).body,
  ).toEqual({ success: true });
const lift = async (who: S) => {
  const answer = await gql(
    staff,
    'mutation ($id: ID!) { unsuspendStudent(userId: $id, input: { reason: "Appeal accepted." }) { success } }',
    { id: who.user.id },
  );
  expect(answer.data.unsuspendStudent.success).toBe(true);
};

/** Everything `viewer` is shown of requests, connections and matches, through both doors, as text. */
async function everything(viewer: S): Promise<string> {
  const other = 'userName userEmail userInstagram userLinkedin listingId connected';
  const answers = await Promise.all([
    api('GET', '/swaps/requests', viewer),
    api('GET', '/matches', viewer),
    gql(viewer, `{ swapRequests { outgoing { ${other} } incoming { ${other} } connected { ${other} } } }`),
    gql(
      viewer,
      '{ matches { cards { id userName userEmail } cycles { id members { userName userEmail } } } }',
    ),
  ]);
  return JSON.stringify(answers);
}

/** Whether any trace of `other` (name, contacts, listing) is in `text`. */
const traces = (text: string, other: S) =>
  [JSON.stringify(other.user.name), other.user.email, other.user.instagram!, other.listingId].filter((t) =>
    text.includes(t),
  );

describe('requests and connections of a suspended student', () => {
  let sam: S;
  let ann: S;
  let bob: S;
  let cat: S;

  beforeAll(async () => {
    sam = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    ann = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    bob = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    cat = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    // Ann and Sam connected; Bob interested in Sam; Sam interested in Cat
    await api('POST', `/matches/${sam.listingId}/reveal`, ann);
    expect((await api('POST', `/matches/${ann.listingId}/reveal`, sam)).body).toEqual({
      status: 'connected',
    });
    await api('POST', `/matches/${sam.listingId}/reveal`, bob);
    await api('POST', `/matches/${cat.listingId}/reveal`, sam);
  });

  it('are hidden from the others, contacts included, on both doors while the suspension stands', async () => {
    expect(await everything(ann)).toContain(sam.user.email);
    await suspend(sam);
    for (const viewer of [ann, bob, cat]) expect(traces(await everything(viewer), sam)).toEqual([]);
    expect((await api('GET', '/swaps/requests', ann)).body.connected).toEqual([]);
    const graphql = await gql(cat, '{ swapRequests { incoming { userName } } }');
    expect(graphql.data.swapRequests.incoming).toEqual([]);
  });

  it('when the suspension is lifted, the interests come back; the connection, a swap called off, does not', async () => {
    await lift(sam);
    const connected = (await api('GET', '/swaps/requests', ann)).body.connected;
    expect(connected).toEqual([]);
    expect(await everything(ann)).not.toContain(sam.user.email);
    const [swap] = (await api('GET', '/swaps', ann)).body.swaps;
    expect([swap.state, swap.callOffReason, swap.callOffWords]).toEqual([
      'CALLED_OFF',
      'ACCOUNT_CLOSED',
      "Called off: the other student's account was closed.",
    ]);
    expect(JSON.stringify(swap)).not.toContain(sam.user.email);
    expect((await api('GET', '/swaps/requests', bob)).body.outgoing.map((r: Json) => r.listingId)).toEqual([
      sam.listingId,
    ]);
    const incoming = await gql(cat, '{ swapRequests { incoming { listingId userEmail } } }');
    expect(incoming.data.swapRequests.incoming).toEqual([{ listingId: sam.listingId, userEmail: null }]);
  });
});

describe('a connected 3-way swap with a suspended member', () => {
  const halls = ['Tinsley Hall', 'Buell Apartments', 'Quad I'];
  const cycleIds = async (viewer: S) =>
    (await api('GET', '/matches', viewer)).body.cycles.map((c: Json) => c.id);

  it('is hidden from the other two, join answers as for a gone one, and stays called off when lifted', async () => {
    const s: S[] = [];
    for (let i = 0; i < 3; i++) s.push(await listedStudent(dormFromTo(halls[i]!, halls[(i + 1) % 3]!)));
    const [cycleId] = await cycleIds(s[0]!);
    expect(cycleId).toBeDefined();
    for (const x of s) expect((await api('POST', `/cycles/${cycleId}/join`, x)).status).toBe(200);
    expect(await everything(s[0]!)).toContain(s[2]!.user.email);

    await suspend(s[2]!);
    for (const x of [s[0]!, s[1]!]) {
      expect(await cycleIds(x)).toEqual([]);
      expect((await gql(x, '{ matches { cycles { id } } }')).data.matches.cycles).toEqual([]);
      expect(traces(await everything(x), s[2]!)).toEqual([]);
    }
    const join = await api('POST', `/cycles/${cycleId}/join`, s[0]!);
    expect([join.status, join.body]).toEqual([
      404,
      { error: 'This 3-way swap is no longer available.', code: 'NOT_FOUND' },
    ]);
    const viaGraphql = await gql(s[1]!, 'mutation ($id: ID!) { joinCycle(cycleId: $id) { status } }', {
      id: cycleId,
    });
    expect(viaGraphql.errors[0].extensions.code).toBe('NOT_FOUND');

    await lift(s[2]!);
    // the listing that came back may be offered the same three again, as a new offer (ADR 270): the
    // called-off one does not come back, and no contact detail does
    const cycles = (await api('GET', '/matches', s[0]!)).body.cycles;
    expect(cycles.map((c: Json) => c.id)).not.toContain(cycleId);
    expect(cycles.map((c: Json) => c.status)).not.toContain('CONNECTED');
    const text = await everything(s[0]!);
    expect([s[2]!.user.email, s[2]!.user.instagram!].filter((t) => text.includes(t))).toEqual([]);
    const [swap] = (await api('GET', '/swaps', s[1]!)).body.swaps;
    expect([swap.kind, swap.state, swap.callOffReason]).toEqual([
      'THREE_WAY',
      'CALLED_OFF',
      'ACCOUNT_CLOSED',
    ]);
    expect(JSON.stringify(swap)).not.toContain(s[2]!.user.email);
  });
});
