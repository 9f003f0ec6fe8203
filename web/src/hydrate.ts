// The one script of a server-rendered page's HTML (app/Document.tsx, ADR 293). The page is on screen
// without it: the app's code (index.html's entry, main.tsx, which hydrates the markup; its URL in
// `data-app`) is fetched once the first paint is there, instead of sharing a phone's bandwidth with the
// HTML and the stylesheet that paint needs (ADR 164 steps 3 and 4: LCP 2.3 s with the scripts in the
// head, 1.0 s after the paint). By URL, not `import('./main.tsx')`: the entry's modules then stay in one
// chunk for the shell too, instead of six the landing page would fetch.
import { holdTapsUntilLive } from './lib/hold-taps.ts';

holdTapsUntilLive();

let started = false;
function start() {
  if (started) return;
  started = true;
  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  // a module it imports carries this script's nonce on (the CSP's 'strict-dynamic')
  if (app?.startsWith('/assets/')) void import(/* @vite-ignore */ app);
}
/**
 * Runs `then` once the first contentful paint is on screen. The paint's entry is reported after the
 * frame is presented; a task queued from a frame callback, the older way, often ran before that, so the
 * entry's request raced the paint (and Lighthouse's simulation counted its download into FCP and LCP:
 * 1.0 s or 1.9 s by the round, ADR 323). Without paint timing: the frame callback's next task.
 */
function afterFirstPaint(then: () => void) {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstPaint(start);
// a hidden tab paints nothing: the timer starts the app anyway
setTimeout(start, 1_000);
