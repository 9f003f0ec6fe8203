// 3-way swaps through the GraphQL schema in-process against a real database: offered by the save that
// closes one (never by a read, ADR 270), the same card for all three, consent, contact privacy (two joining shows nothing), dissolving on
// leave, edit, deactivation and deletion, the limit of three per listing, and the job's full search.
import { beforeAll, describe, expect, it } from 'vitest';
import { HALL_CAMPUS } from '../../catalog.ts';
import { as, createStudent, postListing, type Student } from '@campus-swap/test-support/listing-fixtures';
import { services, useTestServices } from '@campus-swap/test-support/test-services';
import { runHousekeeping } from '../jobs.ts';

useTestServices();

const CYCLES = /* GraphQL */ `
  query Cycles {
    matches {
      cards { id why { exactReverse } }
      cycles { id type status connected joinedByMe joinedCount nextStep
        members { position isMe userName have place movesInto userEmail userInstagram userLinkedin } }
    }
  }`;
const JOIN = /* GraphQL */ `mutation Join($id: ID!) { joinCycle(cycleId: $id) { status cycle { id status connected joinedCount members { userEmail } } } }`;
const DELETE_ACCOUNT = /* GraphQL */ `mutation { deleteAccount { success } }`;
const LEAVE = /* GraphQL */ `mutation Leave($id: ID!) { leaveCycle(cycleId: $id) { success } }`;

type Cycle = {
  id: string;
  status: string;
  connected: boolean;
  joinedByMe: boolean;
  joinedCount: number;
  nextStep: string | null;
  members: {
    position: number;
    isMe: boolean;
    userName: string;
    have: string;
    place: string;
    movesInto: string;
    userEmail: string | null;
    userInstagram: string | null;
    userLinkedin: string | null;
  }[];
};

/** A listing in `hall` (a Single) that wants a Single in `wants`. */
function dorm(hall: string, wants: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'DORM',
    campusNow: HALL_CAMPUS.get(hall),
    dormNow: hall,
    roomTypeNow: 'Single',
    campusWant: [HALL_CAMPUS.get(wants)],
    dormWant: [wants],
    roomTypeWant: ['Single'],
    moveWhen: 'ASAP',
    flexible: false,
    ...extra,
  };
}

async function cyclesOf(student: Student): Promise<Cycle[]> {
  const result = await as(services, student, CYCLES);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.matches.cycles as Cycle[];
}

/** Three students: i lives in halls[i] and wants halls[i + 1], so 0 takes 1's room, 1 takes 2's, 2 takes 0's. */
async function trio(halls: [string, string, string], names: [string, string, string]) {
  const students: Student[] = [];
  const listings: string[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await createStudent(services, { name: names[i]! });
    students.push(s);
    listings.push(await postListing(services, s, dorm(halls[i]!, halls[(i + 1) % 3]!)));
  }
  return { students, listings };
}

describe('a 3-way swap', () => {
  let s: Student[];

  beforeAll(async () => {
    ({ students: s } = await trio(['Allen Hall', 'Quad I', 'Brett Hall'], ['Ann', 'Ben', 'Cat']));
  });

  it('is offered by the save that closes it, before anyone loads matches: the same cycle, who moves where', async () => {
    const stored = await services.prisma.swapCycleMember.findMany({
      where: { userId: { in: s.map((x) => x.user.id) } },
    });
    expect(stored).toHaveLength(3);
    expect(new Set(stored.map((m) => m.cycleId)).size).toBe(1);
    const [a, b, c] = await Promise.all(s.map((st) => cyclesOf(st)));
    expect(a).toHaveLength(1);
    expect(b!.map((x) => x.id)).toEqual([a![0]!.id]);
    expect(c!.map((x) => x.id)).toEqual([a![0]!.id]);
    const card = a![0]!;
    expect(card).toMatchObject({
      status: 'OFFERED',
      connected: false,
      joinedByMe: false,
      joinedCount: 0,
      nextStep: null,
    });
    expect(card.members.map((m) => [m.userName, m.isMe, m.place, m.movesInto])).toEqual([
      ['Ann', true, 'Allen Hall', 'Livingston · Quad I · Single'],
      ['Ben', false, 'Quad I', 'College Avenue · Brett Hall · Single'],
      ['Cat', false, 'Brett Hall', 'Busch · Allen Hall · Single'],
    ]);
    // Ben sees himself first, then Cat (whose room he takes), then Ann
    expect(b![0]!.members.map((m) => m.userName)).toEqual(['Ben', 'Cat', 'Ann']);
    // no pairwise card can show it: none of the three is an exact reverse of another
    const cards = (await as(services, s[0]!, CYCLES)).data!.matches.cards as {
      why: { exactReverse: boolean };
    }[];
    expect(cards.some((card) => card.why.exactReverse)).toBe(false);
    for (const list of [a, b, c]) for (const m of list![0]!.members) expect(m.userEmail).toBeNull();
  });

  it('two joining shows no contact details to anyone; the third joining shows all three to all', async () => {
    const [cycle] = await cyclesOf(s[0]!);
    const first = await as(services, s[0]!, JOIN, { id: cycle!.id });
    expect(first.data!.joinCycle.status).toBe('pending');
    expect((await as(services, s[0]!, JOIN, { id: cycle!.id })).data!.joinCycle.cycle.joinedCount).toBe(1);
    const second = await as(services, s[1]!, JOIN, { id: cycle!.id });
    expect(second.data!.joinCycle).toMatchObject({
      status: 'pending',
      cycle: { status: 'OFFERED', joinedCount: 2 },
    });
    for (const st of s) {
      const [view] = await cyclesOf(st);
      expect(view!.joinedCount).toBe(2);
      for (const m of view!.members)
        expect([m.userEmail, m.userInstagram, m.userLinkedin]).toEqual([null, null, null]);
    }
    expect((await cyclesOf(s[2]!))[0]!.joinedByMe).toBe(false);

    const third = await as(services, s[2]!, JOIN, { id: cycle!.id });
    expect(third.data!.joinCycle.status).toBe('connected');
    for (const st of s) {
      const [view] = await cyclesOf(st);
      expect(view).toMatchObject({ status: 'CONNECTED', connected: true, joinedCount: 3 });
      expect(view!.nextStep).toMatch(/room-swap form/);
      expect(view!.members.map((m) => m.userEmail).sort()).toEqual(s.map((x) => x.user.email).sort());
      expect(view!.members.every((m) => m.userInstagram && m.userLinkedin)).toBe(true);
    }
  });

  it('a connected swap survives an edit, cannot be left, and goes when a member deletes the account', async () => {
    const [cycle] = await cyclesOf(s[0]!);
    await postListing(services, s[1]!, { ...dorm('Quad I', 'Brett Hall'), notes: 'edited after connecting' });
    expect((await cyclesOf(s[0]!)).map((c) => c.id)).toEqual([cycle!.id]);
    const leave = await as(services, s[0]!, LEAVE, { id: cycle!.id });
    expect(leave.code).toBe('CONFLICT');
    // the deletion itself dissolves it (reads write nothing, ADR 150)
    expect((await as(services, s[2]!, DELETE_ACCOUNT)).data!.deleteAccount.success).toBe(true);
    expect(await cyclesOf(s[0]!)).toEqual([]);
    expect(await services.prisma.swapCycle.count({ where: { id: cycle!.id } })).toBe(0);
  });
});

describe('dissolving an offered swap', () => {
  it('leaving dissolves it for all three and it is not offered again until one of them edits', async () => {
    const { students: s } = await trio(['Barr Hall', 'Quad II', 'Campbell Hall'], ['Dee', 'Eve', 'Fay']);
    const [cycle] = await cyclesOf(s[1]!);
    expect(cycle).toBeDefined();
    await as(services, s[0]!, JOIN, { id: cycle!.id });
    expect((await as(services, s[1]!, LEAVE, { id: cycle!.id })).data!.leaveCycle.success).toBe(true);
    for (const st of s) expect(await cyclesOf(st)).toEqual([]);
    expect((await as(services, s[0]!, JOIN, { id: cycle!.id })).code).toBe('NOT_FOUND');
    expect((await as(services, s[1]!, LEAVE, { id: cycle!.id })).code).toBe('NOT_FOUND');
    // an edit by any of the three makes them eligible again: a new offer, a new id
    await postListing(services, s[2]!, { ...dorm('Campbell Hall', 'Barr Hall'), notes: 'still keen' });
    const again = await cyclesOf(s[0]!);
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(cycle!.id);
    expect(again[0]!.joinedCount).toBe(0);
  });

  it('an edit or a deactivation by a member dissolves it; an exact-reverse pair never forms one', async () => {
    const { students: s, listings } = await trio(
      ['Mattia Hall', 'Quad III', 'Clothier Hall'],
      ['Gus', 'Hal', 'Ivy'],
    );
    const [cycle] = await cyclesOf(s[0]!);
    await as(services, s[2]!, JOIN, { id: cycle!.id });
    // Hal now also wants Gus's hall: Gus and Hal are an exact reverse, so no 3-way swap is offered
    await postListing(services, s[1]!, {
      ...dorm('Quad III', 'Clothier Hall'),
      campusWant: ['College Avenue', 'Busch'],
      dormWant: ['Clothier Hall', 'Mattia Hall'],
    });
    for (const st of s) expect(await cyclesOf(st)).toEqual([]);
    expect((await as(services, s[2]!, JOIN, { id: cycle!.id })).code).toBe('NOT_FOUND');
    // back to the cycle: offered again; then a deactivation dissolves it
    await postListing(services, s[1]!, dorm('Quad III', 'Clothier Hall'));
    const [again] = await cyclesOf(s[2]!);
    expect(again!.members.map((m) => m.userName)).toEqual(['Ivy', 'Gus', 'Hal']);
    await as(services, s[0]!, /* GraphQL */ 'mutation { deactivateListing { success } }');
    expect(await cyclesOf(s[1]!)).toEqual([]);
    expect(await services.prisma.swapCycleMember.count({ where: { listingId: listings[0]! } })).toBe(0);
  });
});

describe('the limits and the job', () => {
  it('offers a listing in at most 3 cycles at once', async () => {
    // the hub (Metzger Hall) wants Lynton Towers North; three there want Demarest Hall; three there want Metzger
    const hub = await createStudent(services, { name: 'Hub' });
    await postListing(services, hub, dorm('Metzger Hall', 'Lynton Towers North'));
    const others: Student[] = [];
    for (let i = 0; i < 3; i++) {
      const b = await createStudent(services);
      await postListing(services, b, dorm('Lynton Towers North', 'Demarest Hall'));
      const c = await createStudent(services);
      await postListing(services, c, dorm('Demarest Hall', 'Metzger Hall'));
      others.push(b, c);
    }
    const mine = await cyclesOf(hub);
    expect(mine).toHaveLength(3); // 9 cycles exist through the hub
    // leaving one gives the hub its place back: another cycle through it is offered at once
    expect((await as(services, hub, LEAVE, { id: mine[0]!.id })).data!.leaveCycle.success).toBe(true);
    const after = await cyclesOf(hub);
    expect(after).toHaveLength(3);
    expect(after.map((c) => c.id)).not.toContain(mine[0]!.id);
    expect(after.filter((c) => !mine.some((m) => m.id === c.id))).toHaveLength(1);
    await runHousekeeping(services);
    for (const st of others) await cyclesOf(st);
    expect(await cyclesOf(hub)).toHaveLength(3);
    const perListing = await services.prisma.swapCycleMember.groupBy({
      by: ['listingId'],
      where: { cycle: { status: { in: ['OFFERED', 'CONNECTED'] } } },
      _count: { _all: true },
    });
    expect(Math.max(...perListing.map((p) => p._count._all))).toBeLessThanOrEqual(3);
  });

  it('reads never offer; the job offers what no save did, and three joining at once end connected', async () => {
    const s: Student[] = [];
    const halls = ['Winkler Suites', 'Livingston Apartments A', 'Pell Hall'];
    for (let i = 0; i < 2; i++) {
      s.push(await createStudent(services));
      await postListing(services, s[i]!, dorm(halls[i]!, halls[(i + 1) % 3]!));
    }
    // the listing that closes the cycle reaches the database without a save (an import, or a gateway
    // that stopped between its save and its offer)
    s.push(await createStudent(services, {}, { ...dorm(halls[2]!, halls[0]!), active: true } as never));
    for (const st of s) expect(await cyclesOf(st)).toEqual([]);
    expect(
      await services.prisma.swapCycleMember.count({ where: { userId: { in: s.map((x) => x.user.id) } } }),
    ).toBe(0);
    const before = await services.prisma.swapCycle.count();
    const report = await runHousekeeping(services);
    expect(report.offeredCycles).toBeGreaterThanOrEqual(1);
    expect(await services.prisma.swapCycle.count()).toBe(
      before - report.dissolvedCycles + report.offeredCycles,
    );
    const stored = await services.prisma.swapCycleMember.findMany({
      where: { userId: { in: s.map((x) => x.user.id) } },
    });
    expect(new Set(stored.map((m) => m.cycleId)).size).toBe(1);
    const id = stored[0]!.cycleId;
    const answers = await Promise.all(s.map((st) => as(services, st, JOIN, { id })));
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined, undefined]);
    expect(answers.some((a) => a.data!.joinCycle.status === 'connected')).toBe(true);
    expect((await services.prisma.swapCycle.findUniqueOrThrow({ where: { id } })).status).toBe('CONNECTED');
  });

  it("NOT_FOUND for a malformed, unknown or someone else's cycle, and the guard applies", async () => {
    const { students: s } = await trio(
      ['Hegeman Hall', 'Lynton Towers South', 'Nichols Apartments'],
      ['Jo', 'Kim', 'Lu'],
    );
    const [cycle] = await cyclesOf(s[0]!);
    const outsider = await createStudent(services);
    expect((await as(services, outsider, JOIN, { id: cycle!.id })).code).toBe('NOT_FOUND');
    expect((await as(services, outsider, LEAVE, { id: cycle!.id })).code).toBe('NOT_FOUND');
    expect((await as(services, s[0]!, JOIN, { id: 'not-a-uuid' })).code).toBe('NOT_FOUND');
    expect((await as(services, s[0]!, JOIN, { id: '00000000-0000-4000-8000-000000000000' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await as(services, null, JOIN, { id: cycle!.id })).code).toBe('UNAUTHENTICATED');
    const noProfile = await createStudent(services, { name: null });
    expect((await as(services, noProfile, JOIN, { id: cycle!.id })).code).toBe('PROFILE_REQUIRED');
    expect((await cyclesOf(s[0]!))[0]!.joinedCount).toBe(0);
  });
});
