// Every route fits a phone (issue 13): at 320, 360 and 390 px wide, signed out and signed in, the page
// never scrolls sideways, every header and navigation control lies inside the screen, and the header
// keeps the brand with one link per destination. Rendered with Debian's DejaVu Sans (the widest of the
// fonts CI installs), which the test checks it really used. Real Debian Chromium against the built app on
// the real gateway; the students and their matching listings are prepared through the API.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Room, saveDorm, signUp } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import { layoutProblems, phoneContext } from './support/phone.ts';
import { type E2EStack, startStack } from './support/stack.ts';

const run = Date.now().toString(36);
const widths = [320, 360, 390] as const;

let stack: E2EStack;
/** A student with a profile and a listing that matches another student's (so /matches shows cards). */
let listedToken: string;
/** A student who set a password and nothing else (/profile-setup is theirs). */
let freshToken: string;
/** A student with a profile and no listing yet (/post offers "Skip for now"). */
let unlistedToken: string;

const brett: Room = { campus: 'College Avenue', dorm: 'Brett Hall', roomType: 'Double' };
const allen: Room = { campus: 'Busch', dorm: 'Allen Hall', roomType: 'Single' };

beforeAll(async () => {
  stack = await startStack();
  const { url } = stack.gateway;
  listedToken = await signUp(url, stack.mailDir, {
    email: `e2e.layout.a.${run}@rutgers.edu`,
    password: 'Scarlet2025a',
    name: 'Alexandria Montgomery-Worthington',
  });
  const other = await signUp(url, stack.mailDir, {
    email: `e2e.layout.b.${run}@rutgers.edu`,
    password: 'Scarlet2025b',
    name: 'Bartholomew Featherstonehaugh',
  });
  await saveDorm(url, listedToken, brett, allen);
  await saveDorm(url, other, allen, brett);
  freshToken = await signUp(
    url,
    stack.mailDir,
    { email: `e2e.layout.c.${run}@rutgers.edu`, password: 'Scarlet2025c', name: 'unused' },
    { profile: false },
  );
  unlistedToken = await signUp(url, stack.mailDir, {
    email: `e2e.layout.d.${run}@rutgers.edu`,
    password: 'Scarlet2025d',
    name: 'Dana Unlisted',
  });
});

afterAll(async () => {
  await stack?.close();
});

function phone(width: number, token?: string): Promise<{ context: BrowserContext; page: Page }> {
  return phoneContext(stack.browser, stack.gateway.url, { width, height: 740 }, token);
}

/** Waits until the route's content replaced the lazy-loading and data skeletons. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await expect.poll(() => page.locator('.skeleton').count(), { timeout: 15_000 }).toBe(0);
}

/** The header's links: the brand is there and no two links go to the same place. */
async function headerProblems(page: Page): Promise<string[]> {
  const banner = page.locator('header.site-header');
  if ((await banner.count()) === 0) return [];
  const problems: string[] = [];
  if ((await banner.getByRole('link', { name: 'Campus Swap home' }).count()) !== 1)
    problems.push('no brand link in the header');
  const hrefs = await banner.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const repeated = hrefs.filter((href, i) => hrefs.indexOf(href) !== i);
  if (repeated.length > 0) problems.push(`header links repeat ${repeated.join(', ')}`);
  const text = (await banner.innerText()).replace(/\s+/g, ' ');
  if (/Matches\s+Matches/.test(text)) problems.push(`header reads "${text}"`);
  return problems;
}

/** The font Chromium really drew the page's text with (not merely the CSS family list). */
async function renderedFont(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

const signedOutRoutes = ['/', '/login', '/terms', '/privacy'];
const signedInRoutes = ['/', '/matches', '/post', '/account', '/test-listings', '/terms', '/privacy'];

describe('every route fits a phone', () => {
  it('renders with DejaVu Sans, the widest fonts CI installs', async () => {
    const { context, page } = await phone(320);
    await page.goto('/');
    await settled(page);
    expect(await renderedFont(page, 'main h1')).toContain('DejaVu Sans');
    await context.close();
  });

  for (const width of widths) {
    it(`signed out at ${width} px: ${signedOutRoutes.join(', ')}`, async () => {
      const { context, page } = await phone(width);
      const problems: string[] = [];
      for (const route of signedOutRoutes) {
        await page.goto(route);
        await settled(page);
        problems.push(...(await layoutProblems(page)).map((p) => `${route}: ${p}`));
        problems.push(...(await headerProblems(page)).map((p) => `${route}: ${p}`));
        await screenshot(page, `layout-out-${width}${route.replace(/\//g, '-')}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`signed in at ${width} px: ${signedInRoutes.join(', ')} and /profile-setup`, async () => {
      const { context, page } = await phone(width, listedToken);
      const problems: string[] = [];
      for (const route of signedInRoutes) {
        await page.goto(route);
        await settled(page);
        expect(new URL(page.url()).pathname).toBe(route);
        if (route === '/matches') await page.getByRole('article').first().waitFor({ timeout: 15_000 });
        problems.push(...(await layoutProblems(page)).map((p) => `${route}: ${p}`));
        problems.push(...(await headerProblems(page)).map((p) => `${route}: ${p}`));
        await screenshot(page, `layout-in-${width}${route.replace(/\//g, '-')}`);
      }
      // the signed-in header shows the app's three destinations
      await page.goto('/post');
      await settled(page);
      const nav = page.locator('header.site-header').getByRole('navigation', { name: 'Main' });
      for (const name of ['Matches', 'Post', 'Account'])
        expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      await context.close();

      const fresh = await phone(width, freshToken);
      await fresh.page.goto('/profile-setup');
      await settled(fresh.page);
      problems.push(...(await layoutProblems(fresh.page)).map((p) => `/profile-setup: ${p}`));
      problems.push(...(await headerProblems(fresh.page)).map((p) => `/profile-setup: ${p}`));
      await fresh.context.close();
      expect(problems).toEqual([]);
    });
  }
});

describe('the smaller things on a 320 px phone', () => {
  it('/post: "Skip for now" is a 44 px target with room above the intro text', async () => {
    const { context, page } = await phone(320, unlistedToken);
    await page.goto('/post');
    await settled(page);
    const skip = await page.getByRole('link', { name: 'Skip for now' }).boundingBox();
    const lead = await page.locator('.post-wizard > p.lead').boundingBox();
    if (!skip || !lead) throw new Error('skip link or intro text not laid out');
    expect(skip.height).toBeGreaterThanOrEqual(44);
    expect(lead.y - (skip.y + skip.height)).toBeGreaterThanOrEqual(8);
    // step 1's button says Continue, filled in or not (it said Next while empty, issue 39)
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('/post with a listing: nothing to skip, so no "Skip for now" (issue 39)', async () => {
    const { context, page } = await phone(320, listedToken);
    await page.goto('/post');
    await settled(page);
    await page.getByRole('heading', { name: 'Update your listing' }).waitFor();
    expect(await page.getByRole('link', { name: 'Skip for now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('/matches: "My Preference (1)" on one line, and one match is "1 match"', async () => {
    const { context, page } = await phone(320, listedToken);
    await page.goto('/matches');
    await settled(page);
    const tab = page.getByRole('tab', { name: /^My Preference\s*\(1\)$/ });
    await tab.waitFor({ timeout: 15_000 });
    // the lines the tab's words take: the distinct tops of their line boxes
    const lines = await tab.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    expect(await page.getByRole('tab', { name: /^Dorm\s*1 match$/ }).count()).toBe(1);
    await context.close();
  });

  it('/post step 2: a whole campus of halls at once, and a search that narrows the list', async () => {
    const { context, page } = await phone(320, listedToken);
    await page.goto('/post');
    await settled(page);
    // step 1 comes filled in from the saved listing: wait for it (the button says Continue either way)
    await expect
      .poll(() => page.getByLabel('Room type', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe(brett.roomType);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 2 of 2: What you want' }).waitFor();
    const dorms = page.getByRole('group', { name: 'Preferred dorms' });
    await page.getByRole('group', { name: 'Preferred campuses' }).getByLabel('Busch').check();
    const busch = dorms.getByRole('group', { name: 'Busch', exact: true });
    const halls = busch.locator('.lf-checks input[type="checkbox"]');
    const total = await halls.count();
    expect(total).toBe(17);
    const all = busch.getByLabel(`All of Busch (${total})`);
    // Allen Hall was chosen with the listing: the campus box is mixed
    expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
    await all.check();
    await expect.poll(() => busch.locator('.lf-checks input:checked').count()).toBe(total);
    await all.uncheck();
    await expect.poll(() => busch.locator('.lf-checks input:checked').count()).toBe(0);
    // the search narrows every campus's list; what is chosen stays chosen while hidden
    await busch.getByLabel('Allen Hall', { exact: true }).check();
    await dorms.getByLabel('Find a hall').fill('b.e.s.t');
    await expect.poll(() => dorms.locator('.lf-checks input').count()).toBe(1);
    expect(await dorms.getByLabel('B.E.S.T. Hall').isVisible()).toBe(true);
    await dorms.getByLabel('Find a hall').fill('');
    expect(await busch.getByLabel('Allen Hall', { exact: true }).isChecked()).toBe(true);
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, 'layout-320-post-halls');
    await context.close();
  });

  it('/account: the profile and the listing label their values alike', async () => {
    const { context, page } = await phone(320, listedToken);
    await page.goto('/account');
    await settled(page);
    await page.locator('.listing-settings__summary dt').first().waitFor({ timeout: 15_000 });
    const looks = await page.locator('main dl dt').evaluateAll((labels) =>
      labels.map((dt) => {
        const style = getComputedStyle(dt);
        return `${style.fontWeight} ${style.fontSize} ${style.color}`;
      }),
    );
    expect(looks.length).toBeGreaterThan(8);
    expect(new Set(looks).size).toBe(1);
    await context.close();
  });
});
