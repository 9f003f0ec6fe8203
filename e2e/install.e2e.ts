// Installing the app end to end (issue 5, spec §9): the install prompt, the shell opening offline
// after a first visit (data never served from a cache), and Chromium's own installability check.
// Real Chromium (with a real profile where installation needs one), real gateway.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@campus-swap/gateway/config';
import { unsubscribeUrl } from '@campus-swap/schema/services/notifications/unsubscribe';
import { CHROMIUM_PATH, screenshot } from './support/browser.ts';
import { pathname, settled, useShellStack, viewports } from './support/shell.ts';

const stack = useShellStack({ students: true });

/** Serves the SW-controlled page: waits for `serviceWorker.ready` and a controller, reloading once if needed. */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 15_000 })
    .toBe('activated');
}

describe('install prompt', () => {
  /** A stand-in for Chromium's BeforeInstallPromptEvent; `prompt()` is recorded on window. */
  const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') =>
    page.evaluate((outcome) => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt(): Promise<void>;
        userChoice: Promise<{ outcome: string; platform: string }>;
      };
      const w = window as unknown as { promptCalls?: number };
      w.promptCalls = 0;
      event.prompt = async () => {
        w.promptCalls = (w.promptCalls ?? 0) + 1;
      };
      event.userChoice = Promise.resolve({ outcome, platform: 'web' });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }, outcome);
  const banner = (page: Page) => page.getByRole('region', { name: 'Install Campus Swap' });

  for (const name of ['phone', 'desktop'] as const) {
    it(`offered when the browser offers it; "Not now" holds for the session only (${name})`, async () => {
      const { context, page } = await stack.open(name);
      await page.goto('/');
      await settled(page);
      expect(await banner(page).count()).toBe(0);
      // the app keeps the browser's own mini-infobar away
      expect(await offerInstall(page)).toBe(true);
      await banner(page).waitFor();
      await banner(page)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `shell-install-prompt-${name}`);
      await banner(page).getByRole('button', { name: 'Not now' }).click();
      await banner(page).waitFor({ state: 'detached' });

      // a client-side navigation, and the browser offering again: still hidden
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
      await page.waitForURL('**/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await offerInstall(page);
      await page.waitForTimeout(300);
      expect(await banner(page).count()).toBe(0);
      // a reload within the session: still hidden
      await page.reload();
      await settled(page);
      await offerInstall(page);
      await page.waitForTimeout(300);
      expect(await banner(page).count()).toBe(0);
      await context.close();

      // a new session offers it again; Install calls the browser's prompt
      const next = await stack.open(name);
      await next.page.goto('/');
      await settled(next.page);
      await offerInstall(next.page, 'accepted');
      await banner(next.page).waitFor();
      await banner(next.page).getByRole('button', { name: 'Install' }).click();
      await banner(next.page).waitFor({ state: 'detached' });
      expect(await next.page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(
        1,
      );
      await next.context.close();
    });
  }

  it('not offered when the app already runs standalone', async () => {
    const { context, page } = await stack.open('phone');
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    await page.goto('/');
    await settled(page);
    await offerInstall(page);
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });
});

describe('installable offline app', () => {
  it('after the first visit the shell opens offline with the offline notice; data requests fail gracefully', async () => {
    const { context, page } = await stack.open('phone', { token: stack.fullToken });
    await page.goto('/');
    await settled(page);
    await controlledBySw(page);
    // a second load goes through the worker, which keeps the public rules it fetches
    await page.reload();
    await settled(page);
    // the worker never stores data answers
    const cachedUrls = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys()) {
          const cache = await caches.open(key);
          for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
    // only the public rules (/health/config) are kept, for the legal pages and forms offline; the
    // worker stores them when their answer arrived, which may come after the page settled
    await expect
      .poll(async () => (await cachedUrls()).filter((u) => /^\/(graphql|api|health)(\/|$)/.test(u)), {
        timeout: 10_000,
      })
      .toEqual(['/health/config']);
    expect(await cachedUrls()).toContain('/index.html');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Swap your dorm room');
    const notice = page.getByRole('status').filter({ hasText: 'You’re offline' });
    await notice.waitFor({ timeout: 15_000 });
    await screenshot(page, 'shell-offline-phone');

    // Data answers are not served from any cache: a direct call fails, the page says so instead of crashing.
    const graphql = await page.evaluate(() =>
      fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }).then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    );
    expect(graphql).toBe('failed');
    // a data page while offline: the shell stays, no error screen, still signed in
    await page.goto('/matches');
    await page.getByRole('heading', { level: 1, name: 'Your matches' }).waitFor({ timeout: 15_000 });
    await notice.waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    expect(pathname(page)).toBe('/matches');
    await screenshot(page, 'shell-offline-matches-phone');

    // the legal pages render the served rules offline from the kept copy, not a skeleton forever
    await page.goto('/terms');
    await page
      .getByText(/at least 16 years old/)
      .first()
      .waitFor({ timeout: 15_000 });

    // back online the notice goes away
    await context.setOffline(false);
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });

  it('with the worker active, navigations to /unsubscribe, /api, /graphql and /health reach the server', async () => {
    const { context, page } = await stack.open('phone', { token: stack.fullToken });
    await page.goto('/');
    await settled(page);
    await controlledBySw(page);
    // a link from a notification email, signed with the key this gateway runs with (ADR 052)
    const secret = loadConfig({ NODE_ENV: 'test' }).unsubscribeSecret;
    const link = unsubscribeUrl(stack.gateway.url, secret, {
      userId: randomUUID(),
      channel: 'EMAIL',
      kind: 'DIGEST',
    });
    const response = await page.goto(link);
    // not the app shell from the worker's precache (ADR 144): the server's own page
    expect(response?.fromServiceWorker()).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor({ timeout: 15_000 });
    for (const path of ['/health/live', '/api/auth/me', '/graphql/schema.graphql', '/unsubscribe']) {
      const answer = await page.goto(path);
      expect(answer?.fromServiceWorker(), path).toBe(false);
      expect(await page.locator('#root').count(), path).toBe(0);
    }
    await context.close();
  });

  for (const name of ['phone', 'desktop'] as const) {
    it(`Chromium reports no installability errors (${name})`, async () => {
      // Chromium never offers installation in an incognito (off-the-record) context, which is what
      // browser.newContext() gives: use a real profile.
      const profile = mkdtempSync(path.join(tmpdir(), 'campus-swap-e2e-profile-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
        baseURL: stack.gateway.url,
        ...viewports[name],
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/');
        await settled(page);
        await controlledBySw(page);
        const manifest = await page.evaluate(async () => {
          const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
          return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
        });
        expect(manifest).toMatchObject({ name: 'Campus Swap', start_url: '/', display: 'standalone' });
        const cdp = await context.newCDPSession(page);
        const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
        expect(errors).toEqual([]);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        expect(installabilityErrors).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }
});
