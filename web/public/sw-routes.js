// The service worker's static routes (ADR 319), imported into the worker vite-plugin-pwa generates
// (vite.config.ts `workbox.importScripts`). A request that matches one goes to the network without
// the worker: no fetch event, no waking it (the Service Worker static routing API; a browser without
// `addRoutes` keeps the fetch event, where no route of the worker takes these requests either).
//
// POST /vitals: a page's Web Vitals beacon, sent while the page is going away (web/src/lib/vitals.ts).
// Handed to the worker, a beacon the browser had accepted could be lost with the page: under CPU load
// e2e/web-vitals.e2e.ts saw sendBeacon return true and the server get nothing, in 2 runs of 16.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  // a refused route must not fail the install: the worker then handles the beacon as before
  event
    .addRoutes([{ condition: { urlPattern: '/vitals', requestMethod: 'POST' }, source: 'network' }])
    .catch(() => {});
});
