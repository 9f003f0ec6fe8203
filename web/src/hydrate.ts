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
// a frame callback runs just before a paint; a task queued from it runs after that paint. A hidden tab
// paints no frames: the timer starts the app anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1_000);
