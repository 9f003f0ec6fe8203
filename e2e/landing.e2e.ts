// The landing page end to end (issue 5, spec §1, §2): headline, Sign in, the How-it-works carousel
// and the shell the server sends, at a phone (390×844, touch) and a desktop (1280×800) viewport.
// Real Debian Chromium against the built app served by the real gateway (support/shell.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });

const activeSlide = (page: Page) =>
  page.locator('.carousel__slide[data-active="true"]').getAttribute('aria-label');

describe('landing', () => {
  for (const name of ['phone', 'desktop'] as const) {
    it(`renders the headline and a Sign in button to /login (${name})`, async () => {
      const { context, page, errors } = await stack.open(name);
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Swap your dorm room or parking permit with another student');
      expect(await page.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/^Use your Rutgers email/).count()).toBe(1);
      // the stale-listing promise states the rule the server serves (and its job applies)
      const { rules } = (await (await page.request.get('/health/config')).json()) as {
        rules: { listingInactivityDays: number };
      };
      await expect
        .poll(() =>
          page.getByText(`deactivated after ${rules.listingInactivityDays} days of inactivity`).count(),
        )
        .toBe(1);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
      expect(await footer.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
      await expect.poll(() => footer.getByRole('link', { name: stack.supportEmail }).count()).toBe(1);
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('signed out: /, /terms and /privacy load no GraphQL client and ask /graphql nothing; /login does', async () => {
    const { context, page, errors } = await stack.open('phone');
    // Requests of the page itself (the service worker's precaching is not the page loading a chunk).
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const apollo = () => requested.filter((p) => /^\/assets\/apollo-[\w-]+\.js$/.test(p));
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

  it("the landing page and a visitor's pages preload no Apollo; a signed-in page is the server's, with one script", async () => {
    const get = async (route: string, cookie?: string) =>
      (await fetch(`${stack.gateway.url}${route}`, { headers: cookie ? { cookie } : {} })).text();
    const scripts = (html: string) =>
      [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="(\/assets\/[^"]+)"/g)].map(
        (m) => (m[1] ?? '').replace(/-[\w-]+\.js$/, ''),
      );
    // signed out, and on the landing page, no Apollo (ADR 025)
    expect(scripts(await get('/matches'))).not.toContain('/assets/apollo');
    expect(scripts(await get('/', `auth_token=${stack.fullToken}; signed_in=1`))).not.toContain(
      '/assets/apollo',
    );
    // a signed-in student's page comes rendered (ADR 293): its one script fetches the app after the paint
    expect(scripts(await get('/matches', `auth_token=${stack.fullToken}; signed_in=1`))).toEqual([
      '/assets/hydrate',
    ]);
  });

  it('phone: the carousel advances every 5 s by itself', async () => {
    const { context, page, errors } = await stack.open('phone');
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
    const { context, page, errors } = await stack.open('phone');
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
    const { context, page } = await stack.open('phone');
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
    const { context, page } = await stack.open('phone');
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
    const { context, page } = await stack.open('phone', { reducedMotion: 'reduce' });
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
    const { context, page } = await stack.open('desktop');
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
