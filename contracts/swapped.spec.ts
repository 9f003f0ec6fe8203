// Contract of POST /api/matches/:id/swapped and POST /api/matches/:id/swapped/dispute
// (docs/decisions/183-we-swapped.md): the answer is the published SwapClaim; refusals are the
// documented error shape. Students on halls of their own (Tinsley Hall, Nichols Apartments on Busch), found by listing id.
import { beforeAll, describe, expect, it } from 'vitest';
import { sorted } from './support/answers.ts';
import { publishedKeys } from './support/published.ts';
import { api, type Json, newStudent, postListing, type Student } from './support/students.ts';

type Who = Student & { listing: Json };
const TINSLEY = {
  type: 'DORM',
  campusNow: 'Busch',
  dormNow: 'Nichols Apartments',
  roomTypeNow: 'Apartment',
  campusWant: ['College Avenue'],
  dormWant: ['Tinsley Hall'],
  roomTypeWant: ['Double'],
  moveWhen: 'Next Semester',
  flexible: true,
  notes: '',
};
const REVERSE = {
  ...TINSLEY,
  campusNow: 'College Avenue',
  dormNow: 'Tinsley Hall',
  roomTypeNow: 'Double',
  campusWant: ['Busch'],
  dormWant: ['Nichols Apartments'],
  roomTypeWant: ['Apartment'],
};

async function who(prefix: string, listing: object): Promise<Who> {
  const student = await newStudent(prefix);
  return { ...student, listing: await postListing(student.token, listing as Record<string, unknown>) };
}

const swapped = (from: Who, to: Who, tail = '') =>
  api('POST', `/api/matches/${to.listing.id}/swapped${tail}`, { token: from.token });

describe('POST /api/matches/:id/swapped', () => {
  let p: Who;
  let q: Who;

  beforeAll(async () => {
    p = await who('sp', TINSLEY);
    q = await who('sq', REVERSE);
  });

  it('without a connection: 409 CONFLICT in the documented error shape', async () => {
    const res = await swapped(p, q);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'You can say you swapped only with a student you are connected with (both revealed).',
      code: 'CONFLICT',
    });
  });

  it('an unknown listing: 404 NOT_FOUND, for the claim and the dispute', async () => {
    for (const tail of ['', '/dispute']) {
      const res = await api('POST', `/api/matches/00000000-0000-4000-8000-000000000000/swapped${tail}`, {
        token: p.token,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'This listing is not available.', code: 'NOT_FOUND' });
    }
  });

  it('claim, dispute, claim again and confirm answer the published SwapClaim', async () => {
    await api('POST', `/api/matches/${q.listing.id}/reveal`, { token: p.token });
    await api('POST', `/api/matches/${p.listing.id}/reveal`, { token: q.token });
    const keys = await publishedKeys('post', '/matches/{id}/swapped');
    expect(await publishedKeys('post', '/matches/{id}/swapped/dispute')).toEqual(keys);

    const claim = await swapped(p, q);
    expect(claim.status).toBe(200);
    expect(sorted(claim.body)).toEqual(keys);
    expect(claim.body).toMatchObject({ status: 'CLAIMED', claimedByMe: true, closedAt: null });

    const dispute = await swapped(q, p, '/dispute');
    expect(dispute.status).toBe(200);
    expect(sorted(dispute.body)).toEqual(keys);
    expect(dispute.body).toMatchObject({ status: 'DISPUTED', claimedByMe: false, closesAt: null });

    expect((await swapped(q, p)).body).toMatchObject({ status: 'CLAIMED', claimedByMe: true });
    const confirmed = await swapped(p, q);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CLOSED', claimedByMe: false });
    expect(confirmed.body.confirmedAt).toBe(confirmed.body.closedAt);

    const mine = await api('GET', '/api/listings/me', { token: p.token });
    expect(mine.body.listing.active).toBe(false);
  });
});
