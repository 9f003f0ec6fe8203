// Contract of the foundation paths: /health, the catalog, /api/auth/me signed out, and the error
// body, status and headers of decisions.md §3 for requests the server must refuse.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from '@campus-swap/schema/constants';
import { publicRules } from '@campus-swap/schema/services/public-rules';
import { BrowserSession, baseURL, pactum, parseSetCookie } from './support/pactum.ts';

const errorBody = (code: string) => ({ code, error: /.+/ });

describe('GET /health/*', () => {
  it('config answers the public configuration and hands out a readable CSRF cookie', async () => {
    const res = await pactum
      .spec()
      .get('/health/config')
      .expectStatus(200)
      .expectJson({
        supportEmail: 'support@campusswap.app',
        version: '0.1.0',
        environment: 'test',
        googleSignIn: false,
        // the values themselves are pinned in schema/src/services/public-rules.test.ts
        rules: publicRules(DEFAULT_ALLOWED_EMAIL_DOMAINS),
      })
      .toss();
    const csrf = parseSetCookie(res.headers).get('csrf_token');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(csrf?.attributes).toContain('samesite=lax');
    expect(csrf?.attributes).not.toContain('httponly');
  });

  it('live and ready answer ok', async () => {
    await pactum.spec().get('/health/live').expectStatus(200).expectJson({ status: 'ok' });
    await pactum.spec().get('/health/ready').expectStatus(200).expectJson({ status: 'ok' });
  });
});

describe('GET /api/catalog', () => {
  it('serves the catalog of decisions.md §2', async () => {
    const res = await pactum.spec().get('/api/catalog').expectStatus(200).toss();
    const body = res.json as {
      campuses: { name: string; halls: string[] }[];
      roomTypes: string[];
      permits: string[];
    };
    expect(body.campuses.map((c) => [c.name, c.halls.length])).toEqual([
      ['College Avenue', 16],
      ['Busch', 17],
      ['Livingston', 8],
      ['Cook/Douglass', 12],
    ]);
    expect(body.roomTypes).toEqual(['Single', 'Double', 'Triple', 'Suite', 'Apartment']);
    expect(body.permits).toContain('Busch - Commuter');
  });
});

describe('GET /api/auth/me', () => {
  it('is 401 UNAUTHENTICATED without a session', async () => {
    await pactum.spec().get('/api/auth/me').expectStatus(401).expectJsonLike(errorBody('UNAUTHENTICATED'));
  });

  it('is 401 for a bearer token that was never issued', async () => {
    await pactum
      .spec()
      .get('/api/auth/me')
      .withHeaders('Authorization', `Bearer ${'A'.repeat(43)}`)
      .expectStatus(401)
      .expectJsonLike(errorBody('UNAUTHENTICATED'));
  });
});

describe('refused requests', () => {
  it('malformed JSON is 400 BAD_JSON', async () => {
    await pactum
      .spec()
      .post('/api/auth/logout')
      .withHeaders('content-type', 'application/json')
      .withBody('{"email":')
      .expectStatus(400)
      .expectJson({ error: 'The request body is not valid JSON.', code: 'BAD_JSON' });
  });

  it('a body over 100 KB is 413 PAYLOAD_TOO_LARGE', async () => {
    await pactum
      .spec()
      .post('/api/auth/logout')
      .withJson({ padding: 'x'.repeat(110 * 1024) })
      .expectStatus(413)
      .expectJsonLike(errorBody('PAYLOAD_TOO_LARGE'));
  });

  it('a JSON body that is not an object is 400 VALIDATION_FAILED', async () => {
    await pactum
      .spec()
      .post('/api/auth/logout')
      .withJson([1, 2])
      .expectStatus(400)
      .expectJsonLike(errorBody('VALIDATION_FAILED'));
  });

  it('an unknown /api path is a JSON 404 NOT_FOUND', async () => {
    await pactum.spec().get('/api/unknown').expectStatus(404).expectJsonLike(errorBody('NOT_FOUND'));
    await pactum
      .spec()
      .put('/api/listings/unknown/deeper')
      .expectStatus(404)
      .expectJsonLike(errorBody('NOT_FOUND'));
  });

  it('a cookie-carrying POST without X-CSRF-Token is 403 CSRF_FAILED; with it, it passes', async () => {
    const session = await new BrowserSession().open();
    const csrf = session.cookies.get('csrf_token')!;
    await pactum
      .spec()
      .post('/api/auth/logout')
      .withHeaders('cookie', `csrf_token=${csrf}`)
      .expectStatus(403)
      .expectJsonLike(errorBody('CSRF_FAILED'));
    const ok = await session.request('POST', '/api/auth/logout');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
  });

  it('GraphQL refuses a cookie-carrying mutation without the CSRF header too', async () => {
    const res = await pactum
      .spec()
      .post('/graphql')
      .withHeaders('cookie', 'csrf_token=abcdefghijklmnopqrstuvwxyz')
      .withJson({ query: 'mutation { logout { success } }' })
      .expectStatus(403);
    // a GraphQL response on the GraphQL endpoint (ADR 190), with the same code and status as REST
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json).toEqual({
      errors: [{ message: expect.stringMatching(/CSRF/), extensions: { code: 'CSRF_FAILED' } }],
    });
  });
});

describe('web app routes', () => {
  it('an unknown page path serves the web app shell (the client sends it to /)', async () => {
    const res = await fetch(`${baseURL}/no/such/page`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toMatch(/<div id="root">/);
  });

  it('a missing hashed asset is a 404, not the shell', async () => {
    const res = await fetch(`${baseURL}/assets/missing-0000.js`);
    expect(res.status).toBe(404);
  });
});
