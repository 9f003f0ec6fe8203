// A signed-in page's first data (ADR 293): the route's loader runs the page's first queries on the server,
// React Router's hydration data carries the answers, and Apollo's cache is filled from them, so the page
// hydrates without asking /graphql for them. Once idle, the page asks for the next pages' queries, so a
// tap paints them from the cache (ADR 162). Real gateway, real database, real Chromium on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });
const HYDRATION = /window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);/;
const PHONE_360 = { viewport: { width: 360, height: 780 } };

type Hydration = {
  loaderData: Record<string, { pageData?: { path: string; answers: Record<string, unknown> } }>;
};

/** The page's loader answers, by operation name, from React Router's hydration data in the HTML. */
async function carried(route: string): Promise<{ path: string; answers: Record<string, unknown> } | null> {
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
  it("the hydration data carries each page's first answers", async () => {
    const expected: Record<string, string[]> = {
      '/matches': ['Matches', 'Me'],
      '/post': ['Catalog', 'Me', 'MyListing'],
      '/account': ACCOUNT,
    };
    for (const [route, names] of Object.entries(expected)) {
      const data = await carried(route);
      expect(data?.path).toBe(route);
      expect(Object.keys(data?.answers ?? {}).sort()).toEqual(names);
    }
    const me = (await carried('/account'))?.answers.Me as { me: { name: string; __typename: string } };
    expect(me.me).toMatchObject({ name: 'Sam Shell', __typename: 'User' });
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
