// Tap to content: how long a signed-in student waits, on a phone, between tapping a header link and
// seeing the next page's content (not its skeleton). A 390 × 844 page in the benchmark's Chromium with
// the student's cookies and Chrome's own CPU throttling at 4× (DevTools' "4× slowdown"; the network is
// loopback, unthrottled), opened on /matches; then Matches → Account → Matches, twice. The first Account
// tap includes downloading that page's chunks and its data; the way back and the second round show a
// page whose code and data are already there.
//
// Measured inside the page: from just before the link's click() to the first animation frame after the
// page's content is in the DOM and no skeleton is left in <main> (the frame that paints it). The first
// tap waits until the app owns the page (`data-live` on <html>): before that a link is the browser's
// own navigation (lib/hold-taps.ts), which is a page load, not a tap. A leg that still turns into a page
// load (the document is replaced, so the in-page clock is gone) is timed from outside, from the click to
// the content, and reported as such instead of ending the run.
import { chromium } from 'playwright-core';
import { withTimeout } from './lighthouse.ts';

export const TAP_LEGS = [
  'Matches → Account',
  'Account → Matches',
  'Matches → Account again',
  'Account → Matches again',
];

/** What each destination shows once its data is there. */
const CONTENT: Record<string, string> = {
  '/account': '.profile-view',
  '/matches': '[data-testid="match-card"]',
};
const SKELETON = 'main .skeleton, main .skeleton-card, main .skeleton-list';

// In-page code as text: tsx would wrap named functions in a helper that does not exist in the page.
const TAP_SCRIPT = `async ({ to, content, skeleton }) => {
  const link = document.querySelector('nav[aria-label="Main"] a[href="' + to + '"]');
  if (!link) throw new Error('no header link to ' + to);
  const start = performance.now();
  link.click();
  const deadline = start + 15000;
  await new Promise((resolve, reject) => {
    const check = () => {
      if (location.pathname === to && document.querySelector(content) && !document.querySelector(skeleton)) resolve();
      else if (performance.now() > deadline) reject(new Error(to + ' showed no content in 15 s'));
      else requestAnimationFrame(check);
    };
    check();
  });
  // the frame that paints it
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - start;
}`;

export interface TapRound {
  /** ms of each leg of TAP_LEGS, in that order */
  ms: number[];
  /** indexes of the legs that became a full page load */
  pageLoads: number[];
}

const PAGE_REPLACED = /Execution context was destroyed|because of a navigation/i;

async function tapOnce(
  page: import('playwright-core').Page,
  to: string,
): Promise<{ ms: number; pageLoad: boolean }> {
  const content = CONTENT[to] ?? 'main';
  const args = { to, content, skeleton: SKELETON };
  const started = Date.now();
  try {
    const ms = (await page.evaluate(`(${TAP_SCRIPT})(${JSON.stringify(args)})`)) as number;
    return { ms, pageLoad: false };
  } catch (error) {
    if (!PAGE_REPLACED.test(String(error))) throw error;
    await page.waitForURL((url) => url.pathname === to, { timeout: 15_000 });
    await page.waitForFunction(
      ({ content, skeleton }) => document.querySelector(content) && !document.querySelector(skeleton),
      { content, skeleton: SKELETON },
      { timeout: 15_000, polling: 'raf' },
    );
    return { ms: Date.now() - started, pageLoad: true };
  }
}

const appOwnsPage = () => document.documentElement.dataset.live === 'true';

/** One round: a fresh /matches, then the four taps of TAP_LEGS. */
export async function measureTaps(port: number, base: string): Promise<TapRound> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context for the tap measurement');
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}/matches`, { timeout: 60_000 });
      await page.waitForSelector(CONTENT['/matches'] ?? 'main', { timeout: 60_000 });
      // let the first load settle (service worker install, deferred work) before the student taps
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      await page.waitForFunction(appOwnsPage, undefined, { timeout: 30_000 });
      await page.waitForTimeout(1_000);
      const round: TapRound = { ms: [], pageLoads: [] };
      for (const to of ['/account', '/matches', '/account', '/matches']) {
        const leg = await withTimeout(tapOnce(page, to), 30_000, `tap to ${to}`);
        if (leg.pageLoad) {
          round.pageLoads.push(round.ms.length);
          console.warn(`tap to ${to} became a full page load (${Math.round(leg.ms)} ms, timed from outside)`);
          await page.waitForFunction(appOwnsPage, undefined, { timeout: 30_000 });
        }
        round.ms.push(leg.ms);
        await page.waitForTimeout(500);
      }
      return round;
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
