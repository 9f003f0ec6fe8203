// The app tells a server-rendered page's public/after-paint.js that React owns the page (ADR 265): it
// holds the taps on buttons and the form submits made before that, and replays the last one now.
export const LIVE_EVENT = 'campus-swap:live';

/** Once the page's hydration committed (or an error screen replaced it): idempotent. */
export function markLive(): void {
  const html = document.documentElement;
  if (html.dataset.live) return;
  html.dataset.live = 'true';
  document.dispatchEvent(new Event(LIVE_EVENT));
}
