// Installing the app end to end (issue 5, spec §9): the install prompt (only once the student did
// something, in the page flow, "Not now" for 30 days: issue 39, ADR 305), the shell opening offline
// after a first visit (data never served from a cache), and Chromium's own installability check.
// Real Chromium (with a real profile where installation needs one), real gateway.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@campus-swap/gateway/config';
import { unsubscribeUrl } from '@campus-swap/schema/services/notifications/unsubscribe';
import { completeProfile } from '@campus-swap/test-support/rest-sign-up';
import { saveDorm } from './support/accounts.ts';
import { CHROMIUM_PATH, screenshot } from './support/browser.ts';
import { pathname, run, settled, useShellStack, viewports } from './support/shell.ts';

const stack = useShellStack({ students: true });
// the app's storage keys (web/src/lib/install.ts): what the browser keeps across page loads
const INSTALL_EARNED_KEY = 'campus-swap:install-earned';
const INSTALL_DISMISSED_KEY = 'campus-swap:install-dismissed-at';

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

describe('install prompt (ADR 305)', () => {
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
  /** The browser offers installation on this page; the banner must stay away. */
  const notOffered = async (page: Page) => {
    // the app keeps the browser's own mini-infobar away, whether or not it shows its banner
    expect(await offerInstall(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
  };
  const DAY = 24 * 60 * 60 * 1000;
  const setDismissedAt = (page: Page, at: number) =>
    page.evaluate(
      ([key, at]) => localStorage.setItem(key as string, String(at)),
      [INSTALL_DISMISSED_KEY, at],
    );

  // one student with a listing and one whose listing mirrors it: /matches shows a card
  let matched: string;
  beforeAll(async () => {
    matched = stack.fullToken;
    await completeProfile(stack.gateway.url, stack.freshToken, {
      name: 'Max Mirror',
      age: 21,
      year: 'senior',
    });
    const allen = { campus: 'Busch', dorm: 'Allen Hall', roomType: 'Double' };
    const brett = { campus: 'College Avenue', dorm: 'Brett Hall', roomType: 'Double' };
    await saveDorm(stack.gateway.url, matched, allen, brett);
    await saveDorm(stack.gateway.url, stack.freshToken, brett, allen);
  });

  for (const name of ['phone', 'small'] as const) {
    it(`not before the student did something: landing, sign-in, code step, listing form (${name})`, async () => {
      const size = name === 'small' ? { viewport: { width: 320, height: 568 } } : {};
      const visitor = await stack.open('phone', size);
      await visitor.page.goto('/');
      await settled(visitor.page);
      await notOffered(visitor.page);
      await visitor.page.goto('/login');
      await settled(visitor.page);
      await notOffered(visitor.page);
      await visitor.page.getByLabel('School email').fill(`e2e.install.${name}.${run}@rutgers.edu`);
      await visitor.page.getByRole('button', { name: 'Continue' }).click();
      await visitor.page.getByLabel('Verification code').waitFor({ timeout: 15_000 });
      await notOffered(visitor.page);
      await visitor.context.close();

      // signed in, on the listing form before saving anything
      const student = await stack.open('phone', { token: matched, ...size });
      await student.page.goto('/post');
      await settled(student.page);
      await notOffered(student.page);
      expect(await student.page.evaluate((key) => localStorage.getItem(key), INSTALL_EARNED_KEY)).toBeNull();
      await student.context.close();
    });
  }

  it('offered in the page flow once matches were seen; "Not now" holds 30 days across page loads', async () => {
    const { context, page } = await stack.open('phone', { token: matched });
    await page.goto('/matches');
    await settled(page);
    await page.getByRole('article', { name: 'Max Mirror' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), INSTALL_EARNED_KEY)).toBe('1');
    await offerInstall(page);
    await banner(page).waitFor();
    // in the page flow after the page, never fixed over a button
    const placement = await banner(page).evaluate((section) => ({
      position: getComputedStyle(section).position,
      afterMain: Boolean(
        document.querySelector('main')!.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    }));
    expect(placement).toEqual({ position: 'static', afterMain: true });
    await banner(page).scrollIntoViewIfNeeded();
    await banner(page)
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, 'shell-install-prompt-phone');
    // and nothing covers it (the /matches tab bar is fixed to the bottom)
    const notNow = banner(page).getByRole('button', { name: 'Not now' });
    expect(
      await notNow.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && button.contains(top);
      }),
    ).toBe(true);

    await banner(page).getByRole('button', { name: 'Not now' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const dismissedAt = Number(
      await page.evaluate((key) => localStorage.getItem(key), INSTALL_DISMISSED_KEY),
    );
    expect(Math.abs(Date.now() - dismissedAt)).toBeLessThan(60_000);
    // a new page load, the browser offering again: still hidden
    await page.reload();
    await settled(page);
    await notOffered(page);
    // 29 days later: still hidden
    await setDismissedAt(page, Date.now() - 29 * DAY);
    await page.reload();
    await settled(page);
    await notOffered(page);
    // 31 days later: offered again; Install calls the browser's prompt
    await setDismissedAt(page, Date.now() - 31 * DAY);
    await page.reload();
    await settled(page);
    await offerInstall(page, 'accepted');
    await banner(page).waitFor();
    await banner(page).getByRole('button', { name: 'Install' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
    await context.close();
  });

  it('not offered when the app already runs standalone, though the student did something', async () => {
    const { context, page } = await stack.open('phone');
    await page.addInitScript((key) => {
      localStorage.setItem(key, '1');
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    }, INSTALL_EARNED_KEY);
    await page.goto('/');
    await settled(page);
    await notOffered(page);
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
