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
