// The web shell end to end (issue 5, spec §1, §2, §9): landing and its How-it-works carousel, header
// variants, the route guard and catch-all, the legal pages, the install prompt, the offline shell, PWA
// installability and axe-core on every page, at a phone (390×844, touch) and a desktop (1280×800) viewport.
// Real Debian Chromium against the built app served by the real gateway; students are signed up by REST
// with codes caught by a real SMTP receiver.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayProcess, startGateway } from '../contracts/support/gateway-process.ts';
import { startMailCatcher, waitForCode } from '../contracts/support/mail-catcher.ts';
import {
  ACCOUNT_PURGE_DAYS,
  AGE_MIN,
  LISTING_INACTIVITY_DAYS,
  OTP_TTL_SECONDS,
} from '../schema/src/constants.ts';
import { launchBrowser, screenshot } from './support/browser.ts';

const run = Date.now().toString(36);
const TERMS_VERSION = '2025-01-21';
// Not the client's built-in fallback: the legal pages must show what /health/config answers.
const SUPPORT_EMAIL = `shell-help-${run}@rutgers.edu`;

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;
type ViewportName = keyof typeof viewports;

let gateway: GatewayProcess;
let mail: { smtpUrl: string; close(): Promise<void> };
let mailDir: string;
let browser: Browser;
let supportEmail: string;
/** A student with a profile who accepted the terms (no listing). */
let fullToken: string;
/** A student who verified the code and nothing else (no profile, terms not accepted). */
let freshToken: string;

async function rest<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${gateway.url}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

async function signUpByCode(email: string): Promise<string> {
  const since = Date.now();
  await rest('POST', '/api/auth/request-otp', { email });
  const code = await waitForCode(mailDir, email, since);
  const { token } = await rest<{ token: string }>('POST', '/api/auth/verify-otp', { email, code });
  expect(token).toBeTruthy();
  return token;
}

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-e2e-shell-mail-'));
  mail = await startMailCatcher(mailDir);
  gateway = await startGateway({
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Campus Swap <codes@campusswap.test>',
    SUPPORT_EMAIL,
  });
  browser = await launchBrowser();
  supportEmail = (await rest<{ supportEmail: string }>('GET', '/health/config')).supportEmail;
  expect(supportEmail).toBe(SUPPORT_EMAIL);

  fullToken = await signUpByCode(`e2e.shell.full.${run}@rutgers.edu`);
  await rest('POST', '/api/auth/setup-profile', { name: 'Sam Shell', age: 20, year: 'junior' }, fullToken);
  await rest('POST', '/api/auth/accept-terms', { version: TERMS_VERSION }, fullToken);
  freshToken = await signUpByCode(`e2e.shell.fresh.${run}@rutgers.edu`);
});

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  await mail?.close();
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
});

async function open(
  name: ViewportName,
  options: { token?: string } & BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { token, ...rest } = options;
  const context = await browser.newContext({ baseURL: gateway.url, ...viewports[name], ...rest });
  if (token) {
    await context.addCookies([
      { name: 'auth_token', value: token, url: gateway.url },
      { name: 'signed_in', value: '1', url: gateway.url },
    ]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/** Waits until the route's content replaced the lazy-loading and data skeletons. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await expect.poll(() => page.locator('.skeleton').count(), { timeout: 15_000 }).toBe(0);
}

/** Content wider than the screen (WCAG 1.4.10 reflow): the document must not scroll sideways. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every WCAG 2.0/2.1/2.2 A and AA violation axe finds, whatever its impact. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const activeSlide = (page: Page) =>
  page.locator('.carousel__slide[data-active="true"]').getAttribute('aria-label');

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

describe('landing', () => {
  for (const name of ['phone', 'desktop'] as const) {
    it(`renders the headline and a Sign in button to /login (${name})`, async () => {
      const { context, page, errors } = await open(name);
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Swap your dorm room or parking permit with another student');
      expect(await page.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/^Use your Rutgers email/).count()).toBe(1);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
      expect(await footer.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
      await expect.poll(() => footer.getByRole('link', { name: supportEmail }).count()).toBe(1);
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('signed out: /, /terms and /privacy load no GraphQL client and ask /graphql nothing; /login does', async () => {
    const { context, page, errors } = await open('phone');
    // Requests of the page itself (the service worker's precaching is not the page loading a chunk).
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const apollo = () => requested.filter((p) => /^\/assets\/ApolloRoot-[\w-]+\.js$/.test(p));
    const graphql = () => requested.filter((p) => p === '/graphql');

    await page.goto('/');
    await settled(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL('**/terms');
    await settled(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL('**/privacy');
    await settled(page);
    expect(requested.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
    expect(apollo()).toEqual([]);
    expect(graphql()).toEqual([]);

    // The first screen that talks to the API brings the client with it.
    await page.goto('/login');
    await settled(page);
    expect(apollo()).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the shell a signed-in student gets names the page and Apollo chunks; a visitor gets the plain one', async () => {
    const shell = async (route: string, cookie?: string) =>
      (await fetch(`${gateway.url}${route}`, { headers: cookie ? { cookie } : {} })).text();
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map((m) =>
        (m[1] ?? '').replace(/-[\w-]+\.js$/, ''),
      );
    expect(preloaded(await shell('/matches', 'signed_in=1'))).toEqual(
      expect.arrayContaining(['/assets/ApolloRoot', '/assets/SignedInLayer', '/assets/MatchesPage']),
    );
    expect(preloaded(await shell('/account', 'signed_in=1'))).toContain('/assets/AccountPage');
    // signed out, and on the landing page, no Apollo (ADR 025)
    expect(preloaded(await shell('/matches'))).not.toContain('/assets/ApolloRoot');
    expect(preloaded(await shell('/', 'signed_in=1'))).not.toContain('/assets/ApolloRoot');
  });

  it('phone: the carousel advances every 5 s by itself', async () => {
    const { context, page, errors } = await open('phone');
    await page.clock.install();
    await page.goto('/');
    await page.locator('.carousel').waitFor();
    expect(await page.locator('.carousel').getAttribute('data-rotating')).toBe('true');
    expect(await activeSlide(page)).toBe('1 of 3: Post');
    await page.clock.runFor(4_000);
    expect(await activeSlide(page)).toBe('1 of 3: Post');
    await page.clock.runFor(1_100);
    await expect.poll(() => activeSlide(page)).toBe('2 of 3: Match');
    await page.clock.runFor(5_100);
    await expect.poll(() => activeSlide(page)).toBe('3 of 3: Connect');
    // wraps around
    await page.clock.runFor(5_100);
    await expect.poll(() => activeSlide(page)).toBe('1 of 3: Post');
    // Only the shown slide is exposed to assistive technology and the keyboard.
    expect(await page.locator('.carousel__slide[aria-hidden="true"][inert]').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Step 1: Post' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: a swipe of more than 40 px changes the slide, a shorter one does not', async () => {
    const { context, page, errors } = await open('phone');
    await page.clock.install();
    await page.goto('/');
    await page.locator('.carousel__viewport').waitFor();
    const swipe = (dx: number) =>
      page.evaluate((dx) => {
        const viewport = document.querySelector<HTMLElement>('.carousel__viewport');
        if (!viewport) throw new Error('no carousel viewport');
        const box = viewport.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const init = { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'touch', isPrimary: true };
        viewport.dispatchEvent(
          new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y, buttons: 1 }),
        );
        viewport.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + dx / 2, clientY: y }));
        viewport.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx, clientY: y }));
      }, dx);

    expect(await activeSlide(page)).toBe('1 of 3: Post');
    await swipe(-39);
    await page.clock.runFor(100);
    expect(await activeSlide(page)).toBe('1 of 3: Post');
    await swipe(-40); // the threshold itself is not "more than 40 px"
    await page.clock.runFor(100);
    expect(await activeSlide(page)).toBe('1 of 3: Post');
    await swipe(-60);
    await expect.poll(() => activeSlide(page)).toBe('2 of 3: Match');
    await swipe(-41);
    await expect.poll(() => activeSlide(page)).toBe('3 of 3: Connect');
    // swiping right goes back
    await swipe(80);
    await expect.poll(() => activeSlide(page)).toBe('2 of 3: Match');
    await swipe(30);
    await page.clock.runFor(100);
    expect(await activeSlide(page)).toBe('2 of 3: Match');
    // A manual change restarts the full 5 s.
    await page.clock.runFor(4_500);
    expect(await activeSlide(page)).toBe('2 of 3: Match');
    await page.clock.runFor(600);
    await expect.poll(() => activeSlide(page)).toBe('3 of 3: Connect');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: a real touch swipe (DevTools touch input) changes the slide', async () => {
    const { context, page } = await open('phone');
    await page.goto('/');
    const box = await page.locator('.carousel__viewport').boundingBox();
    if (!box) throw new Error('carousel viewport not laid out');
    await page.locator('.carousel__viewport').scrollIntoViewIfNeeded();
    const now = await page.locator('.carousel__viewport').boundingBox();
    if (!now) throw new Error('carousel viewport not laid out');
    const cdp = await context.newCDPSession(page);
    const x = now.x + now.width * 0.75;
    const y = now.y + now.height / 2;
    const before = await activeSlide(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 6; step += 1)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x - step * 20, y }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const expected = before === '1 of 3: Post' ? '2 of 3: Match' : '3 of 3: Connect';
    await expect.poll(() => activeSlide(page)).toBe(expected);
    await context.close();
  });

  it('phone: the carousel pauses while hovered or focused', async () => {
    const { context, page } = await open('phone');
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('.carousel');
    await carousel.waitFor();

    await page.locator('.carousel__viewport').hover();
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('false');
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe('1 of 3: Post');
    // leaving restarts rotation
    await page.mouse.move(5, 5);
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('true');
    await page.clock.runFor(5_100);
    await expect.poll(() => activeSlide(page)).toBe('2 of 3: Match');

    // keyboard focus inside the carousel pauses it too
    await page.getByRole('button', { name: 'Stop automatic slide show' }).focus();
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('false');
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe('2 of 3: Match');
    // while paused the slide region is announced politely
    expect(await page.locator('.carousel__viewport').getAttribute('aria-live')).toBe('polite');
    await page.getByRole('link', { name: 'Sign in', exact: true }).focus();
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('true');
    await page.clock.runFor(5_100);
    await expect.poll(() => activeSlide(page)).toBe('3 of 3: Connect');

    // The stop button stops it for good (WCAG 2.2.2), operable by keyboard.
    await page.getByRole('button', { name: 'Stop automatic slide show' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start automatic slide show' }).waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).focus();
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe('3 of 3: Connect');
    // Next and the dots work by keyboard
    await page.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeSlide(page)).toBe('1 of 3: Post');
    await page.getByRole('button', { name: 'Step 2: Match' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => activeSlide(page)).toBe('2 of 3: Match');
    await context.close();
  });

  it('phone: with reduced motion the carousel never advances by itself', async () => {
    const { context, page } = await open('phone', { reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.locator('.carousel').waitFor();
    expect(await page.locator('.carousel').getAttribute('data-rotating')).toBe('false');
    await page.clock.runFor(16_000);
    expect(await activeSlide(page)).toBe('1 of 3: Post');
    // still operable by hand
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect.poll(() => activeSlide(page)).toBe('2 of 3: Match');
    await page.clock.runFor(16_000);
    expect(await activeSlide(page)).toBe('2 of 3: Match');
    await context.close();
  });

  it('desktop: a plain row of the three steps, no carousel controls', async () => {
    const { context, page } = await open('desktop');
    await page.clock.install();
    await page.goto('/');
    const row = page.locator('ol.how__row > li');
    await row.first().waitFor();
    expect(await row.count()).toBe(3);
    for (const [i, title] of ['Post', 'Match', 'Connect'].entries()) {
      expect(await row.nth(i).isVisible()).toBe(true);
      expect(await row.nth(i).getByRole('heading', { level: 3 }).textContent()).toBe(`${i + 1} ${title}`);
    }
    // all three side by side
    const tops = await Promise.all([0, 1, 2].map(async (i) => (await row.nth(i).boundingBox())?.y));
    expect(new Set(tops).size).toBe(1);
    expect(await page.locator('.carousel').count()).toBe(0);
    expect(await page.getByRole('button', { name: /step|slide show/i }).count()).toBe(0);
    await page.clock.runFor(11_000);
    expect(await row.count()).toBe(3);
    await context.close();
  });
});

describe('header, guard and catch-all', () => {
  const brand = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Campus Swap home' });
  const back = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Back to matches' });
  const nav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

  async function expectHeader(page: Page, variant: 'brand' | 'back', signedIn: boolean): Promise<void> {
    await page.getByRole('banner').waitFor();
    // the brand on every page with a header, and one link per destination
    expect(await brand(page).count()).toBe(1);
    expect(await page.getByRole('banner').locator('a[href="/matches"]').count()).toBe(
      variant === 'back' || signedIn ? 1 : 0,
    );
    if (signedIn) {
      for (const name of ['Matches', 'Post', 'Account'])
        expect(await nav(page).getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      // the way back to /matches is the Matches link, carrying the arrow
      expect(await back(page).count()).toBe(0);
      expect(
        await nav(page).getByRole('link', { name: 'Matches', exact: true }).getAttribute('data-back'),
      ).toBe(variant === 'back' ? 'true' : null);
    } else {
      expect(await back(page).count()).toBe(variant === 'back' ? 1 : 0);
      if (variant === 'back') expect(await back(page).getAttribute('href')).toBe('/matches');
      expect(await nav(page).count()).toBe(0);
      expect(
        await page
          .getByRole('banner')
          .getByRole('link', { name: /^(Matches|Post|Account)$/ })
          .count(),
      ).toBe(0);
    }
  }

  for (const name of ['phone', 'desktop'] as const) {
    it(`signed out: brand on / and /login, back arrow on /terms and /privacy, no app links (${name})`, async () => {
      const { context, page } = await open(name);
      for (const route of ['/', '/login']) {
        await page.goto(route);
        await settled(page);
        await expectHeader(page, 'brand', false);
      }
      for (const route of ['/terms', '/privacy']) {
        await page.goto(route);
        await settled(page);
        await expectHeader(page, 'back', false);
      }
      // the arrow goes to /matches, where the guard sends a signed-out visitor to /login
      await back(page).click();
      await page.waitForURL('**/login');
      await context.close();
    });

    it(`signed in: back arrow on /post, /account, /profile-setup, app links, no header on /matches (${name})`, async () => {
      const { context, page } = await open(name, { token: fullToken });
      await page.goto('/');
      await settled(page);
      await expectHeader(page, 'brand', true);
      expect(await page.getByRole('link', { name: 'See your matches' }).isVisible()).toBe(true);
      // how to sign in is for visitors: not under "See your matches"
      expect(await page.getByText(/^Use your Rutgers email/).count()).toBe(0);
      for (const route of ['/post', '/account', '/terms', '/privacy']) {
        await page.goto(route);
        await settled(page);
        await expectHeader(page, 'back', true);
      }
      await nav(page).getByRole('link', { name: 'Matches', exact: true }).click();
      await page.waitForURL('**/matches');
      // a client-side navigation: the previous page stays up while the lazy page loads
      await page.getByRole('heading', { level: 1, name: 'Your matches' }).waitFor({ timeout: 15_000 });
      await settled(page);
      expect(await page.locator('header.site-header').count()).toBe(0);
      expect(await page.getByRole('banner').count()).toBe(0);

      // /profile-setup belongs to a student without a profile
      const fresh = await open(name, { token: freshToken });
      await fresh.page.goto('/profile-setup');
      await settled(fresh.page);
      expect(await fresh.page.getByRole('heading', { level: 1 }).textContent()).toBe('Set up your profile');
      await expectHeader(fresh.page, 'back', true);
      await fresh.context.close();
      await context.close();
    });
  }

  it('guard: a signed-out visitor on /matches lands on /login and Back does not return to /matches', async () => {
    const { context, page } = await open('phone');
    await page.goto('/');
    await settled(page);
    for (const route of ['/matches', '/post', '/account', '/profile-setup', '/test-listings']) {
      await page.goto(route);
      await page.waitForURL('**/login');
      await settled(page);
      await page.goBack();
      await page.waitForURL((url) => url.pathname !== '/login');
      expect(pathname(page)).toBe('/');
    }
    // also on a client-side navigation the protected entry is replaced
    await page.evaluate(() => {
      window.history.pushState({}, '', '/matches');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/login');
    await settled(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(pathname(page)).toBe('/');
    await context.close();
  });

  it('catch-all: an unknown path goes to / (replacing the entry)', async () => {
    const { context, page } = await open('desktop');
    await page.goto('/terms');
    await settled(page);
    await page.goto('/nope');
    await page.waitForURL((url) => url.pathname === '/');
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Swap your dorm room');
    // the unknown entry was replaced: Back returns to the page before it
    await page.goBack();
    await page.waitForURL('**/terms');
    await page.goto('/some/deep/unknown?x=1');
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await context.close();
  });
});

describe('legal pages', () => {
  it('render the figures /health/config serves, whatever they are', async () => {
    const { context, page } = await open('phone');
    // Another server's rules: the pages must show these, which no client code contains.
    await page.route('**/health/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { rules: Record<string, unknown> };
      body.rules = {
        ...body.rules,
        ageMin: 17,
        listingInactivityDays: 45,
        accountPurgeDays: 21,
        codeLifetimeMinutes: 7,
      };
      await route.fulfill({ response, json: body });
    });
    for (const route of ['/terms', '/privacy']) {
      await page.goto(route);
      await settled(page);
      const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('under 17');
      expect(text).toContain('7 minutes');
      expect(text).toContain('21 days');
      expect(text).not.toContain(`under ${AGE_MIN}`);
      if (route === '/privacy') expect(text).toContain('45 days');
      else expect(text).toContain('for 45 days');
    }
    await context.close();
  });

  for (const name of ['phone', 'desktop'] as const) {
    it(`/terms and /privacy state the policy facts and the configured support address (${name})`, async () => {
      const { context, page } = await open(name);
      for (const [route, title] of [
        ['/terms', 'Terms of Service'],
        ['/privacy', 'Privacy Policy'],
      ] as const) {
        await page.goto(route);
        await settled(page);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        expect(await page.title()).toContain(title);
        const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
        // the server's own figures: the age sign-up accepts, the code lifetime, the housekeeping job's days
        expect(text).toContain(`${OTP_TTL_SECONDS / 60} minutes`);
        expect(text).toContain(`${LISTING_INACTIVITY_DAYS} days`);
        expect(text).toContain(`${ACCOUNT_PURGE_DAYS} days`);
        expect(text).toContain(`under ${AGE_MIN}`);
        // the job deactivates listings (it deletes none): the pages say so
        expect(text).toMatch(/deactivated automatically/);
        expect(text).not.toMatch(/deleted after|removed automatically/);
        expect(text).toContain('@rutgers.edu');
        expect(text).toContain('@scarletmail.rutgers.edu');
        expect(text).toMatch(/only after/);
        expect(text).toContain(TERMS_VERSION);
        // the configured address, not the built-in fallback
        const support = page.locator('main').getByRole('link', { name: supportEmail });
        await support.waitFor();
        expect(await support.getAttribute('href')).toBe(`mailto:${supportEmail}`);
        expect(text).not.toContain('support@campusswap.app');
      }
      await context.close();
    });
  }
});

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
      const { context, page } = await open(name);
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
      const next = await open(name);
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
    const { context, page } = await open('phone');
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
    const { context, page } = await open('phone', { token: fullToken });
    await page.goto('/');
    await settled(page);
    await controlledBySw(page);
    // a second load goes through the worker, which keeps the public rules it fetches
    await page.reload();
    await settled(page);
    // the worker never stores data answers
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    // only the public rules (/health/config) are kept, for the legal pages and forms offline
    expect(cached.filter((u) => /^\/(graphql|api|health)(\/|$)/.test(u))).toEqual(['/health/config']);

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

  for (const name of ['phone', 'desktop'] as const) {
    it(`Chromium reports no installability errors (${name})`, async () => {
      // Chromium never offers installation in an incognito (off-the-record) context, which is what
      // browser.newContext() gives: use a real profile.
      const profile = mkdtempSync(path.join(tmpdir(), 'campus-swap-e2e-profile-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
        baseURL: gateway.url,
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

describe('accessibility (axe-core, WCAG 2.2 AA) and screenshots', () => {
  const publicPages = [
    ['landing', '/'],
    ['login', '/login'],
    ['terms', '/terms'],
    ['privacy', '/privacy'],
    ['developers', '/developers'],
  ] as const;
  const signedInPages = [
    ['matches', '/matches', 'full'],
    ['post', '/post', 'full'],
    ['account', '/account', 'full'],
    ['profile-setup', '/profile-setup', 'fresh'],
  ] as const;

  for (const name of ['phone', 'desktop'] as const) {
    it(`signed out: no violations on ${publicPages.map(([, r]) => r).join(', ')} (${name})`, async () => {
      const { context, page, errors } = await open(name);
      const problems: string[] = [];
      for (const [label, route] of publicPages) {
        await page.goto(route);
        await settled(page);
        await screenshot(page, `shell-${label}-${name}`);
        problems.push(...(await axeViolations(page)).map((p) => `${route}: ${p}`));
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) problems.push(`${route}: ${overflow}px wider than the screen`);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`signed in: no violations on ${signedInPages.map(([, r]) => r).join(', ')} (${name})`, async () => {
      const problems: string[] = [];
      for (const [label, route, who] of signedInPages) {
        const { context, page, errors } = await open(name, {
          token: who === 'full' ? fullToken : freshToken,
        });
        await page.goto(route);
        await settled(page);
        expect(pathname(page)).toBe(route);
        // no blocking terms modal over these screens for these students
        expect(await page.getByRole('dialog').count()).toBe(0);
        await screenshot(page, `shell-${label}-${name}`);
        problems.push(...(await axeViolations(page)).map((p) => `${route}: ${p}`));
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) problems.push(`${route}: ${overflow}px wider than the screen`);
        expect(errors).toEqual([]);
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
