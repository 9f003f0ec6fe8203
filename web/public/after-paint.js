// A server-rendered page's scripts, fetched once its first paint is on screen (ADR 164, step 4). The
// gateway puts this file in place of the page's module script (data-entry: the entry's URL) and turns
// its modulepreloads into rel="modulepreload-after-paint", which the browser does not fetch. The page
// is readable without them, so on a phone the HTML and the stylesheet get the bandwidth to themselves,
// and only then do the scripts that hydrate it come. Plain JavaScript in public/ (like push-sw.js): it
// must not wait for the build's module graph it is there to hold back.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
let started = false;

function load() {
  if (started) return;
  started = true;
  for (const held of document.querySelectorAll('link[rel="modulepreload-after-paint"]')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = held.getAttribute('href') ?? '';
    document.head.append(link);
  }
  if (entry?.startsWith('/assets/')) import(entry);
}

// a frame callback runs just before a paint; a task queued from it runs after that paint. A hidden tab
// paints no frames: the timer loads the scripts anyway.
requestAnimationFrame(() => setTimeout(load, 0));
setTimeout(load, 1_000);

// Taps and submits before hydration (ADR 265). The page looks ready before React's listeners are there:
// a tap on a button would do nothing, and a submitted form would make the browser's own GET to this URL
// with the fields in the query string (a password in the address bar and the access log). So until the
// app says it owns the page (lib/live.ts: `data-live` on <html> and the `campus-swap:live` event, once
// the page's hydration committed), a submit or a tap on a button is stopped here, in the capture phase
// on the document (before React's listeners on #root see it: React 19 would otherwise hydrate the target
// on the spot and run the handler, and the replay below would run it again), and the last one is
// replayed once the app is live. Links keep their native navigation: the server renders the next page.
let replay = null;
const servedPath = location.pathname;

function hold(event) {
  if (document.documentElement.dataset.live) return;
  // the app already moved off the page the server rendered (a redirect, e.g. to the landing page, which
  // never announces itself live): React owns the document, so stop holding
  if (location.pathname !== servedPath) {
    live();
    return;
  }
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (event.type === 'submit') {
    if (!(target instanceof HTMLFormElement)) return;
    const submitter = event.submitter;
    replay = () => {
      if (target.isConnected) target.requestSubmit(submitter?.form === target ? submitter : null);
    };
  } else {
    const button = target.closest('button, input[type="submit"], input[type="button"], [role="button"]');
    if (!button || button.closest('a[href]')) return;
    replay = () => {
      if (button.isConnected) button.click();
    };
  }
  event.preventDefault();
  event.stopPropagation();
}

function live() {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  const held = replay;
  replay = null;
  // a task of its own: not inside the React effect that announced the page live
  if (held) setTimeout(held, 0);
}

if (!document.documentElement.dataset.live) {
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('campus-swap:live', live, { once: true });
}
