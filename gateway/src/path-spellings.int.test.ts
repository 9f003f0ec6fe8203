// CSRF and routing across every spelling of a path (issue 20, ADR 140). An outside review found that
// the CSRF check compared the path case-sensitively while Express routed '/API/...' to the same
// handlers: with only the session cookie, `POST /API/listings/deactivate` answered 200. Here every
// state-changing row of the route table (and GraphQL) is sent in each respelling of its path with the
// victim's cookies and no CSRF header: nothing of the victim's may change. With the header the other
// spellings are a 404, as are reads; the documented spelling with the header still works.
import http from 'node:http';
import { routes } from '@campus-swap/rest-facade/routes/index';
import { fingerprints } from '@campus-swap/test-support/fingerprints';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { type DormInput, dormListing, reverseDorm } from '@campus-swap/test-support/listings';
import { pathSpellings } from '@campus-swap/test-support/path-spellings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: RunningServer;
let victim: { id: string; token: string };
let otherListingId: string;
// the shape the server issues (32 base64url characters, ADR 282)
const CSRF = 'a-csrf-token-the-page-cannot-rea';

/** One request with the path exactly as written (fetch would normalize '/./' and '%2F'). */
function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; code: string | undefined; type: string }>((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let code: string | undefined;
        try {
          // the REST error body, or a GraphQL response for what reaches /graphql (ADR 090)
          const body = JSON.parse(text) as { code?: string; errors?: { extensions?: { code?: string } }[] };
          code = body.code ?? body.errors?.[0]?.extensions?.code;
        } catch {
          code = undefined;
        }
        resolve({ status: res.statusCode ?? 0, code, type: res.headers['content-type'] ?? '' });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Whatever any state-changing row would take: each row picks its own keys (a listing unlike the victim's). */
const ATTACK_BODY = JSON.stringify({
  ...reverseDorm(dormListing()),
  name: 'Mallory Attacker',
  age: 33,
  year: 'senior',
  instagram: '@mallory',
  password: 'attacker-chose-this-1',
});

async function saveListing(token: string, listing: DormInput): Promise<string> {
  const res = await fetch(`${server.url}/api/listings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(listing),
  });
  const body = (await res.json()) as { listing: { id: string } };
  if (res.status !== 200) throw new Error(`listing: ${JSON.stringify(body)}`);
  return body.listing.id;
}

beforeAll(async () => {
  server = await startInProcessGateway();
  const a = await createStudent(server.db);
  const b = await createStudent(server.db);
  victim = { id: a.user.id, token: a.token };
  await saveListing(a.token, dormListing());
  otherListingId = await saveListing(b.token, reverseDorm(dormListing()));
});
afterAll(async () => {
  await server?.close();
});

const victimPrint = async () => (await fingerprints(server.db.prisma, [victim.id])).get(victim.id);
const cookie = () => `auth_token=${victim.token}; csrf_token=${CSRF}`;

/** Every state-changing door: each non-GET row of the table, and GraphQL. */
const doors = () => [
  ...routes
    .filter((route) => route.method !== 'GET')
    // the account's deletion last: on code without the fix it ends the victim
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
    .map((route) => ({
      method: route.method,
      template: `/api${route.path}`,
      body: ATTACK_BODY,
    })),
  {
    method: 'POST',
    template: '/graphql',
    body: JSON.stringify({ query: `mutation { reveal(listingId: "${otherListingId}") { status } }` }),
  },
];

describe('CSRF on every spelling of a path', () => {
  it('a cookie-only request without the CSRF header changes nothing, whatever the spelling', async () => {
    const before = await victimPrint();
    const accepted: string[] = [];
    for (const door of doors()) {
      for (const { how, path } of pathSpellings(door.template, { id: otherListingId })) {
        for (const type of ['application/json', 'text/plain']) {
          const answer = await raw(door.method, path, { cookie: cookie(), 'content-type': type }, door.body);
          // the CSRF check (403) or the one spelling rule (404) answers first
          if (!(answer.status === 403 && answer.code === 'CSRF_FAILED') && answer.code !== 'NOT_FOUND') {
            accepted.push(`${door.method} ${path} (${how}, ${type}): ${answer.status} ${answer.code}`);
          }
          expect(await victimPrint(), `${door.method} ${path} (${how}) changed the victim`).toBe(before);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('POST /API/listings/deactivate with the session cookie alone is refused and the listing stays active', async () => {
    const answer = await raw('POST', '/API/listings/deactivate', { cookie: cookie() });
    expect([403, 404]).toContain(answer.status);
    const listing = await server.db.prisma.listing.findUnique({ where: { userId: victim.id } });
    expect(listing?.active).toBe(true);
  });

  it('the check depends on no path: a cookie-carrying POST anywhere needs the header', async () => {
    for (const path of ['/somewhere', '/api/Listings/deactivate', '/api/./listings/deactivate', '/matches']) {
      expect(await raw('POST', path, { cookie: cookie() }), path).toMatchObject({
        status: 403,
        code: 'CSRF_FAILED',
      });
    }
  });

  it('the one-click unsubscribe and the vitals beacon are exempt in their one spelling only', async () => {
    // sendBeacon cannot send a header: the beacon is counted with the page's cookies alone
    const beacon = JSON.stringify({ route: '/matches', metrics: [{ name: 'LCP', value: 1200 }] });
    const vitals = await raw('POST', '/vitals', { cookie: cookie(), 'content-type': 'text/plain' }, beacon);
    expect(vitals.status).toBeLessThan(300);
    for (const path of ['/Vitals', '/vitals/', '//vitals', '/%76itals']) {
      const answer = await raw('POST', path, { cookie: cookie(), 'content-type': 'text/plain' }, beacon);
      expect([403, 404], path).toContain(answer.status);
    }
    // no valid signature: the exempt path answers its own 400 page, not CSRF_FAILED
    const exact = await raw('POST', '/unsubscribe?u=x', { cookie: cookie() });
    expect(exact.status).toBe(400);
    expect(exact.type).toMatch(/^text\/html/);
    for (const path of ['/Unsubscribe?u=x', '/unsubscribe/?u=x', '//unsubscribe?u=x', '/%75nsubscribe?u=x']) {
      const answer = await raw('POST', path, { cookie: cookie() });
      expect([403, 404], path).toContain(answer.status);
    }
  });
});

describe('one spelling per path', () => {
  it('with the CSRF header, every other spelling of a state-changing path is a 404 and changes nothing', async () => {
    const before = await victimPrint();
    const served: string[] = [];
    for (const door of doors()) {
      for (const { how, path } of pathSpellings(door.template, { id: otherListingId })) {
        const headers = { cookie: cookie(), 'x-csrf-token': CSRF, 'content-type': 'application/json' };
        const answer = await raw(door.method, path, headers, door.body);
        if (answer.status !== 404 || answer.code !== 'NOT_FOUND')
          served.push(`${door.method} ${path} (${how}): ${answer.status} ${answer.code}`);
      }
    }
    expect(served).toEqual([]);
    expect(await victimPrint()).toBe(before);
  });

  it('every other spelling of a read, /health and /graphql is a JSON 404, not the app shell', async () => {
    const templates = [
      ...routes.filter((route) => route.method === 'GET').map((route) => `/api${route.path}`),
      '/api/openapi.json',
      '/graphql/schema.graphql',
      '/health/live',
      '/health/config',
    ];
    const served: string[] = [];
    for (const template of templates) {
      for (const { how, path } of pathSpellings(template, { id: otherListingId })) {
        const answer = await raw('GET', path, { authorization: `Bearer ${victim.token}` });
        if (answer.status !== 404 || answer.code !== 'NOT_FOUND')
          served.push(`GET ${path} (${how}): ${answer.status}`);
      }
    }
    expect(served).toEqual([]);
    expect((await raw('GET', '/graphql/anything', {})).status).toBe(404);
  });

  it('the documented spelling with the header still reaches its handler', async () => {
    const before = await victimPrint();
    const headers = { cookie: cookie(), 'x-csrf-token': CSRF };
    expect(await raw('GET', '/api/auth/me', headers)).toMatchObject({ status: 200 });
    expect(await raw('GET', '/health/live', {})).toMatchObject({ status: 200 });
    const revealed = await raw('POST', `/api/matches/${otherListingId}/reveal`, headers);
    expect(revealed.status).toBe(200);
    expect(await victimPrint()).not.toBe(before);
  });
});
