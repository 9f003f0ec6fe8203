// The next pages' data before the tap (ADR 162): GET /first-data/<page> answers what that page's HTML
// would carry, only to the student's browser session; a signed-in page fetches the other pages' answers
// once it is idle, so the first tap to one of them paints its content from the cache. Real gateway, real
// database, real Chromium on a phone.
import { describe, expect, it } from 'vitest';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });

const get = (route: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${stack.gateway.url}${route}`, { method, headers, signal: AbortSignal.timeout(20_000) });

describe('GET /first-data/<page>', () => {
  it("answers a signed-in student's page data, private and not stored", async () => {
    const cookie = `auth_token=${stack.fullToken}; signed_in=1`;
    let body: { path?: string; results?: Record<string, { me?: { name: string; __typename: string } }> } = {};
    // the server runs them for at most 1.5 s (ADR 160): on a very busy machine a later request has them all
    await expect
      .poll(
        async () => {
          const res = await get('/first-data/account', { cookie });
          expect(res.status).toBe(200);
          expect(res.headers.get('cache-control')).toBe('private, no-store');
          body = (await res.json()) as typeof body;
          return Object.keys(body.results ?? {}).sort();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual(['ApiTokens', 'Blocks', 'Catalog', 'Me', 'MyListing', 'NotificationSettings']);
    expect(body.path).toBe('/account');
    expect(body.results?.Me?.me).toMatchObject({ name: 'Sam Shell', __typename: 'User' });
  });

  it('refuses without a browser session, for pages without first data, other spellings and methods', async () => {
    const cases: [string, Record<string, string>, string, number, string][] = [
      ['/first-data/matches', {}, 'GET', 401, 'UNAUTHENTICATED'],
      [
        '/first-data/matches',
        { cookie: 'auth_token=no-such-session; signed_in=1' },
        'GET',
        401,
        'UNAUTHENTICATED',
      ],
      ['/first-data/terms', { cookie: `auth_token=${stack.fullToken}` }, 'GET', 404, 'NOT_FOUND'],
      ['/first-data/..%2fmatches', { cookie: `auth_token=${stack.fullToken}` }, 'GET', 404, 'NOT_FOUND'],
      ['/first-data/Matches', { cookie: `auth_token=${stack.fullToken}` }, 'GET', 404, 'NOT_FOUND'],
      ['/first-data', { cookie: `auth_token=${stack.fullToken}` }, 'GET', 404, 'NOT_FOUND'],
      [
        '/first-data/matches',
        {
          cookie: `auth_token=${stack.fullToken}; csrf_token=abcdefabcdefabcdefabcdefabcdefab`,
          'x-csrf-token': 'abcdefabcdefabcdefabcdefabcdefab',
        },
        'DELETE',
        405,
        'METHOD_NOT_ALLOWED',
      ],
    ];
    for (const [route, headers, method, status, code] of cases) {
      const res = await get(route, headers, method);
      expect({ route, method, status: res.status }).toEqual({ route, method, status });
      expect(((await res.json()) as { code?: string }).code).toBe(code);
    }
  });
});

describe('a signed-in page prefetches the next pages', () => {
  it('once /matches is idle, a tap to Account paints the profile from the cache, even with /graphql unreachable', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken });
    const prefetched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/first-data/account' && response.status() === 200,
      { timeout: 30_000 },
    );
    await page.goto('/matches');
    await prefetched;
    // let the answers' writes (one task each) finish
    await page.waitForTimeout(500);
    // from here the server cannot be asked: what the Account page shows came with the prefetch
    await page.route('**/graphql', (route) => route.abort());
    await page.getByRole('link', { name: 'Account' }).first().click();
    await page.waitForURL('**/account');
    await expect
      .poll(() => page.locator('.profile-view').textContent(), { timeout: 15_000 })
      .toContain('Sam Shell');
    await settled(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
