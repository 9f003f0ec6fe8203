// Issue 35: the server's render of a signed-in page and the browser's hydration of it must agree for a
// student like the reporters': cards on both tabs, someone interested in them, a reader in another time
// zone than the server, a step-1 draft on /post. A difference is React error #418 (the browser renders
// that part again, and /matches' largest paint came 2 s after its first one) and a console error, which
// these tests fail on. Real gateway, real database, real Chromium at 320 and 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeProfile, signUpByCode } from '@campus-swap/test-support/rest-sign-up';
import { gqlClient, type Room, saveDorm, ALLEN, BRETT } from './support/accounts.ts';
import { settled } from './support/shell.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();
const run = Date.now().toString(36);
const CLOTHIER: Room = { campus: 'College Avenue', dorm: 'Clothier Hall', roomType: 'Double' };
const CAMPBELL: Room = { campus: 'College Avenue', dorm: 'Campbell Hall', roomType: 'Double' };

// a zone whose calendar day differs from UTC's at the time the test runs: the server writes its dates
// in one zone, the reader's browser lives in another
const farZone = () => (new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');

async function student(name: string): Promise<string> {
  const email = `e2e.hydrate.${name.toLowerCase().replace(/\W+/g, '.')}.${run}@rutgers.edu`;
  const { token } = await signUpByCode(stack.gateway.url, stack.mailDir, { email });
  await completeProfile(stack.gateway.url, token, { name, age: 20, year: 'junior' });
  return token;
}

/** The console's errors and the server's <h1>, kept before any script ran. */
async function watch(page: Page): Promise<string[]> {
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

const keptServerHeading = (page: Page) =>
  page.evaluate(() => {
    const server = (window as { serverHeading?: Element | null }).serverHeading;
    return server != null && server === document.querySelector('#root main h1');
  });

describe('the server render and the hydration agree', () => {
  let me = '';

  it('/matches with cards on both tabs and someone interested, read in another time zone', async () => {
    me = await student('Sam Hydrate');
    const mine = await saveDorm(stack.gateway.url, me, ALLEN, BRETT);
    // My Preference: exact reverses; Other: the wanted campus, another hall
    for (const name of ['Pat Reverse', 'Lee Reverse', 'Kim Reverse'])
      await saveDorm(stack.gateway.url, await student(name), BRETT, ALLEN);
    for (const [name, room] of [
      ['Ash Nearby', CLOTHIER],
      ['Jo Nearby', CAMPBELL],
    ] as const)
      await saveDorm(stack.gateway.url, await student(name), room, ALLEN);
    const keen = await student('Max Keen');
    await saveDorm(stack.gateway.url, keen, BRETT, ALLEN);
    await gqlClient(stack.gateway.url)(
      'mutation($id: ID!) { reveal(listingId: $id) { card { id } } }',
      { id: mine },
      keen,
    );

    for (const width of [320, 390]) {
      const context = await stack.browser.newContext({
        baseURL: stack.gateway.url,
        viewport: { width, height: 800 },
        isMobile: true,
        hasTouch: true,
        timezoneId: farZone(),
      });
      await context.addCookies([
        { name: 'auth_token', value: me, url: stack.gateway.url },
        { name: 'signed_in', value: '1', url: stack.gateway.url },
      ]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const consoleErrors = await watch(page);
      const served = await page.goto('/matches');
      expect(await served?.text()).toContain('Max Keen');
      await settled(page);
      await page.getByRole('tab', { name: /Other/ }).waitFor();
      expect(await page.getByTestId('match-card').count()).toBeGreaterThanOrEqual(4);
      expect(await keptServerHeading(page)).toBe(true);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('/post reloaded with a saved step-1 draft', async () => {
    const context = await stack.browser.newContext({
      baseURL: stack.gateway.url,
      viewport: { width: 360, height: 780 },
    });
    await context.addCookies([
      { name: 'auth_token', value: me, url: stack.gateway.url },
      { name: 'signed_in', value: '1', url: stack.gateway.url },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const consoleErrors = await watch(page);
    await page.goto('/post');
    await settled(page);
    // a change of step 1 is kept as the draft (sessionStorage) for a reload
    await page.getByLabel('Parking permit').check();
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).length)).toBeGreaterThan(0);
    await page.reload();
    await settled(page);
    expect(await page.getByLabel('Parking permit').isChecked()).toBe(true);
    expect(await keptServerHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
