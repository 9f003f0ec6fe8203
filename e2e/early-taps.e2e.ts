// A tap or a submit on a server-rendered page before React hydrated it (ADR 265, ADR 293): the page is on
// screen while the app's scripts still load, so the page's first script (web/src/hydrate.ts, with
// lib/hold-taps.ts) holds a tap on a button or a form's submit and replays it once the app is live,
// exactly once; a form is never submitted natively (a GET to the page with its fields in the query
// string). The app's scripts (all but that first one) are held back by the test until it lets them
// through, so the page is visible and not hydrated. Real gateway and Chromium on a 360 px phone.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeProfile, gqlClient, type Room, saveDorm, ALLEN, BRETT } from './support/accounts.ts';
import { run, settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });
const OTHER = 'Robin Early';
/** The build's scripts but the page's first one, which is there before the app (hydrate.ts) */
const APP_SCRIPTS = /\/assets\/(?!hydrate-)[^/]+\.js$/;
const PHONE_360 = { viewport: { width: 360, height: 780 } };

const saveListing = (token: string, have: Room, want: Room) => saveDorm(stack.gateway.url, token, have, want);

const reveal = (token: string, listingId: string) =>
  gqlClient(stack.gateway.url)(
    'mutation($id: ID!) { reveal(listingId: $id) { card { id } } }',
    { id: listingId },
    token,
  );

/** Holds the responses of the build's scripts that `held` matches until `release()`. */
async function holdScripts(context: BrowserContext, held: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested!: () => void;
  const firstRequest = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await context.route(held, async (route) => {
    requested();
    await released;
    await route.fallback();
  });
  return { release, firstRequest };
}

/**
 * Opens `route` until the server rendered it (a page whose render failed is the shell); answers the
 * document requests the page made.
 */
async function openServerRendered(page: Page, route: string): Promise<string[]> {
  const documents: string[] = [];
  await expect
    .poll(
      async () => {
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        return page.evaluate(() => document.querySelector('#root main h1') !== null);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}

const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactFiber')),
    selector,
  );

describe('taps and submits before hydration', () => {
  it('a tap on a match card before any script ran is done once the app is live, once', async () => {
    const other = { email: `e2e.shell.fresh.${run}@rutgers.edu`, password: '', name: OTHER, age: 21 };
    await completeProfile(stack.gateway.url, stack.freshToken, other);
    const mine = await saveListing(stack.fullToken, ALLEN, BRETT);
    const theirs = await saveListing(stack.freshToken, BRETT, ALLEN);
    await reveal(stack.fullToken, theirs);
    await reveal(stack.freshToken, mine);

    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    const scripts = await holdScripts(context, APP_SCRIPTS);
    const documents = await openServerRendered(page, '/matches');
    await scripts.firstRequest; // hydrate.ts ran: it asked for the app
    const card = page.getByTestId('match-card').filter({ hasText: OTHER });
    await card.getByRole('button', { name: 'See Contact Info' }).tap();
    await page.waitForTimeout(300);
    expect(await hydrated(page, 'main h1')).toBe(false);
    expect(await card.getByRole('region').count()).toBe(0);

    scripts.release();
    await settled(page);
    const hide = card.getByRole('button', { name: 'Hide Contact Info' });
    await hide.waitFor({ timeout: 15_000 });
    // once: a second run of the same tap would have closed it again
    await page.waitForTimeout(500);
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await card.getByRole('region', { name: `Contact details of ${OTHER}` }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tap after hydration started but before the page hydrated is done once too', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    // the entry hydrates the layout; the page's own chunk is held, so its part stays server markup
    const chunk = await holdScripts(context, /\/assets\/MatchesPage-[^/]+\.js$/);
    await openServerRendered(page, '/matches');
    await expect.poll(() => hydrated(page, 'main'), { timeout: 15_000 }).toBe(true);
    expect(await hydrated(page, 'main h1')).toBe(false);
    const card = page.getByTestId('match-card').filter({ hasText: OTHER });
    await card.getByRole('button', { name: 'See Contact Info' }).tap();
    await page.waitForTimeout(300);
    expect(await card.getByRole('region').count()).toBe(0);

    chunk.release();
    await settled(page);
    const hide = card.getByRole('button', { name: 'Hide Contact Info' });
    await hide.waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Enter in a form before any script ran submits it in the app, never natively', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    const scripts = await holdScripts(context, APP_SCRIPTS);
    const documents = await openServerRendered(page, '/post');
    await scripts.firstRequest;
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(documents).toEqual([]);
    expect(await hydrated(page, 'main h1')).toBe(false);

    scripts.release();
    await settled(page);
    // the app's submit of step 1: the server's markup shows it empty (the student's listing fills it in
    // an effect after hydration), so the app asks for the campus; had the fill come first, step 2
    await page
      .getByText('Please choose your campus.')
      .or(page.getByRole('heading', { name: /Step 2 of 2/ }))
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/account's Edit profile tapped before any script ran opens the form once the app is live", async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    const scripts = await holdScripts(context, APP_SCRIPTS);
    await openServerRendered(page, '/account');
    await scripts.firstRequest;
    await page.getByRole('button', { name: 'Edit profile' }).tap();
    await page.waitForTimeout(300);
    expect(await page.getByLabel('Age').count()).toBe(0);

    scripts.release();
    await settled(page);
    await page.getByLabel('Age').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a submit without a click (requestSubmit) before any script ran is held too', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken, ...PHONE_360 });
    const scripts = await holdScripts(context, APP_SCRIPTS);
    const documents = await openServerRendered(page, '/post');
    await scripts.firstRequest;
    await page.locator('main form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(documents).toEqual([]);

    scripts.release();
    await settled(page);
    await page
      .getByText('Please choose your campus.')
      .or(page.getByRole('heading', { name: /Step 2 of 2/ }))
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
