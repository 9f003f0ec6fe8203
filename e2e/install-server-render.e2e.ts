// An installed student gets the server's render too (ADR 260): with the service worker controlling the
// page, a navigation to a signed-in page goes to the network first, so the HTML the worker hands the
// browser is the gateway's server render (ADR 293) with the data as it is now, not the precached empty
// shell; only without a network does the precached shell answer. Real gateway, real Chromium on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeProfile, saveDorm, ALLEN, BRETT } from './support/accounts.ts';
import { run, settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });
const ROOT = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/;

/** Waits until the worker is active and controls the page (a reload once if it claimed none yet). */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 15_000 })
    .toBe('activated');
}

/**
 * Opens `route` and answers #root's markup in the HTML the browser received, which must have come through
 * the worker. The server renders only when the page could be rendered (ADR 293): on a
 * machine busy enough to miss it, a later visit has it.
 */
async function renderedThroughWorker(page: Page, route: string, expected: string): Promise<string> {
  let markup = '';
  await expect
    .poll(
      async () => {
        const response = await page.goto(route);
        expect(response?.fromServiceWorker(), route).toBe(true);
        expect(response?.status()).toBe(200);
        markup = ROOT.exec((await response?.text()) ?? '')?.[1] ?? '';
        return markup.includes(expected);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  await settled(page);
  return markup;
}

describe('installed app, server-rendered pages', () => {
  it('through the worker, /matches comes server-rendered with fresh data; offline, the precached shell', async () => {
    // the stack's second student (signed up, no profile yet): completeProfile reads only the profile
    const other = {
      email: `e2e.shell.fresh.${run}@rutgers.edu`,
      password: '',
      name: 'Robin Reverse',
      age: 21,
    };
    await saveDorm(stack.gateway.url, stack.fullToken, ALLEN, BRETT);
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken });
    await page.goto('/');
    await settled(page);
    await controlledBySw(page);

    const before = await renderedThroughWorker(page, '/matches', '<h1');
    expect(before).toContain('<div class="app" data-signed-in="true">');
    expect(before).not.toContain(other.name);
    // one inline script, React Router's hydration data, with the response's nonce (ADR 293)
    expect(before.match(/<script\b[^>]*>/gi)).toEqual([expect.stringMatching(/^<script nonce="[^"]+">$/)]);

    // the data changes on the server between two visits: a student with the reverse room turns up
    await completeProfile(stack.gateway.url, stack.freshToken, other);
    await saveDorm(stack.gateway.url, stack.freshToken, BRETT, ALLEN);
    const after = await renderedThroughWorker(page, '/matches', other.name);
    expect(after).toContain('<div class="app" data-signed-in="true">');
    await page.getByText(other.name).first().waitFor({ timeout: 15_000 });

    // offline the precached shell answers the navigation (no server render in it), and the app says so
    await context.setOffline(true);
    const offline = await page.goto('/matches');
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(ROOT.exec((await offline?.text()) ?? '')?.[1]).toBe('');
    await page.getByRole('heading', { level: 1, name: 'Your matches' }).waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'You’re offline' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a 5xx answer to a page gets the precached shell, which then works', async () => {
    const { context, page } = await stack.open('phone', { token: stack.fullToken });
    await page.goto('/');
    await settled(page);
    await controlledBySw(page);
    // the gateway behind a proxy that lost it: the worker's own fetch of the page answers 502
    await context.route('**/account', (route) =>
      route.request().serviceWorker()
        ? route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' })
        : route.fallback(),
    );
    const answer = await page.goto('/account');
    expect(answer?.fromServiceWorker()).toBe(true);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
