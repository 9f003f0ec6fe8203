// Web Vitals from the browser (ADR 161): a real Chromium on a phone viewport loads a page of the built
// app, and when the student leaves it the page sends its route and measured vitals with sendBeacon to
// the real gateway's POST /vitals, which accepts (204) and logs them. Beacons sent while a page unloads
// do not reach Playwright's request events, so the gateway's log is what the test reads.
import { describe, expect, it } from 'vitest';
import { VITALS_MARK } from '@campus-swap/web/vitals';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack();

type LogLine = {
  msg?: string;
  path?: string;
  method?: string;
  status?: number;
  vitals?: { route: string; metrics: { name: string; value: number }[] };
};

// (the child's output is collected by two listeners, so each line shows up twice: once is kept)
const logLines = (): LogLine[] =>
  [...new Set(stack.gateway.logs().split('\n'))].flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });

describe('web vitals', () => {
  it('a page view sends its route and vitals to /vitals when the student leaves it, and the server takes them', async () => {
    const { context, page, errors } = await stack.open('phone');
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    // a tap, so the page has an interaction to report as INP; the browser records it (an Event Timing
    // entry) only after the next frame, so leaving at once could leave INP nothing to report, a race
    // that a loaded machine loses: wait until the tap is on the page's timeline
    // the vitals module loads after the page's load event: a student leaving before it ran has no
    // vitals to send, and a loaded machine can take that long, so wait for its mark
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, VITALS_MARK);
    // the service worker (ADR 260) installs at the first visit and then claims the page: a beacon sent
    // while it is still activating waits for it, and can be lost with the page on a loaded machine
    // (the suspected cause of a CI run that got no /privacy beacon at all), so leave once it controls
    // the page, as a student who stayed a moment would
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 20_000,
    });
    await page.getByRole('heading', { level: 1 }).tap();
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    // web-vitals takes the tap from its PerformanceObserver, then in an idle callback: an observer of
    // ours, made later, is called after its observer, and an idle callback of ours after its one
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new PerformanceObserver((_list, observer) => {
            observer.disconnect();
            requestIdleCallback(() => resolve());
          }).observe({ type: 'first-input', buffered: true });
        }),
    );
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const beaconsOf = (route: string) =>
      logLines().filter((l) => l.msg === 'web vitals' && l.vitals?.route === route);
    const names = () => beaconsOf('/privacy').flatMap((l) => l.vitals?.metrics.map((m) => m.name) ?? []);
    await expect
      .poll(() => names().sort(), { timeout: 15_000 })
      .toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const beacon of beaconsOf('/privacy')) {
      expect(Object.keys(beacon.vitals ?? {}).sort()).toEqual(['metrics', 'route']);
      for (const m of beacon.vitals?.metrics ?? []) expect(m.value).toBeGreaterThanOrEqual(0);
    }
    const answers = logLines().filter((l) => l.msg === 'request' && l.path === '/vitals');
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((l) => l.method === 'POST' && l.status === 204)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a beacon goes to the network without the service worker, by its static route (ADR 319)', async () => {
    const { context, page, errors } = await stack.open('phone');
    // the browser's own account of each response: which of the worker's static routes it matched
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const routed = new Map<string, { fromServiceWorker: boolean; source?: string }>();
    cdp.on('Network.responseReceived', ({ response }) => {
      const { pathname } = new URL(response.url);
      routed.set(pathname, {
        fromServiceWorker: response.fromServiceWorker ?? false,
        source: response.serviceWorkerRouterInfo?.matchedSourceType,
      });
    });
    await page.goto('/privacy');
    await settled(page);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 20_000,
    });
    const sent = await page.evaluate(() => {
      const body = JSON.stringify({ route: '/', metrics: [{ name: 'TTFB', value: 1 }] });
      return navigator.sendBeacon('/vitals', new Blob([body], { type: 'application/json' }));
    });
    expect(sent).toBe(true);
    // and a request the worker does handle (network first, ADR 260), so the check can tell the two apart
    await page.evaluate(() => fetch('/health/config').then((response) => response.status));
    await expect.poll(() => routed.get('/vitals')).toEqual({ fromServiceWorker: false, source: 'network' });
    await expect.poll(() => routed.get('/health/config')?.fromServiceWorker).toBe(true);
    expect(routed.get('/health/config')?.source).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
