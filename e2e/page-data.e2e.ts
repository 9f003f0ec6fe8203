// A signed-in page's first data (ADR 293): the route's loader runs the page's first queries on the server,
// React Router's hydration data carries the cache entities they make (ADR 318), and Apollo's cache is
// restored from them, so the page
// hydrates without asking /graphql for them. Once idle, the page asks for the next pages' queries, so a
// tap paints them from the cache (ADR 162). Real gateway, real database, real Chromium on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });
const HYDRATION = /window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);/;
const PHONE_360 = { viewport: { width: 360, height: 780 } };

type Store = Record<string, Record<string, unknown>>;
type PageData = { path: string; store: Store; config?: unknown };
type Hydration = { loaderData: Record<string, { pageData?: PageData }> };

/** The page's loader data (its cache entities) from React Router's hydration data in the HTML. */
async function carried(route: string): Promise<PageData | null> {
  const res = await fetch(`${stack.gateway.url}${route}`, {
    headers: { cookie: `auth_token=${stack.fullToken}; signed_in=1` },
    signal: AbortSignal.timeout(20_000),
  });
  const literal = HYDRATION.exec(await res.text())?.[1];
  if (!literal) return null;
  const data = JSON.parse(JSON.parse(literal) as string) as Hydration;
  return Object.values(data.loaderData).find((value) => value?.pageData)?.pageData ?? null;
}

/** The GraphQL operations the page asks for over the network, by name. */
function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
    names.push(body.operationName ?? '?');
  });
  return names;
}

// API tokens moved to /developers (ADR 306): no longer among /account's first data
const ACCOUNT = ['Blocks', 'Catalog', 'Me', 'MyListing', 'NotificationSettings'];

describe("a signed-in page's first data", () => {
  it("the hydration data carries each page's first answers, as cache entities", async () => {
    // the root fields of the page's first queries (Me: me, MyListing: myListing, ...)
    const expected: Record<string, string[]> = {
      '/matches': ['matches', 'me'],
      '/post': ['catalog', 'me', 'myListing'],
      '/account': ['blocks', 'catalog', 'me', 'myListing', 'notificationSettings'],
    };
    for (const [route, fields] of Object.entries(expected)) {
      const data = await carried(route);
      expect(data?.path).toBe(route);
      expect(
        Object.keys(data?.store.ROOT_QUERY ?? {})
          .filter((key) => key !== '__typename')
          .sort(),
      ).toEqual(fields);
    }
    // normalized: `me` is a reference to the student's entity, which holds the fields
    const store = (await carried('/account'))?.store ?? {};
    const ref = (store.ROOT_QUERY?.me as { __ref?: string } | undefined)?.__ref ?? '';
    expect(ref).toMatch(/^User:/);
    expect(store[ref]).toMatchObject({ name: 'Sam Shell', __typename: 'User' });
  });

  it('the hydration data carries the public configuration the page was rendered with', async () => {
    // the hydration reads the same rules as the server's render, so nothing renders again (ADR 318)
    const config = await (await fetch(`${stack.gateway.url}/health/config`)).json();
    expect((config as { rules?: unknown }).rules).toBeTruthy();
    expect((await carried('/matches'))?.config).toEqual(config);
  });

  it('the page hydrates without asking /graphql for what it carried, and asks again on the next visit', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    const asked = graphqlOperations(page);
    await page.goto('/account');
    await settled(page);
    await page.locator('.profile-view').waitFor();
    await page.waitForTimeout(500);
    // the page's own queries: none asked (the idle prefetch asks only for other pages' queries)
    expect(asked.filter((name) => ACCOUNT.includes(name))).toEqual([]);
    await page.getByRole('link', { name: 'Matches' }).first().click();
    await page.waitForURL('**/matches');
    await expect.poll(() => asked.includes('Matches'), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('once /matches is idle, a tap to Account paints the profile from the cache, even with /graphql unreachable', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    const asked = graphqlOperations(page);
    await page.goto('/matches');
    await settled(page);
    // the prefetch asks /account's queries that /matches did not carry, one after the other (Blocks last)
    await expect.poll(() => asked.includes('Blocks'), { timeout: 30_000 }).toBe(true);
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
