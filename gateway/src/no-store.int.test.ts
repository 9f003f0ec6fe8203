// Signed-in answers of /api and /graphql carry `Cache-Control: no-store` (issue 20, ADR 141): they hold
// contact details and the session's own data, which must not stay in a shared or back/forward cache.
// Every GET row of the route table, a state change, errors, and GraphQL by POST and GET, as a bearer
// client and as the browser (cookies and CSRF header). The public developer reference stays cacheable.
import { routes } from '@campus-swap/rest-facade/routes/index';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  postListing,
} from '@campus-swap/test-support/listing-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: RunningServer;
let token: string;
// the shape the server issues (32 base64url characters, ADR 282)
const CSRF = 'a-csrf-token-of-the-issued-shape';

beforeAll(async () => {
  server = await startInProcessGateway();
  const student = await createStudent(server.db);
  token = student.token;
  await postListing(server.services, student, DORM_BUSCH_WANTS_LIVI);
});
afterAll(async () => {
  await server?.close();
});

const ways = {
  bearer: () => ({ authorization: `Bearer ${token}` }),
  browser: () => ({ cookie: `auth_token=${token}; csrf_token=${CSRF}`, 'x-csrf-token': CSRF }),
};

async function cacheControl(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return `${res.status} ${res.headers.get('cache-control')}`;
}

describe('Cache-Control on signed-in answers', () => {
  for (const [way, headers] of Object.entries(ways)) {
    it(`every signed-in answer of /api and /graphql is no-store (${way})`, async () => {
      const answers: Record<string, string> = {};
      for (const route of routes.filter((r) => r.method === 'GET' && !r.path.includes(':'))) {
        answers[`GET /api${route.path}`] = await cacheControl('GET', `/api${route.path}`, headers());
      }
      answers['PUT /api/auth/update-profile'] = await cacheControl(
        'PUT',
        '/api/auth/update-profile',
        headers(),
        {
          name: 'Renamed Student',
        },
      );
      answers['POST /api/listings (invalid)'] = await cacheControl('POST', '/api/listings', headers(), {});
      answers['POST /api/matches/<unknown>/reveal'] = await cacheControl(
        'POST',
        '/api/matches/00000000-0000-4000-8000-000000000000/reveal',
        headers(),
      );
      answers['POST /graphql'] = await cacheControl('POST', '/graphql', headers(), {
        query: '{ me { email } matches { cards { userEmail } } }',
      });
      answers['GET /graphql'] = await cacheControl(
        'GET',
        `/graphql?query=${encodeURIComponent('{ me { email } }')}`,
        { ...headers(), accept: 'application/json' },
      );
      const notNoStore = Object.entries(answers).filter(([, answer]) => !answer.endsWith(' no-store'));
      expect(notNoStore).toEqual([]);
      // the requests reached their handlers (not a blanket error)
      expect(answers['GET /api/auth/me']).toBe('200 no-store');
      expect(answers['POST /graphql']).toBe('200 no-store');
    });
  }

  it('the public developer reference stays cacheable', async () => {
    expect(await cacheControl('GET', '/api/openapi.json', ways.bearer())).toBe('200 public, max-age=300');
    expect(await cacheControl('GET', '/graphql/schema.graphql', ways.bearer())).toBe(
      '200 public, max-age=300',
    );
  });
});
