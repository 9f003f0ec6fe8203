// A signed-in page is rendered by React Router's server rendering (ADR 293): the gateway answers with
// the whole document, the page's content in #root, React Router's hydration data as the one inline
// script, and a CSP whose nonce is this response's own; the browser hydrates that markup instead of
// rendering anew. Real gateway, real database, real Chromium on a 360 px phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveDorm, ALLEN, BRETT } from './support/accounts.ts';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });
const ROOT = /<div id="root">([\s\S]*?)<\/div><noscript>/;
const PAGES = ['/matches', '/post', '/account'] as const;
const PHONE_360 = { viewport: { width: 360, height: 780 } };

const html = (route: string, cookie?: string) =>
  fetch(`${stack.gateway.url}${route}`, {
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(20_000),
  });

const signedIn = () => `auth_token=${stack.fullToken}; signed_in=1`;

/** The response's CSP nonce, and the nonce of every <script> of its document (null: none). */
function nonces(res: Response, text: string) {
  const policy = res.headers.get('content-security-policy') ?? '';
  const header = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1] ?? null;
  const scripts = [...text.matchAll(/<script\b[^>]*>/g)].map(
    (m) => /\bnonce="([^"]*)"/.exec(m[0])?.[1] ?? null,
  );
  return { header, scripts };
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

describe('server-rendered signed-in pages', () => {
  it("carry the page's content in the HTML, private and not stored, each script with the nonce", async () => {
    const headings: Record<(typeof PAGES)[number], string> = {
      '/matches': '<h1',
      '/post': '<h1',
      '/account': '<h1>Your account</h1>',
    };
    for (const route of PAGES) {
      const res = await html(route, signedIn());
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      const text = await res.text();
      const markup = ROOT.exec(text)?.[1] ?? '';
      expect(markup).toContain('<div class="app" data-signed-in="true">');
      expect(markup).toContain(headings[route]);
      // the hydration data is the one inline script; it and the entry carry the response's nonce
      const { header, scripts } = nonces(res, text);
      expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scripts).toEqual([header, header]);
      expect(markup).toContain('window.__staticRouterHydrationData');
    }
    // the student's own data is in it, e.g. the profile's name
    expect(await (await html('/account', signedIn())).text()).toContain('Sam Shell');
  });

  it('a fresh nonce per response', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const res = await html('/matches', signedIn());
      const { header, scripts } = nonces(res, await res.text());
      expect(scripts.every((nonce) => nonce === header)).toBe(true);
      seen.add(header);
    }
    expect(seen.size).toBe(3);
  });

  it('nobody signed in or a stale session: the shell, with no inline script', async () => {
    for (const [route, cookie] of [
      ['/matches', undefined],
      ['/matches', 'signed_in=1'],
      ['/account', 'auth_token=no-such-session; signed_in=1'],
    ] as const) {
      const res = await html(route, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const text = await res.text();
      expect(text).toContain('<div id="root"></div>');
      expect(text).not.toMatch(/<script>|<script [^>]*>[^<]/);
    }
  });

  it('text a student typed is escaped in the markup and in the hydration data', async () => {
    const notes = "</div></script><script>window.pwned=1</script> $& $' $` <!--";
    await saveDorm(stack.gateway.url, stack.fullToken, ALLEN, BRETT, notes);
    const text = await (await html('/account', signedIn())).text();
    expect(text).not.toContain('<script>window.pwned');
    expect(text).toContain(
      '&lt;/div&gt;&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; $&amp; $&#x27; $`',
    );
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    await page.goto('/account');
    await settled(page);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs no script without the nonce: an injected one is refused, the page still hydrates', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    const consoleErrors = await watchHydration(page);
    // what an injection into the HTML would add: an inline script and a script of this origin, no nonce
    await page.route('**/matches', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</head>',
        '<script>window.injected=1</script><script src="/assets/hydrate-injected.js"></script></head>',
      );
      await route.fulfill({ response, body });
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const seen = window as { refused?: string[] };
        seen.refused = [...(seen.refused ?? []), `${event.violatedDirective} ${event.blockedURI}`];
      });
    });
    await page.goto('/matches');
    await settled(page);
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
    const refused = await page.evaluate(() => (window as { refused?: string[] }).refused ?? []);
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem inline$/),
        expect.stringMatching(/^script-src-elem .*\/assets\/hydrate-injected\.js$/),
      ]),
    );
    expect(refused).toHaveLength(2);
    // the browser reports the two refusals; nothing else went wrong
    expect(consoleErrors.filter((text) => !/Content Security Policy/.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the app's chunks ask V8 to compile their functions while they stream; the document's script does not", async () => {
    const { context, page } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    const chunks: { name: string; first: Promise<string> }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!/^\/assets\/.+\.js$/.test(pathname)) return;
      const name = pathname.replace(/-[\w-]+\.js$/, '');
      chunks.push({ name, first: response.text().then((body) => body.split('\n', 1)[0] ?? '') });
    });
    await page.goto('/account');
    await settled(page);
    const firstLines = Object.fromEntries(
      await Promise.all(chunks.map(async ({ name, first }) => [name, await first] as const)),
    );
    // the entry, Apollo's chunk and the page's own, with the hint as their first line (ADR 322)
    for (const name of ['/assets/index', '/assets/apollo', '/assets/AccountPage', '/assets/SignedInLayer'])
      expect(firstLines[name], name).toBe('//# allFunctionsCalledOnLoad');
    expect(firstLines['/assets/hydrate']).not.toBe('//# allFunctionsCalledOnLoad');
    await context.close();
  });

  it("asks for the app's code only once the first paint is on screen", async () => {
    const { context, page } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    for (const route of PAGES) {
      await page.goto(route);
      await settled(page);
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        asked: performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname.startsWith('/assets/index-'))?.startTime,
      }));
      // a request before the paint shares the phone's bandwidth with what the paint needs, and
      // Lighthouse's simulation then counts the entry's download into FCP and LCP (ADR 323)
      expect(timing.painted, route).not.toBeNull();
      expect(timing.asked, route).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);
    }
    await context.close();
  });

  for (const route of PAGES) {
    it(`${route} hydrates the server's markup: the same nodes, no error, then works`, async () => {
      const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
      const consoleErrors = await watchHydration(page);
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
      // the preload helper added links only for what the module loader finds late, the Apollo chunk under
      // the page's chunk: not the page's chunk itself nor what the entry loaded already (ADR 321)
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
          new URL(link.href).pathname.replace(/-[\w-]+\.js$/, ''),
        ),
      );
      expect(preloaded).toEqual(['/assets/apollo']);
      // hydrated: the header's links are the router's (a click navigates without a new document)
      const next = route === '/matches' ? 'Account' : 'Matches';
      await page.getByRole('link', { name: next, exact: true }).first().click();
      await page.waitForURL(`**/${next.toLowerCase()}`);
      expect(await page.evaluate(() => 'serverHeading' in window)).toBe(true);
      await context.close();
    });
  }
});
