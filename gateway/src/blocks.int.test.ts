// Blocks through both doors (issue 24, docs/decisions/180-blocks.md), over real HTTP against an
// in-process gateway: after a block neither student sees the other in matches (and counts), requests,
// connections or 3-way swaps; reveal is refused both ways with the answer of an unknown listing; the
// blocked student is told nothing, their own block and report answering as for an inactive listing
// (ADR 283); bad input gets the documented error and changes nothing; undo brings everything back.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, gql, listedStudent, type ListedStudent } from '@campus-swap/test-support/gateway-students';
import { dormFromTo } from '@campus-swap/test-support/listings';
import { gateway, type Json, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { DORM_BUSCH_WANTS_LIVI, DORM_LIVI_WANTS_BUSCH } from '@campus-swap/test-support/listing-fixtures';

// on PostgreSQL when TEST_DATABASE_URL is set, so the cached matches answers (ADR 150) are exercised too
useInProcessGateway({}, { postgres: true });

type S = ListedStudent;

const NOT_AVAILABLE = { error: 'This listing is not available.', code: 'NOT_FOUND' };

/** Everything `viewer` is shown, through both doors, as text. */
async function everything(viewer: S): Promise<string> {
  const answers = await Promise.all([
    api('GET', '/matches', viewer),
    api('GET', '/swaps/requests', viewer),
    gql(viewer, '{ matches { cards { id userName } preferenceCount otherCount } }'),
    gql(viewer, '{ swapRequests { outgoing { userName } incoming { userName } connected { userName } } }'),
  ]);
  return JSON.stringify(answers);
}

const sees = async (viewer: S, other: S) => {
  const text = await everything(viewer);
  return text.includes(other.listingId) || text.includes(other.user.name!);
};

describe('block between two matching students', () => {
  let a: S;
  let b: S;
  let blockId: string;

  beforeAll(async () => {
    a = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    b = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    // b is interested in a: a pending request each side
    expect((await api('POST', `/matches/${a.listingId}/reveal`, b)).status).toBe(200);
  });

  it('REST block answers {id, userName, blockedAt}; neither sees the other anywhere, counts included', async () => {
    expect(await sees(a, b)).toBe(true);
    const before = (await api('GET', '/matches', a)).body;
    const blocked = await api('POST', `/matches/${b.listingId}/block`, a);
    expect(blocked.status).toBe(200);
    expect(Object.keys(blocked.body).sort()).toEqual(['blockedAt', 'id', 'userName']);
    expect(blocked.body.userName).toBe(b.user.name);
    blockId = blocked.body.id;
    expect(await sees(a, b)).toBe(false);
    expect(await sees(b, a)).toBe(false);
    const after = (await api('GET', '/matches', a)).body;
    expect(after.preferenceCount + after.otherCount).toBe(before.preferenceCount + before.otherCount - 1);
  });

  it('reveal is refused both ways with the answer of an unknown listing, through both doors', async () => {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const rest = await api('POST', `/matches/${to.listingId}/reveal`, from);
      expect(rest.status).toBe(404);
      expect(rest.body).toEqual(NOT_AVAILABLE);
      const graphql = await gql(from, 'mutation ($id: ID!) { reveal(listingId: $id) { result } }', {
        id: to.listingId,
      });
      expect(graphql.errors[0]).toMatchObject({
        message: NOT_AVAILABLE.error,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('is silent: block and report by the blocked student answer exactly as for an inactive listing, on both doors', async () => {
    expect((await api('GET', '/blocks', b)).body).toEqual({ blocks: [] });
    const list = await api('GET', '/blocks', a);
    expect(list.body.blocks).toEqual([{ id: blockId, userName: b.user.name, blockedAt: expect.any(String) }]);
    const gone = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    expect((await api('POST', '/listings/deactivate', gone)).status).toBe(200);
    // what the blocked student gets for a listing: REST and GraphQL, block and report
    const answers = async (listingId: string) => [
      await api('POST', `/matches/${listingId}/block`, b),
      await api('POST', `/matches/${listingId}/report`, b, { reason: 'HARASSMENT' }),
      {
        graphql: await gql(b, 'mutation ($id: ID!) { block(listingId: $id) { id userName } }', {
          id: listingId,
        }),
      },
      {
        graphql: await gql(
          b,
          'mutation ($id: ID!) { report(listingId: $id, input: { reason: HARASSMENT }) { id message } }',
          { id: listingId },
        ),
      },
    ];
    const toBlocker = await answers(a.listingId);
    expect(toBlocker).toEqual(await answers(gone.listingId));
    expect(toBlocker[0]).toEqual({ status: 404, body: NOT_AVAILABLE });
    expect(JSON.stringify(toBlocker)).not.toContain(a.user.name!);
    expect(await gateway.db.prisma.block.count({ where: { blockerId: b.user.id } })).toBe(0);
    expect(await gateway.db.prisma.report.count({ where: { reporterId: b.user.id } })).toBe(0);
  });

  it('blocking twice is 409 CONFLICT and changes nothing', async () => {
    const again = await api('POST', `/matches/${b.listingId}/block`, a);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'You have already blocked this student.', code: 'CONFLICT' });
    const graphql = await gql(a, 'mutation ($id: ID!) { block(listingId: $id) { id } }', { id: b.listingId });
    expect(graphql.errors[0].extensions.code).toBe('CONFLICT');
    expect((await api('GET', '/blocks', a)).body.blocks).toHaveLength(1);
  });

  it('DELETE /api/blocks/:id undoes it: both see each other again, with the earlier interest', async () => {
    const undone = await api('DELETE', `/blocks/${blockId}`, a);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ success: true });
    expect(await sees(a, b)).toBe(true);
    expect(await sees(b, a)).toBe(true);
    const requests = (await api('GET', '/swaps/requests', a)).body;
    expect(requests.incoming.map((r: Json) => r.listingId)).toEqual([b.listingId]);
    expect((await api('DELETE', `/blocks/${blockId}`, a)).status).toBe(404);
  });
});

describe('an existing connection', () => {
  it('is hidden from both, contacts included, while the block stands (GraphQL block)', async () => {
    const c = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const d = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    await api('POST', `/matches/${d.listingId}/reveal`, c);
    expect((await api('POST', `/matches/${c.listingId}/reveal`, d)).body).toEqual({ status: 'connected' });
    expect(await everything(c)).toContain(d.user.email);
    const blocked = await gql(d, 'mutation ($id: ID!) { block(listingId: $id) { id } }', { id: c.listingId });
    expect(blocked.errors).toBeUndefined();
    for (const [viewer, other] of [
      [c, d],
      [d, c],
    ] as const) {
      const text = await everything(viewer);
      for (const hidden of [other.user.email, other.user.instagram!, other.user.name!, other.listingId]) {
        expect(text).not.toContain(hidden);
      }
    }
    const list = await gql(d, '{ blocks { id userName } }');
    expect(list.data.blocks).toEqual([{ id: blocked.data.block.id, userName: c.user.name }]);
  });
});

describe('bad input changes nothing', () => {
  it('own, unknown, malformed and inactive listings are 404; others’ blocks are 404; signed out is 401', async () => {
    const e = await listedStudent(DORM_BUSCH_WANTS_LIVI);
    const f = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    expect((await api('POST', '/listings/deactivate', f)).status).toBe(200);
    for (const id of [e.listingId, '00000000-0000-4000-8000-000000000000', 'nope', f.listingId]) {
      const res = await api('POST', `/matches/${id}/block`, e);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_AVAILABLE);
    }
    const g = await listedStudent(DORM_LIVI_WANTS_BUSCH);
    const mine = await api('POST', `/matches/${g.listingId}/block`, e);
    for (const id of [mine.body.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await api('DELETE', `/blocks/${id}`, f);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await api('GET', '/blocks', e)).body.blocks).toHaveLength(1);
    expect((await api('POST', `/matches/${g.listingId}/block`, null)).status).toBe(401);
    expect((await api('GET', '/blocks', null)).status).toBe(401);
    expect((await api('DELETE', `/blocks/${mine.body.id}`, null)).status).toBe(401);
  });
});

describe('a block inside a 3-way swap', () => {
  const halls = ['Tinsley Hall', 'Buell Apartments', 'Quad I'];
  const cycleIds = async (viewer: S) =>
    (await api('GET', '/matches', viewer)).body.cycles.map((c: Json) => c.id);

  it('dissolves the cycle for all three (connected ones too), is not offered again, and comes back on undo', async () => {
    const s: S[] = [];
    for (let i = 0; i < 3; i++) s.push(await listedStudent(dormFromTo(halls[i]!, halls[(i + 1) % 3]!)));
    const [cycleId] = await cycleIds(s[0]!);
    expect(cycleId).toBeDefined();
    for (const x of s) expect((await api('POST', `/cycles/${cycleId}/join`, x)).status).toBe(200);
    expect((await api('GET', '/matches', s[2]!)).body.cycles[0].connected).toBe(true);

    const blocked = await api('POST', `/matches/${s[1]!.listingId}/block`, s[0]!);
    expect(blocked.status).toBe(200);
    for (const x of s) expect(await cycleIds(x)).toEqual([]);
    expect((await api('POST', `/cycles/${cycleId}/join`, s[2]!)).status).toBe(404);
    const graphql = await gql(s[2]!, '{ matches { cycles { id } } }');
    expect(graphql.data.matches.cycles).toEqual([]);

    expect((await api('DELETE', `/blocks/${blocked.body.id}`, s[0]!)).status).toBe(200);
    const offered = await cycleIds(s[1]!);
    expect(offered).toHaveLength(1);
    expect(offered[0]).not.toBe(cycleId);
  });
});
