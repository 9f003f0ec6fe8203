// Contract of personal API tokens on the documented /api paths (ADR 061): what a READ and a WRITE
// token may call, the 403 INSUFFICIENT_SCOPE body, the RateLimit-* headers on a token's answers and
// 401 once revoked. Every answer here also validates against /api/openapi.json (openapi-setup.ts).
import { describe, expect, it } from 'vitest';
import { baseURL } from './support/pactum.ts';
import { api, type Json, newStudent, postListing } from './support/students.ts';

const DORM = {
  type: 'DORM',
  campusNow: 'Cook/Douglass',
  dormNow: 'Katzenbach Hall',
  roomTypeNow: 'Single',
  campusWant: ['College Avenue'],
  dormWant: ['Pell Hall'],
  roomTypeWant: ['Double'],
  moveWhen: 'Flexible',
};

async function makeToken(session: string, scope: 'READ' | 'WRITE'): Promise<{ token: string; id: string }> {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify({
      query:
        'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }',
      variables: { input: { name: `contract ${scope}`, scope } },
    }),
  });
  const body = (await res.json()) as Json;
  return { token: body.data.createApiToken.token, id: body.data.createApiToken.apiToken.id };
}

describe('personal API tokens on /api', () => {
  it('a READ token reads, is refused writes with 403 INSUFFICIENT_SCOPE, and its answers carry RateLimit-*', async () => {
    const student = await newStudent('tokread');
    const partner = await newStudent('tokpartner');
    await postListing(student.token, DORM);
    const partnerListing = await postListing(partner.token, {
      ...DORM,
      campusNow: 'College Avenue',
      dormNow: 'Pell Hall',
      roomTypeNow: 'Double',
      campusWant: ['Cook/Douglass'],
      dormWant: ['Katzenbach Hall'],
      roomTypeWant: ['Single'],
    });
    const { token } = await makeToken(student.token, 'READ');

    const matches = await api('GET', '/api/matches', { token });
    expect(matches.status).toBe(200);
    expect(matches.body.cards.map((c: Json) => c.id)).toContain(partnerListing.id);
    expect(Number(matches.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    expect(Number(matches.headers.get('ratelimit-remaining'))).toBe(
      Number(matches.headers.get('ratelimit-limit')) - 1,
    );
    expect(Number(matches.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect((await api('GET', '/api/auth/me', { token })).body.user.email).toBe(student.email);

    const refused = { error: expect.any(String), code: 'INSUFFICIENT_SCOPE' };
    for (const [method, path, body] of [
      ['POST', `/api/matches/${partnerListing.id}/reveal`, undefined],
      ['POST', '/api/listings', DORM],
      ['DELETE', '/api/auth/account', undefined],
    ] as const) {
      const answer = await api(method, path, { token, body });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 403,
        body: refused,
      });
    }
  });

  it('a WRITE token reveals but cannot delete the account; revoked, it is 401', async () => {
    const student = await newStudent('tokwrite');
    const partner = await newStudent('tokwpartner');
    const listing = await postListing(partner.token, DORM);
    await postListing(student.token, { ...DORM, campusNow: 'College Avenue', dormNow: 'Pell Hall' });
    const { token, id } = await makeToken(student.token, 'WRITE');
    expect(await api('POST', `/api/matches/${listing.id}/reveal`, { token })).toMatchObject({
      status: 200,
      body: { status: 'pending' },
    });
    expect((await api('DELETE', '/api/auth/account', { token })).status).toBe(403);

    const revoke = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
      body: JSON.stringify({ query: `mutation { revokeApiToken(id: "${id}") { success } }` }),
    });
    expect(((await revoke.json()) as Json).data.revokeApiToken.success).toBe(true);
    expect(await api('GET', '/api/matches', { token })).toMatchObject({
      status: 401,
      body: { error: expect.any(String), code: 'UNAUTHENTICATED' },
    });
  });
});
