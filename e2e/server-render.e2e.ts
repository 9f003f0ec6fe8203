// A signed-in page's first view comes rendered inside #root (ADR 164): the gateway renders the page's
// React tree from the answers it embeds (ADR 160), the phone paints it before any script ran, and the
// browser hydrates that markup instead of rendering anew. Real gateway, real database, real Chromium on
// a 360 px phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveDorm, ALLEN, BRETT } from './support/accounts.ts';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });
const ROOT = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/;
const PAGES = ['/matches', '/post', '/account'] as const;

const html = (route: string, cookie?: string) =>
  fetch(`${stack.gateway.url}${route}`, {
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(20_000),
  });

/** #root's server markup (empty for the plain shell), once the server had the page's data in time. */
async function serverMarkup(
  route: string,
  cookie: string,
): Promise<{ markup: string; cacheControl: string }> {
  let found = { markup: '', cacheControl: '' };
  // the server waits at most 1.5 s for the data and 1 s for the render (ADR 160, 164): on a machine busy
  // enough to exceed that, a later request has them
  await expect
    .poll(
      async () => {
        const res = await html(route, cookie);
        expect(res.status).toBe(200);
        found = {
          markup: ROOT.exec(await res.text())?.[1] ?? '',
          cacheControl: res.headers.get('cache-control') ?? '',
        };
        return found.markup.length > 0;
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
  return found;
}

/**
 * Before any script runs, keeps the server's <h1> and the console's errors; hydration that threw the
 * server's markup away (a mismatch: React renders that part again on the client) replaces the node.
 */
async function watchHydration(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('#root main h1');
    });
  });
  return consoleErrors;
}

describe('server-rendered first view of the signed-in pages', () => {
  it("carries the page's content in #root, private and not stored; no inline script", async () => {
    const cookie = `auth_token=${stack.fullToken}; signed_in=1`;
    const headings: Record<(typeof PAGES)[number], string> = {
      '/matches': '<h1',
      '/post': '<h1',
      '/account': '<h1>Your account</h1>',
    };
    for (const route of PAGES) {
      const { markup, cacheControl } = await serverMarkup(route, cookie);
      expect(cacheControl).toBe('private, no-store');
      expect(markup).toContain('<div class="app" data-signed-in="true">');
      expect(markup).toContain(headings[route]);
      expect(markup).not.toMatch(/<script/i);
    }
    // the student's own data is in it, e.g. the profile's name
    expect((await serverMarkup('/account', cookie)).markup).toContain('Sam Shell');
  });

  it('nobody signed in, a stale session or another spelling of the path: the empty shell', async () => {
    for (const [route, cookie] of [
      ['/matches', undefined],
      ['/matches', 'signed_in=1'],
      ['/account', 'auth_token=no-such-session; signed_in=1'],
      ['/Account', `auth_token=${stack.fullToken}; signed_in=1`],
    ] as const) {
      const res = await html(route, cookie);
      expect(res.status).toBeLessThan(500);
      if (res.status === 200) expect(ROOT.exec(await res.text())?.[1]).toBe('');
    }
  });

  it('text a student typed is escaped in the markup, `$` sequences included', async () => {
    const notes = "</div><script>window.pwned=1</script> $& $' $` <!--";
    await saveDorm(stack.gateway.url, stack.fullToken, ALLEN, BRETT, notes);
    const cookie = `auth_token=${stack.fullToken}; signed_in=1`;
    await expect
      .poll(async () => (await serverMarkup('/account', cookie)).markup.includes('window.pwned'), {
        timeout: 30_000,
        interval: 1_000,
      })
      .toBe(true);
    const { markup } = await serverMarkup('/account', cookie);
    expect(markup).not.toContain('<script>');
    expect(markup).toContain(
      '&lt;/div&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; $&amp; $&#x27; $` &lt;!--',
    );
  });

  for (const route of PAGES) {
    it(`${route} hydrates the server's markup on a phone: the same nodes, no error, then works`, async () => {
      const { context, page, errors } = await stack.open('phone', { token: stack.fullToken });
      const consoleErrors = await watchHydration(page);
      // a page served without its server render (a busy machine) proves nothing here: ask until it has it
      await serverMarkup(route, `auth_token=${stack.fullToken}; signed_in=1`);
      const served = await page.goto(route);
      expect(ROOT.exec((await served?.text()) ?? '')?.[1]).toBeTruthy();
      await settled(page);
      // the page's chunk hydrated (React has taken the <h1> over) and kept the server's node
      const kept = await page.evaluate(() => {
        const heading = document.querySelector('#root main h1');
        const server = (window as { serverHeading?: Element | null }).serverHeading;
        return { same: server != null && server === heading, connected: server?.isConnected ?? false };
      });
      expect(kept).toEqual({ same: true, connected: true });
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // hydrated: the header's links are the router's (a click navigates without a new document)
      const next = route === '/matches' ? 'Account' : 'Matches';
      await page.getByRole('link', { name: next, exact: true }).first().click();
      await page.waitForURL(`**/${next.toLowerCase()}`);
      expect(await page.evaluate(() => 'serverHeading' in window)).toBe(true);
      await context.close();
    });
  }
});
