// Personal API tokens over real HTTP against an in-process gateway (embedded database): made with a
// session, shown once and stored hashed; a READ token reads but cannot edit or reveal, a WRITE token
// can, neither can touch tokens, password or account (403 INSUFFICIENT_SCOPE in the documented
// body, through GraphQL and REST alike); revoked, expired, cookie-borne or orphaned tokens are 401.
import { describe, expect, it } from 'vitest';
import { hashToken } from '@campus-swap/schema/services/sessions';
import {
  type Json,
  requestJson,
  gateway as server,
  useInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { dormListing, reverseDorm } from '@campus-swap/test-support/listings';
import { API_TOKEN_LIMIT } from './http/rate-limit.ts';

useInProcessGateway();

const http = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  requestJson(server.url, method, path, { headers, body });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rest = (method: string, path: string, token: string, body?: unknown) =>
  http(method, `/api${path}`, bearer(token), body);
async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  return (await http('POST', '/graphql', bearer(token), { query, variables })).body;
}

async function student() {
  const { user, token } = await createStudent(server.db);
  return { user, session: token };
}

const CREATE = /* GraphQL */ `
  mutation ($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { token apiToken { id name scope prefix expiresAt lastUsedAt } }
  }`;
async function makeToken(session: string, input: Record<string, unknown>) {
  const result = await gql(session, CREATE, { input });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.createApiToken as { token: string; apiToken: Json };
}

const DORM = dormListing();
const REVERSE = reverseDorm(DORM);

describe('personal API tokens', () => {
  it('are shown once, stored hashed, expire in 90 days by default and are listed without the secret', async () => {
    const s = await student();
    const before = Date.now();
    const made = await makeToken(s.session, { name: '  Hall bot  ' });
    expect(made.token).toMatch(/^cs_pat_[A-Za-z0-9_-]{43}$/);
    expect(made.apiToken).toMatchObject({ name: 'Hall bot', scope: 'READ', prefix: made.token.slice(0, 11) });
    const days = (Date.parse(made.apiToken.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);
    const row = await server.db.prisma.apiToken.findUniqueOrThrow({ where: { id: made.apiToken.id } });
    expect(row.tokenHash).toBe(hashToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(11));
    const listed = await gql(s.session, '{ apiTokens { id name scope prefix expired } }');
    expect(listed.data.apiTokens).toEqual([
      {
        id: made.apiToken.id,
        name: 'Hall bot',
        scope: 'READ',
        prefix: made.token.slice(0, 11),
        expired: false,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.token);
  });

  it('refuse bad input with VALIDATION_FAILED and make nothing', async () => {
    const s = await student();
    const result = await gql(s.session, CREATE, { input: { name: ' ', expiresInDays: 400 } });
    expect(result.errors[0].extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { name: expect.any(String), expiresInDays: 'A token lasts from 1 to 365 days.' },
    });
    expect(await server.db.prisma.apiToken.count({ where: { userId: s.user.id } })).toBe(0);
  });

  it('a READ token reads me, listing, matches and swap requests, but cannot edit, reveal or manage', async () => {
    const a = await student();
    const b = await student();
    await rest('POST', '/listings', a.session, DORM);
    const bl = (await rest('POST', '/listings', b.session, REVERSE)).body.listing.id;
    const { token } = await makeToken(a.session, { name: 'reader', scope: 'READ' });

    expect((await rest('GET', '/auth/me', token)).body.user.email).toBe(a.user.email);
    expect((await rest('GET', '/listings/me', token)).status).toBe(200);
    const matches = await rest('GET', '/matches', token);
    expect(matches.body.cards.map((c: Json) => c.id)).toContain(bl);
    expect((await rest('GET', '/swaps/requests', token)).status).toBe(200);
    const viaGql = await gql(
      token,
      '{ me { email } matches { cards { id } } swapRequests { outgoing { listingId } } }',
    );
    expect(viaGql.errors).toBeUndefined();

    const refused = {
      status: 403,
      body: { error: expect.stringMatching(/scope/), code: 'INSUFFICIENT_SCOPE' },
    };
    expect(await rest('POST', `/matches/${bl}/reveal`, token)).toEqual(refused);
    expect(await rest('POST', '/listings', token, DORM)).toEqual(refused);
    expect(await rest('PUT', '/listings/preferences', token, { flexible: true })).toEqual(refused);
    expect(await rest('POST', '/listings/deactivate', token)).toEqual(refused);
    expect(await rest('DELETE', '/auth/account', token)).toEqual(refused);
    expect(await rest('PUT', '/auth/update-profile', token, { name: 'X', age: 20, year: 'junior' })).toEqual(
      refused,
    );
    const reveal = await gql(token, 'mutation ($id: ID!) { reveal(listingId: $id) { status } }', { id: bl });
    expect(reveal.errors[0].extensions.code).toBe('INSUFFICIENT_SCOPE');
    const mint = await gql(token, CREATE, { input: { name: 'more' } });
    expect(mint.errors[0].extensions.code).toBe('INSUFFICIENT_SCOPE');
    expect((await gql(token, '{ apiTokens { id } }')).errors[0].extensions.code).toBe('INSUFFICIENT_SCOPE');

    // nothing changed: no reveal, the account and listing are as they were
    expect(await server.db.prisma.reveal.count({ where: { userId: a.user.id } })).toBe(0);
    expect(
      (await server.db.prisma.user.findUniqueOrThrow({ where: { id: a.user.id } })).deletedAt,
    ).toBeNull();
    expect(await server.db.prisma.apiToken.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it('a WRITE token edits the listing and reveals, but never deletes the account or sets a password', async () => {
    const a = await student();
    const b = await student();
    const bl = (await rest('POST', '/listings', b.session, REVERSE)).body.listing.id;
    const { token } = await makeToken(a.session, { name: 'writer', scope: 'WRITE', expiresInDays: 7 });
    expect((await rest('POST', '/listings', token, DORM)).status).toBe(200);
    expect(await rest('POST', `/matches/${bl}/reveal`, token)).toEqual({
      status: 200,
      body: { status: 'pending' },
    });
    expect((await rest('DELETE', '/auth/account', token)).body.code).toBe('INSUFFICIENT_SCOPE');
    const pw = await rest('POST', '/auth/set-password', token, {
      email: a.user.email,
      password: 'Secret123',
    });
    expect(pw).toEqual({ status: 403, body: { error: expect.any(String), code: 'INSUFFICIENT_SCOPE' } });
    expect(
      (await server.db.prisma.user.findUniqueOrThrow({ where: { id: a.user.id } })).passwordHash,
    ).toBeNull();
  });

  it('record the last use at most once a minute', async () => {
    const s = await student();
    const { token, apiToken } = await makeToken(s.session, { name: 'clock' });
    const lastUsed = async () =>
      (await server.db.prisma.apiToken.findUniqueOrThrow({ where: { id: apiToken.id } })).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await rest('GET', '/auth/me', token);
    await expect.poll(lastUsed).not.toBeNull();
    const first = await lastUsed();
    await rest('GET', '/auth/me', token);
    await rest('GET', '/auth/me', token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lastUsed()).toEqual(first);
  });

  it('revoked, expired, cookie-borne and deleted-account tokens answer 401', async () => {
    const s = await student();
    const revoked = await makeToken(s.session, { name: 'to revoke' });
    const expiring = await makeToken(s.session, { name: 'to expire' });
    const kept = await makeToken(s.session, { name: 'kept' });
    const unauthenticated = { status: 401, body: { error: expect.any(String), code: 'UNAUTHENTICATED' } };

    const revoke = await gql(s.session, 'mutation ($id: ID!) { revokeApiToken(id: $id) { success } }', {
      id: revoked.apiToken.id,
    });
    expect(revoke.data.revokeApiToken.success).toBe(true);
    expect(await rest('GET', '/matches', revoked.token)).toEqual(unauthenticated);

    await server.db.prisma.apiToken.update({
      where: { id: expiring.apiToken.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await rest('GET', '/matches', expiring.token)).toEqual(unauthenticated);

    // bearer-only: the same token in the session cookie is no credential
    expect(await http('GET', '/api/auth/me', { cookie: `auth_token=${kept.token}` })).toEqual(
      unauthenticated,
    );
    expect((await rest('GET', '/auth/me', kept.token)).status).toBe(200);

    // another student cannot revoke it
    const other = await student();
    const theft = await gql(other.session, 'mutation ($id: ID!) { revokeApiToken(id: $id) { success } }', {
      id: kept.apiToken.id,
    });
    expect(theft.errors[0].extensions.code).toBe('NOT_FOUND');

    expect((await rest('DELETE', '/auth/account', s.session)).status).toBe(200);
    expect(await rest('GET', '/auth/me', kept.token)).toEqual(unauthenticated);
    expect(await server.db.prisma.apiToken.count({ where: { userId: s.user.id } })).toBe(0);
  });

  it('are rate limited per token, and their answers say how much of the budget is left', async () => {
    const s = await student();
    const busy = await makeToken(s.session, { name: 'busy bot' });
    const calm = await makeToken(s.session, { name: 'calm bot' });
    const me = (token: string) => fetch(`${server.url}/api/auth/me`, { headers: bearer(token) });

    const first = await me(busy.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe(String(API_TOKEN_LIMIT.points));
    expect(first.headers.get('ratelimit-remaining')).toBe(String(API_TOKEN_LIMIT.points - 1));
    const reset = Number(first.headers.get('ratelimit-reset'));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(API_TOKEN_LIMIT.durationSeconds);
    const viaGraphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...bearer(busy.token), 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(viaGraphql.headers.get('ratelimit-remaining')).toBe(String(API_TOKEN_LIMIT.points - 2));

    for (let i = 2; i < API_TOKEN_LIMIT.points; i++) await (await me(busy.token)).arrayBuffer();
    const over = await me(busy.token);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');

    // the budget is the token's: another token and the student's own session carry on
    expect((await me(calm.token)).status).toBe(200);
    const web = await me(s.session);
    expect(web.status).toBe(200);
    expect(web.headers.get('ratelimit-limit')).toBeNull();
  });

  it('meet the same GraphQL limits as the web: too many aliases or too much cost is refused', async () => {
    const s = await student();
    const { token } = await makeToken(s.session, { name: 'greedy' });
    const send = (who: string, query: string) => http('POST', '/graphql', bearer(who), { query });
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const card =
      'id type score have want createdAt userName userAge userAcademicYear userEmail userInstagram userLinkedin revealedByMe connected nextStep notes when flexible category why { exactReverse sameDormOrLot sameCampus }';
    // 14 aliases (under the alias limit), each a list of 22 fields: over the cost limit
    const costly = `{ ${Array.from({ length: 14 }, (_, i) => `m${i}: matches(limit: 500) { cards { ${card} } }`).join(' ')} }`;
    for (const query of [aliases, costly]) {
      const asToken = await send(token, query);
      const asSession = await send(s.session, query);
      expect(asToken.body.errors[0].extensions.code).toBe('QUERY_LIMIT_EXCEEDED');
      expect(asSession.body.errors[0].extensions.code).toBe('QUERY_LIMIT_EXCEEDED');
      expect(asToken.status).toBe(asSession.status);
    }
  });
});
