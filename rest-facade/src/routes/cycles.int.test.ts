// The 3-way swap REST paths (docs/decisions/040-three-way-swaps.md) over real HTTP against an
// in-process gateway: GET /api/matches carries `cycles`, join and leave answer the documented bodies
// and errors, and contact details stay hidden until all three joined.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  requestJson,
  gateway as server,
  useInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import { CYCLE_KEYS, MATCHES_KEYS } from '@campus-swap/test-support/documented-shapes';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { dormFromTo } from '@campus-swap/test-support/listings';

useInProcessGateway();

const student = () => createStudent(server.db);
const api = (method: string, path: string, token: string | null, body?: unknown) =>
  requestJson(server.url, method, `/api${path}`, { token, body });

describe('3-way swaps over REST', () => {
  const halls = ['Tinsley Hall', 'Buell Apartments', 'Quad I'];
  let s: Awaited<ReturnType<typeof student>>[];
  let cycleId: string;

  beforeAll(async () => {
    s = [await student(), await student(), await student()];
    for (let i = 0; i < 3; i++) {
      const saved = await api('POST', '/listings', s[i]!.token, dormFromTo(halls[i]!, halls[(i + 1) % 3]!));
      expect(saved.status).toBe(200);
    }
  });

  it('GET /api/matches answers the cycle with the documented keys, contacts hidden', async () => {
    const res = await api('GET', '/matches', s[0]!.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(MATCHES_KEYS);
    expect(res.body.cycles).toHaveLength(1);
    const cycle = res.body.cycles[0];
    cycleId = cycle.id;
    expect(Object.keys(cycle).sort()).toEqual(CYCLE_KEYS);
    expect(cycle.members.map((m: { place: string }) => m.place)).toEqual(halls);
    expect(cycle.members[0].movesInto).toBe('Busch · Buell Apartments · Double');
    for (const m of cycle.members) expect(m.userEmail).toBeNull();
    const other = await api('GET', '/matches', s[2]!.token);
    expect(other.body.cycles.map((c: { id: string }) => c.id)).toEqual([cycleId]);
  });

  it('join: pending twice without contacts, connected on the third with all contacts; leave is then 409', async () => {
    expect((await api('POST', `/cycles/${cycleId}/join`, s[0]!.token)).body.status).toBe('pending');
    const second = await api('POST', `/cycles/${cycleId}/join`, s[1]!.token);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      status: 'pending',
      cycle: { id: cycleId, joinedCount: 2, connected: false },
    });
    for (const st of s) {
      const view = (await api('GET', '/matches', st.token)).body.cycles[0];
      expect(view.members.map((m: { userEmail: string | null }) => m.userEmail)).toEqual([null, null, null]);
    }
    const third = await api('POST', `/cycles/${cycleId}/join`, s[2]!.token);
    expect(third.body.status).toBe('connected');
    expect(third.body.cycle.members.map((m: { userEmail: string }) => m.userEmail).sort()).toEqual(
      s.map((x) => x.user.email).sort(),
    );
    const leave = await api('POST', `/cycles/${cycleId}/leave`, s[0]!.token);
    expect(leave.status).toBe(409);
    expect(leave.body.code).toBe('CONFLICT');
  });

  it("404 NOT_FOUND for unknown, malformed and other students' cycles; 401 without a session", async () => {
    const outsider = await student();
    for (const [path, token] of [
      [`/cycles/${cycleId}/join`, outsider.token],
      [`/cycles/${cycleId}/leave`, outsider.token],
      ['/cycles/nope/join', s[0]!.token],
      ['/cycles/00000000-0000-4000-8000-000000000000/leave', s[0]!.token],
    ] as const) {
      const res = await api('POST', path, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'This 3-way swap is no longer available.', code: 'NOT_FOUND' });
    }
    const anonymous = await api('POST', `/cycles/${cycleId}/join`, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });
});
