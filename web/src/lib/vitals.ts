// Each page view's Web Vitals from the student's own phone (ADR 161): LCP, INP and CLS (plus FCP and
// TTFB) measured by the `web-vitals` library, sent with navigator.sendBeacon to POST /vitals when the
// page is hidden (the student switched app, closed the tab or the browser froze it). The route is the
// app path the page was loaded on (an unknown path is sent as `/`), nothing else: no ids, no query
// string, no user. The library reads buffered performance entries, so loading it after the page's load
// loses nothing and keeps it out of the entry.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { paths } from '../paths.ts';

export const VITALS_URL = '/vitals';
/** A performance mark set when the page's vitals are being watched (a trace, or a test, can wait for it). */
export const VITALS_MARK = 'campus-swap:vitals';

const knownPaths: readonly string[] = Object.values(paths);

/** The app path to report for `pathname`: a known route, or `/`. */
export function vitalsRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return knownPaths.includes(trimmed) ? trimmed : paths.home;
}

export function reportWebVitals(): void {
  const route = vitalsRoute(window.location.pathname);
  const latest = new Map<string, number>();
  const keep = (metric: Metric) => {
    latest.set(metric.name, metric.value);
  };
  // each metric is sent once per page view: the first time the page is hidden with it measured (INP
  // may only exist at a later hide, after the student came back and tapped)
  const sent = new Set<string>();
  const send = () => {
    const fresh = [...latest].filter(([name]) => !sent.has(name));
    if (fresh.length === 0 || typeof navigator.sendBeacon !== 'function') return;
    const metrics = fresh.map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
    const body = new Blob([JSON.stringify({ route, metrics })], { type: 'application/json' });
    if (navigator.sendBeacon(VITALS_URL, body)) for (const [name] of fresh) sent.add(name);
  };
  onLCP(keep);
  // INP and CLS as they change, not only when the page is hidden: a navigation fires `pagehide` before
  // `visibilitychange`, and the beacon sent at `pagehide` must already hold them (a second beacon
  // from the later event was sometimes lost: e2e/web-vitals.e2e.ts got FCP, LCP and TTFB alone)
  onINP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });
  onFCP(keep);
  onTTFB(keep);
  // web-vitals reports LCP, INP and CLS when the page is hidden; this listener runs after its own
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queueMicrotask(send);
  });
  addEventListener('pagehide', send);
  performance.mark(VITALS_MARK);
}
