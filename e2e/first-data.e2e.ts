// A signed-in page arrives with its data (ADR 160): the gateway runs the page's first queries while it
// serves the HTML and embeds the answers as a non-executing JSON block, which the client writes into
// Apollo's cache before the first render. Real gateway, real database, real Chromium on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveDorm, ALLEN, BRETT } from './support/accounts.ts';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });
const BLOCK = /<script type="application\/json" id="first-data">([^<]*)<\/script>/;

const html = (route: string, cookie?: string) =>
  fetch(`${stack.gateway.url}${route}`, {
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(20_000),
  });

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

describe('first data with the HTML', () => {
  it("a signed-in student's /matches, /post and /account carry their first answers; private and not stored", async () => {
    const cookie = `auth_token=${stack.fullToken}; signed_in=1`;
    const expected: Record<string, string[]> = {
      '/matches': ['Matches', 'Me'],
      '/post': ['Catalog', 'Me', 'MyListing'],
      '/account': ['ApiTokens', 'Blocks', 'Catalog', 'Me', 'MyListing', 'NotificationSettings'],
    };
    for (const [route, names] of Object.entries(expected)) {
      // the server waits at most 1.5 s for the answers and serves what it has (ADR 160): on a machine
      // busy enough to exceed that, a later request has them all
      let text = '';
      await expect
        .poll(
          async () => {
            const res = await html(route, cookie);
            expect(res.status).toBe(200);
            text = await res.text();
            const found = JSON.parse(BLOCK.exec(text)?.[1] ?? 'null') as { results?: object } | null;
            return [res.headers.get('cache-control'), Object.keys(found?.results ?? {}).sort()];
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toEqual(['private, no-store', names]);
      const block = JSON.parse(BLOCK.exec(text)?.[1] ?? 'null') as {
        path: string;
        results: Record<string, { me?: { name: string; __typename: string } }>;
      };
      expect(block.path).toBe(route);
      expect(block.results.Me?.me?.__typename).toBe('User');
      expect(block.results.Me?.me?.name).toBeTruthy();
    }
  });

  it('nobody signed in, a stale cookie or a page without first data: the plain shell, as before', async () => {
    for (const [route, cookie] of [
      ['/matches', undefined],
      ['/matches', 'signed_in=1'],
      ['/matches', 'auth_token=no-such-session; signed_in=1'],
      ['/', `auth_token=${stack.fullToken}; signed_in=1`],
      ['/terms', `auth_token=${stack.fullToken}; signed_in=1`],
    ] as const) {
      const res = await html(route, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).not.toContain('first-data');
    }
  });

  it('text a student typed cannot close the block: it is escaped inside the JSON', async () => {
    const notes = '</script><script>window.pwned=1</script><!--';
    await saveDorm(stack.gateway.url, stack.fullToken, ALLEN, BRETT, notes);
    const carried = async () => {
      const text = await (await html('/post', `auth_token=${stack.fullToken}; signed_in=1`)).text();
      expect(text).not.toContain('<script>window.pwned');
      const block = JSON.parse(BLOCK.exec(text)?.[1] ?? 'null') as {
        results?: { MyListing?: { myListing: { notes: string } } };
      } | null;
      return block?.results?.MyListing?.myListing.notes;
    };
    // (a later request when a busy machine made the server serve the page without it, as above)
    await expect.poll(carried, { timeout: 30_000, interval: 1_000 }).toBe(notes);
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken });
    await page.goto('/post');
    await settled(page);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the page paints its data without asking /graphql for it, and asks again on the next visit', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken });
    const asked = graphqlOperations(page);
    const served = await page.goto('/account');
    const block = JSON.parse(BLOCK.exec((await served?.text()) ?? '')?.[1] ?? 'null') as {
      results: Record<string, unknown>;
    } | null;
    await settled(page);
    await page.locator('.profile-view').waitFor();
    // the server's render (ADR 164) is on screen before any script ran: wait for the restore to have
    // taken the block and for React to have hydrated the page
    await expect.poll(() => page.locator('#first-data').count(), { timeout: 15_000 }).toBe(0);
    // exactly what the HTML did not carry is asked for: nothing, unless the server ran out of its 1.5 s
    const all = ['ApiTokens', 'Blocks', 'Catalog', 'Me', 'MyListing', 'NotificationSettings'];
    const carried = Object.keys(block?.results ?? {});
    const missing = all.filter((name) => !carried.includes(name));
    if (missing.length > 0)
      await expect.poll(() => [...new Set(asked)].sort(), { timeout: 15_000 }).toEqual(missing);
    expect([...new Set(asked)].sort()).toEqual(missing);
    // the block served its one page: a later visit of a page fetches its data as before
    await page.getByRole('link', { name: 'Matches' }).first().click();
    await page.waitForURL('**/matches');
    await expect.poll(() => asked.includes('Matches'), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
