// Contract of GET /api/swaps, POST /api/swaps/:id/done and POST /api/swaps/:id/call-off
// (docs/decisions/294-one-swap-after-the-match.md, decisions.md §3): the answers are the published Swap
// and its members; refusals are the documented error shape. Students on halls of their own (Livingston
// Apartments and Allen Hall), found by listing id.
import { beforeAll, describe, expect, it } from 'vitest';
import { sorted } from './support/answers.ts';
import { publishedKeys } from './support/published.ts';
import { api, type Json, newStudent, postListing, type Student } from './support/students.ts';

type Who = Student & { listing: Json };
const LIVI = {
  type: 'DORM',
  campusNow: 'Livingston',
  dormNow: 'Livingston Apartments B',
  roomTypeNow: 'Apartment',
  campusWant: ['Busch'],
  dormWant: ['Allen Hall'],
  roomTypeWant: ['Double'],
  moveWhen: 'Next Semester',
  flexible: true,
  notes: '',
};
const ALLEN = {
  ...LIVI,
  campusNow: 'Busch',
  dormNow: 'Allen Hall',
  roomTypeNow: 'Double',
  campusWant: ['Livingston'],
  dormWant: ['Livingston Apartments B'],
  roomTypeWant: ['Apartment'],
};

async function who(prefix: string, listing: object): Promise<Who> {
  const student = await newStudent(prefix);
  return { ...student, listing: await postListing(student.token, listing as Record<string, unknown>) };
}

describe('/api/swaps', () => {
  let p: Who;
  let q: Who;
  let swapId: string;

  beforeAll(async () => {
    p = await who('wp', LIVI);
    q = await who('wq', ALLEN);
    await api('POST', `/api/matches/${q.listing.id}/reveal`, { token: p.token });
    await api('POST', `/api/matches/${p.listing.id}/reveal`, { token: q.token });
  });

  it('GET /api/swaps answers {swaps}, each the published Swap with its published members', async () => {
    const res = await api('GET', '/api/swaps', { token: p.token });
    expect(res.status).toBe(200);
    expect(sorted(res.body)).toEqual(['swaps']);
    const [swap] = res.body.swaps;
    expect(sorted(swap)).toEqual(await publishedKeys('get', '/swaps', 'swaps', '[]'));
    expect(sorted(swap.members[0])).toEqual(
      await publishedKeys('get', '/swaps', 'swaps', '[]', 'members', '[]'),
    );
    expect(swap).toMatchObject({ kind: 'PAIR', state: 'CONNECTED' });
    swapId = swap.id;
  });

  it('done and call-off answer {swap}; call-off on a done swap is 409; another student’s id is 404', async () => {
    const keys = await publishedKeys('post', '/swaps/{id}/done', 'swap');
    expect(await publishedKeys('post', '/swaps/{id}/call-off', 'swap')).toEqual(keys);
    const claimed = await api('POST', `/api/swaps/${swapId}/done`, { token: p.token });
    expect(claimed.status).toBe(200);
    expect(sorted(claimed.body.swap)).toEqual(keys);
    expect(claimed.body.swap.state).toBe('CLAIMED');
    const done = await api('POST', `/api/swaps/${swapId}/done`, { token: q.token });
    expect(done.body.swap.state).toBe('DONE');
    const off = await api('POST', `/api/swaps/${swapId}/call-off`, { token: p.token });
    expect([off.status, off.body]).toEqual([
      409,
      { error: 'This swap is done: there is nothing to call off.', code: 'CONFLICT' },
    ]);
    const stranger = await newStudent('wx');
    const gone = await api('POST', `/api/swaps/${swapId}/call-off`, { token: stranger.token });
    expect([gone.status, gone.body]).toEqual([
      404,
      { error: 'This swap is not available.', code: 'NOT_FOUND' },
    ]);
  });
});
