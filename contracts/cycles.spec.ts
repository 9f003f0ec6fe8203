// Contract of the 3-way swap paths (docs/decisions/040-three-way-swaps.md) against the real gateway:
// GET /api/matches carries `cycles`; POST /api/cycles/:id/join and /leave answer the documented bodies,
// statuses and error bodies; contact details appear only once all three joined. The three students
// live on halls and a room type no other contract file uses, so no other listing closes a cycle
// with theirs.
import { beforeAll, describe, expect, it } from 'vitest';
import { CYCLE_KEYS } from '@campus-swap/test-support/documented-shapes';
import { OTHER_STUDENT_KEYS } from './support/answers.ts';
import { asStudent, pactum } from './support/pactum.ts';
import { publishedKeys } from './support/published.ts';
import { api, type Json, newStudent, postListing, type Student } from './support/students.ts';

const HALLS = [
  { campus: 'College Avenue', hall: 'Frelinghuysen Hall' },
  { campus: 'Busch', hall: 'Silvers Apartments' },
  { campus: 'Livingston', hall: 'Livingston Apartments C' },
];
const MEMBER_KEYS = [
  'have',
  'isMe',
  'listingId',
  'movesInto',
  'place',
  'position',
  ...OTHER_STUDENT_KEYS,
].sort();

let s: Student[];
let cycle: Json;

beforeAll(async () => {
  s = [await newStudent('cyc'), await newStudent('cyc'), await newStudent('cyc')];
  for (let i = 0; i < 3; i++) {
    const have = HALLS[i]!;
    const want = HALLS[(i + 1) % 3]!;
    await postListing(s[i]!.token, {
      type: 'DORM',
      campusNow: have.campus,
      dormNow: have.hall,
      roomTypeNow: 'Triple',
      campusWant: [want.campus],
      dormWant: [want.hall],
      roomTypeWant: ['Triple'],
      moveWhen: 'Next Semester',
      flexible: false,
    });
  }
});

describe('GET /api/matches: cycles', () => {
  it('answers the 3-way swap to each of the three, the same id, the viewer first, contacts null', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await asStudent(s[i]!.token).get('/api/matches').expectStatus(200).toss();
      const cycles = res.json.cycles as Json[];
      expect(cycles).toHaveLength(1);
      const c = cycles[0];
      expect(Object.keys(c).sort()).toEqual(await publishedKeys('get', '/matches', 'cycles', '[]'));
      expect(Object.keys(c)).toEqual(expect.arrayContaining(CYCLE_KEYS));
      expect(c).toMatchObject({
        type: 'DORM',
        status: 'OFFERED',
        connected: false,
        joinedByMe: false,
        joinedCount: 0,
        nextStep: null,
      });
      expect(c.members).toHaveLength(3);
      for (const m of c.members) {
        expect(Object.keys(m).sort()).toEqual(
          await publishedKeys('get', '/matches', 'cycles', '[]', 'members', '[]'),
        );
        expect(Object.keys(m)).toEqual(expect.arrayContaining(MEMBER_KEYS));
        expect([m.userEmail, m.userInstagram, m.userLinkedin]).toEqual([null, null, null]);
      }
      expect(c.members.map((m: Json) => m.isMe)).toEqual([true, false, false]);
      expect(c.members.map((m: Json) => m.place)).toEqual([0, 1, 2].map((k) => HALLS[(i + k) % 3]!.hall));
      expect(c.members[0].movesInto).toBe(
        `${HALLS[(i + 1) % 3]!.campus} · ${HALLS[(i + 1) % 3]!.hall} · Triple`,
      );
      expect(c.members[1].userName).toBe(s[(i + 1) % 3]!.profile.name);
      ids.push(c.id);
      if (i === 0) cycle = c;
    }
    expect(new Set(ids).size).toBe(1);
  });
});

describe('POST /api/cycles/:id/join and /leave', () => {
  it('join answers {status, cycle}; two joined show no contacts; the third connects and shows all', async () => {
    const first = await asStudent(s[0]!.token).post(`/api/cycles/${cycle.id}/join`).expectStatus(200).toss();
    expect(Object.keys(first.json).sort()).toEqual(['cycle', 'status']);
    expect(first.json.status).toBe('pending');
    expect(first.json.cycle).toMatchObject({ id: cycle.id, joinedByMe: true, joinedCount: 1 });
    // idempotent
    expect(
      (await api('POST', `/api/cycles/${cycle.id}/join`, { token: s[0]!.token })).body.cycle.joinedCount,
    ).toBe(1);
    expect((await api('POST', `/api/cycles/${cycle.id}/join`, { token: s[1]!.token })).body.status).toBe(
      'pending',
    );
    for (const st of s) {
      const view = (await api('GET', '/api/matches', { token: st.token })).body.cycles[0];
      expect(view.joinedCount).toBe(2);
      expect(view.members.flatMap((m: Json) => [m.userEmail, m.userInstagram, m.userLinkedin])).toEqual(
        Array(9).fill(null),
      );
    }
    const third = await api('POST', `/api/cycles/${cycle.id}/join`, { token: s[2]!.token });
    expect(third.status).toBe(200);
    expect(third.body.status).toBe('connected');
    for (const st of s) {
      const view = (await api('GET', '/api/matches', { token: st.token })).body.cycles[0];
      expect(view).toMatchObject({ status: 'CONNECTED', connected: true, joinedCount: 3 });
      expect(view.members.map((m: Json) => m.userEmail).sort()).toEqual(s.map((x) => x.email).sort());
      expect(view.members.map((m: Json) => m.userInstagram)).not.toContain(null);
      expect(view.nextStep).toMatch(/room-swap form/);
    }
  });

  it('leaving a connected swap is 409 CONFLICT; others and bad ids are 404; no session is 401', async () => {
    await asStudent(s[0]!.token)
      .post(`/api/cycles/${cycle.id}/leave`)
      .expectStatus(409)
      .expectJsonLike({ code: 'CONFLICT' });
    const outsider = await newStudent('cyc-out');
    for (const path of [`/api/cycles/${cycle.id}/join`, `/api/cycles/${cycle.id}/leave`]) {
      await asStudent(outsider.token)
        .post(path)
        .expectStatus(404)
        .expectJson({ error: 'This 3-way swap is no longer available.', code: 'NOT_FOUND' });
    }
    await asStudent(s[0]!.token).post('/api/cycles/not-a-uuid/join').expectStatus(404);
    await pactum
      .spec()
      .post(`/api/cycles/${cycle.id}/join`)
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });

  it('leaving an offered swap answers {success: true} and dissolves it for all three', async () => {
    const t = [await newStudent('cyc2'), await newStudent('cyc2'), await newStudent('cyc2')];
    const halls = ['Hardenbergh Hall', 'Judson Suites', 'Quad II'];
    const campus = ['College Avenue', 'Busch', 'Livingston'];
    for (let i = 0; i < 3; i++) {
      await postListing(t[i]!.token, {
        type: 'DORM',
        campusNow: campus[i],
        dormNow: halls[i],
        roomTypeNow: 'Apartment',
        campusWant: [campus[(i + 1) % 3]],
        dormWant: [halls[(i + 1) % 3]],
        roomTypeWant: ['Apartment'],
        moveWhen: 'ASAP',
        flexible: true,
      });
    }
    const offered = (await api('GET', '/api/matches', { token: t[1]!.token })).body.cycles;
    expect(offered).toHaveLength(1);
    await asStudent(t[1]!.token)
      .post(`/api/cycles/${offered[0].id}/leave`)
      .expectStatus(200)
      .expectJson({ success: true });
    for (const st of t)
      expect((await api('GET', '/api/matches', { token: st.token })).body.cycles).toEqual([]);
  });
});
