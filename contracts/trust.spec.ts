// Contract of the block and report paths (docs/decisions/180-blocks.md, 181-reports.md) and of the
// support desk's refusal to a student (182): POST /api/matches/:id/block, GET /api/blocks,
// DELETE /api/blocks/:id, POST /api/matches/:id/report answer the published shapes; refusals are the
// documented error shape. Every answer also validates against /api/openapi.json (the proxy).
// Students on halls of their own (Campbell Hall on College Avenue, Barr Hall on Busch).
import { beforeAll, describe, expect, it } from 'vitest';
import { sorted } from './support/answers.ts';
import { publishedKeys } from './support/published.ts';
import { api, type Json, newStudent, postListing, type Student } from './support/students.ts';

type Who = Student & { listing: Json };
const CAMPBELL = {
  type: 'DORM',
  campusNow: 'College Avenue',
  dormNow: 'Campbell Hall',
  roomTypeNow: 'Double',
  campusWant: ['Busch'],
  dormWant: ['Barr Hall'],
  roomTypeWant: ['Double'],
  moveWhen: 'Next Semester',
  flexible: true,
  notes: '',
};
const BARR = {
  ...CAMPBELL,
  campusNow: 'Busch',
  dormNow: 'Barr Hall',
  campusWant: ['College Avenue'],
  dormWant: ['Campbell Hall'],
};

async function who(prefix: string, listing: Record<string, unknown>): Promise<Who> {
  const student = await newStudent(prefix);
  return { ...student, listing: await postListing(student.token, listing) };
}

describe('blocks', () => {
  let p: Who;
  let q: Who;

  beforeAll(async () => {
    p = await who('bp', CAMPBELL);
    q = await who('bq', BARR);
  });

  it('block, list and undo answer the published shapes; twice is 409, undone twice 404', async () => {
    const block = await api('POST', `/api/matches/${q.listing.id}/block`, { token: p.token });
    expect(block.status).toBe(200);
    expect(sorted(block.body)).toEqual(await publishedKeys('post', '/matches/{id}/block'));
    expect(block.body.userName).toBe(q.profile.name);

    const list = await api('GET', '/api/blocks', { token: p.token });
    expect(list.status).toBe(200);
    expect(sorted(list.body)).toEqual(await publishedKeys('get', '/blocks'));
    expect(sorted(list.body.blocks[0])).toEqual(await publishedKeys('get', '/blocks', 'blocks', '[]'));
    expect(list.body.blocks).toEqual([block.body]);

    const twice = await api('POST', `/api/matches/${q.listing.id}/block`, { token: p.token });
    expect([twice.status, twice.body]).toEqual([
      409,
      { error: 'You have already blocked this student.', code: 'CONFLICT' },
    ]);

    const undo = await api('DELETE', `/api/blocks/${block.body.id}`, { token: p.token });
    expect([undo.status, undo.body]).toEqual([200, { success: true }]);
    const again = await api('DELETE', `/api/blocks/${block.body.id}`, { token: p.token });
    expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('POST /api/matches/:id/report', () => {
  it('answers the published acknowledgement; a second open report is 409; a bad reason 400 with the field', async () => {
    const reporter = await who('rp', CAMPBELL);
    const owner = await who('ro', BARR);
    const path = `/api/matches/${owner.listing.id}/report`;
    const bad = await api('POST', path, { token: reporter.token, body: { reason: 'NOPE' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: expect.any(String) } });

    const report = await api('POST', path, {
      token: reporter.token,
      body: { reason: 'ALREADY_SWAPPED', details: 'They told me they swapped last week.' },
    });
    expect(report.status).toBe(200);
    expect(sorted(report.body)).toEqual(await publishedKeys('post', '/matches/{id}/report'));
    expect(report.body).toMatchObject({
      reason: 'ALREADY_SWAPPED',
      message: expect.stringMatching(/support team/),
    });

    const second = await api('POST', path, { token: reporter.token, body: { reason: 'SPAM' } });
    expect([second.status, second.body]).toEqual([
      409,
      { error: 'You already reported this listing. Our support team will look at it.', code: 'CONFLICT' },
    ]);
    const own = await api('POST', `/api/matches/${reporter.listing.id}/report`, {
      token: reporter.token,
      body: { reason: 'SPAM' },
    });
    expect([own.status, own.body]).toEqual([
      404,
      { error: 'This listing is not available.', code: 'NOT_FOUND' },
    ]);
  });
});

describe('the support desk', () => {
  it('a student gets 403 FORBIDDEN in the documented error shape', async () => {
    const student = await newStudent('desk');
    for (const path of [
      '/api/support/reports',
      '/api/support/hidden-listings',
      '/api/support/suspended-students',
      '/api/support/audit?first=5',
      '/api/support/figures',
    ]) {
      const res = await api('GET', path, { token: student.token });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });
    }
  });
});
