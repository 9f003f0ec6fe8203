// Web Push handlers, imported into the service worker that vite-plugin-pwa generates (vite.config.ts
// `workbox.importScripts`). The payload is the server's `{title, body, url, tag}` (no contact details,
// docs/decisions/053-web-push.md); a click opens the app at `url`, reusing an open window.

/** Where a notification may lead when it names nowhere safe: the app's main page. */
const FALLBACK_PATH = '/matches';

/**
 * `url` when it is a path on this worker's origin, else FALLBACK_PATH. A notification must never open
 * another site (issue 34, ADR 282): "//host/x" and "/\host/x" are other hosts to a URL parser, and the
 * parser drops tabs and newlines ("/\t/host" is "//host"), so the path is checked by its own shape and
 * again by the origin it resolves to. "javascript:", "data:" and absolute URLs fail the first check.
 */
function sameOriginPath(url) {
  if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return FALLBACK_PATH;
  let resolved;
  try {
    resolved = new URL(url, self.location.origin);
  } catch {
    return FALLBACK_PATH;
  }
  if (resolved.origin !== self.location.origin) return FALLBACK_PATH;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' ? data.title : 'Campus Swap';
  const url = sameOriginPath(data.url);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // checked again here: the notification's data could come from an older worker that did not check it
  const target = new URL(sameOriginPath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.navigate(target).then((c) => (c ?? client).focus());
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
