// Issue 24's "bad input gets the documented error and changes nothing", on the doors the other trust
// tests walk on one side only (blocks.int, swapped.int, support-desk.int): GraphQL's NOT_FOUND for
// blocking an own, unknown, malformed or inactive listing and for undoing another student's block; a
// new swap claim on an inactive listing (both doors) and the claimer disputing their own claim; and
// every staff query and mutation refused to a student on GraphQL (FORBIDDEN), with the staff's own
// bad input (unknown ids, a blank reason, suspending themselves) refused there too. Over real HTTP
// against an in-process gateway (PostgreSQL when TEST_DATABASE_URL is set, else PGlite).
import { beforeAll, describe, expect, it } from 'vitest';
import { api, gql, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import {
  type Json,
  gateway as server,
  useInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
} from '@campus-swap/test-support/listing-fixtures';

const STAFF = 'desk.bad-input@rutgers.edu';
useInProcessGateway({ STAFF_EMAILS: STAFF }, { postgres: true });

type S = ListedStudent;
const codeOf = (answer: Json) => answer.errors?.[0]?.extensions?.code;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const BLOCK = 'mutation ($id: ID!) { block(listingId: $id) { id } }';
const UNBLOCK = 'mutation ($id: ID!) { unblock(blockId: $id) { success } }';
const SWAPPED = 'mutation ($id: ID!) { swapped(listingId: $id) { status } }';
const DISPUTE = 'mutation ($id: ID!) { disputeSwap(listingId: $id) { status } }';

/** `listing` null: a student without one (listingId ''). */
async function student(listing: Record<string, unknown> | null, overrides = {}): Promise<S> {
  if (listing) return listedStudent(listing, overrides);
  return { ...(await createStudent(server.db, overrides)), listingId: '' };
}

async function connect(a: S, b: S): Promise<void> {
  expect((await api('POST', `/matches/${b.listingId}/reveal`, a)).status).toBe(200);
  expect((await api('POST', `/matches/${a.listingId}/reveal`, b)).body).toEqual({ status: 'connected' });
}

describe('blocks on GraphQL', () => {
  it('own, unknown, malformed and inactive listings are NOT_FOUND; another student’s block is NOT_FOUND', async () => {
    const e = await student(DORM_BUSCH_WANTS_LIVI);
    const f = await student(DORM_LIVI_WANTS_BUSCH);
    expect((await api('POST', '/listings/deactivate', f)).status).toBe(200);
    for (const id of [e.listingId, UNKNOWN, 'nope', f.listingId]) {
      const answer = await gql(e, BLOCK, { id });
      expect([answer.data?.block ?? null, codeOf(answer)], id).toEqual([null, 'NOT_FOUND']);
    }
    const g = await student(DORM_LIVI_WANTS_BUSCH);
    const mine = await gql(e, BLOCK, { id: g.listingId });
    for (const id of [mine.data.block.id, UNKNOWN, 'nope'])
      expect(codeOf(await gql(f, UNBLOCK, { id })), id).toBe('NOT_FOUND');
    expect((await gql(e, '{ blocks { id } }')).data.blocks).toEqual([{ id: mine.data.block.id }]);
    expect(await server.db.prisma.block.count({ where: { blockerId: { in: [e.user.id, f.user.id] } } })).toBe(
      1,
    );
  });
});

describe('"we swapped" refusals', () => {
  it('a new claim on an inactive listing is NOT_FOUND on both doors, even between connected students', async () => {
    const a = await student(DORM_BUSCH_WANTS_LIVI);
    const b = await student(DORM_LIVI_WANTS_BUSCH);
    await connect(a, b);
    expect((await api('POST', '/listings/deactivate', b)).status).toBe(200);
    const rest = await api('POST', `/matches/${b.listingId}/swapped`, a);
    expect([rest.status, rest.body]).toEqual([
      404,
      { error: 'This listing is not available.', code: 'NOT_FOUND' },
    ]);
    expect(codeOf(await gql(a, SWAPPED, { id: b.listingId }))).toBe('NOT_FOUND');
    expect(await server.db.prisma.swap.count({ where: { claimedById: a.user.id } })).toBe(0);
  });

  it('the claimer cannot dispute their own claim (409 / CONFLICT); the claim stays open', async () => {
    const a = await student(DORM_BUSCH_WANTS_LIVI);
    const b = await student(DORM_LIVI_WANTS_BUSCH);
    await connect(a, b);
    expect((await gql(a, SWAPPED, { id: b.listingId })).data.swapped.status).toBe('CLAIMED');
    const rest = await api('POST', `/matches/${b.listingId}/swapped/dispute`, a);
    expect([rest.status, rest.body]).toEqual([
      409,
      { error: 'You said you swapped; only the other student can dispute it.', code: 'CONFLICT' },
    ]);
    expect(codeOf(await gql(a, DISPUTE, { id: b.listingId }))).toBe('CONFLICT');
    const claim = await server.db.prisma.swap.findFirstOrThrow({ where: { claimedById: a.user.id } });
    expect([claim.state, claim.disputedAt, claim.doneAt]).toEqual(['CLAIMED', null, null]);
  });
});

describe('the support desk on GraphQL', () => {
  let owner: S;
  let viewer: S;
  let staff: S;

  beforeAll(async () => {
    owner = await student(DORM_LIVI_WANTS_BUSCH);
    viewer = await student(DORM_BUSCH_WANTS_LIVI);
    staff = await student(null, { email: STAFF });
  });

  const operations = () =>
    [
      ['{ supportQueue { listingId } }', {}],
      ['{ supportAuditLog { id } }', {}],
      ['{ supportWeeklyFigures { weekStart } }', {}],
      [
        'mutation ($id: ID!) { hideListing(listingId: $id, input: { reason: "r" }) { success } }',
        { id: owner.listingId },
      ],
      [
        'mutation ($id: ID!) { restoreListing(listingId: $id, input: { reason: "r" }) { success } }',
        { id: owner.listingId },
      ],
      [
        'mutation ($id: ID!) { suspendStudent(userId: $id, input: { reason: "r" }) { success } }',
        { id: owner.user.id },
      ],
      [
        'mutation ($id: ID!) { unsuspendStudent(userId: $id, input: { reason: "r" }) { success } }',
        { id: owner.user.id },
      ],
    ] as const;

  it('a student gets FORBIDDEN on every staff query and mutation, and nothing changes', async () => {
    for (const [query, variables] of operations()) {
      const answer = await gql(viewer, query, variables);
      expect([answer.data ?? null, codeOf(answer)], query).toEqual([null, 'FORBIDDEN']);
    }
    expect(await server.db.prisma.staffAction.count()).toBe(0);
    const [listing, user] = await Promise.all([
      server.db.prisma.listing.findUniqueOrThrow({ where: { id: owner.listingId } }),
      server.db.prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } }),
    ]);
    expect([listing.hiddenAt, user.suspendedAt]).toEqual([null, null]);
  });

  it('staff: unknown ids are NOT_FOUND, a blank reason VALIDATION_FAILED, suspending oneself CONFLICT', async () => {
    const hide =
      'mutation ($id: ID!, $r: String!) { hideListing(listingId: $id, input: { reason: $r }) { success } }';
    const suspend =
      'mutation ($id: ID!, $r: String!) { suspendStudent(userId: $id, input: { reason: $r }) { success } }';
    expect(codeOf(await gql(staff, hide, { id: UNKNOWN, r: 'Fake.' }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(staff, hide, { id: 'nope', r: 'Fake.' }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(staff, suspend, { id: UNKNOWN, r: 'Spam.' }))).toBe('NOT_FOUND');
    const blank = await gql(staff, hide, { id: owner.listingId, r: '   ' });
    expect(codeOf(blank)).toBe('VALIDATION_FAILED');
    expect(Object.keys(blank.errors[0].extensions.fields)).toEqual(['reason']);
    expect(codeOf(await gql(staff, suspend, { id: staff.user.id, r: 'Testing.' }))).toBe('CONFLICT');
    expect(await server.db.prisma.staffAction.count()).toBe(0);
  });
});
