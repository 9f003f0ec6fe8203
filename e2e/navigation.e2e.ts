// Header, route guard and catch-all end to end (issue 5, spec §1, §9): the header on each page for a
// visitor, a student and a student without a profile; the guard sending a signed-out visitor to /login;
// an unknown path going to /; at a phone and a desktop viewport. Real Chromium, real gateway.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathname, settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });

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
      const { context, page } = await stack.open(name);
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
      const { context, page } = await stack.open(name, { token: stack.fullToken });
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
      const fresh = await stack.open(name, { token: stack.freshToken });
      await fresh.page.goto('/profile-setup');
      await settled(fresh.page);
      expect(await fresh.page.getByRole('heading', { level: 1 }).textContent()).toBe('Set up your profile');
      await expectHeader(fresh.page, 'back', true);
      await fresh.context.close();
      await context.close();
    });
  }

  it('guard: a signed-out visitor on /matches lands on /login and Back does not return to /matches', async () => {
    const { context, page } = await stack.open('phone');
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
    const { context, page } = await stack.open('desktop');
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

  it('catch-all: unknown paths with and without dots, deep and encoded all go to / (spec §2)', async () => {
    const { context, page } = await stack.open('phone');
    const unknown = [
      '/john.doe',
      '/nope',
      '/a/b/c/d/e/f',
      '/a/b.c/d.e.html',
      '/profile.php?x=1',
      '/.hidden',
      '/john.doe/',
      '/%E2%9C%93',
      '/caf%C3%A9.html',
      '/x%2Fy.z',
      '/%zz.js',
      '/..%2f..%2fetc%2fpasswd',
      '/api.json',
    ];
    for (const path of unknown) {
      const answer = await page.goto(path);
      // the shell, never a JSON 404: only the build's own asset paths may 404
      expect(answer?.status(), path).toBe(200);
      await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: 15_000 });
    }
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Swap your dorm room');
    for (const asset of ['/assets/gone-0.js', '/icons/gone.png', '/workbox-gone.js']) {
      expect((await page.request.get(asset)).status(), asset).toBe(404);
    }
    await context.close();
  });
});
