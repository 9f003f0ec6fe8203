// The app tells a server-rendered page's tap holder (hold-taps.ts, ADR 265) that React owns the page.
export const LIVE_EVENT = 'campus-swap:live';

/** Once the page's hydration committed (or an error screen replaced it): idempotent. */
export function markLive(): void {
  const html = document.documentElement;
  if (html.dataset.live) return;
  html.dataset.live = 'true';
  document.dispatchEvent(new Event(LIVE_EVENT));
}
