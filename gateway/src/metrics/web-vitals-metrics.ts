// The phones' Web Vitals (POST /vitals, ADR 161) as Prometheus histograms, one per metric, labelled by
// the app route the page was loaded on. The label comes from the app's fixed list of routes (anything
// else a beacon names is `other`), so the number of series stays bounded whatever clients send.
import { Histogram } from 'prom-client';
import { metricsRegistry } from './registry.ts';

/** The web app's routes (web/src/paths.ts). */
const APP_ROUTES = new Set([
  '/',
  '/login',
  '/profile-setup',
  '/post',
  '/matches',
  '/requests',
  '/account',
  '/test-listings',
  '/terms',
  '/privacy',
  '/developers',
]);

const histogram = (metric: string, help: string, buckets: number[]) =>
  new Histogram({
    name: `campus_swap_web_vitals_${metric}`,
    help: `${help}, by route, as the phones measured it (web-vitals)`,
    labelNames: ['route'],
    buckets,
    registers: [metricsRegistry],
  });

const HISTOGRAMS = {
  LCP: {
    seconds: true,
    h: histogram('lcp_seconds', 'Largest Contentful Paint', [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10]),
  },
  INP: {
    seconds: true,
    h: histogram('inp_seconds', 'Interaction to Next Paint', [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]),
  },
  CLS: {
    seconds: false,
    h: histogram('cls', 'Cumulative Layout Shift', [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1]),
  },
  FCP: { seconds: true, h: histogram('fcp_seconds', 'First Contentful Paint', [0.5, 1, 1.8, 3, 5, 10]) },
  TTFB: { seconds: true, h: histogram('ttfb_seconds', 'Time to First Byte', [0.1, 0.2, 0.4, 0.8, 1.8, 3]) },
} as const;

/** Observes one accepted beacon (values in milliseconds, CLS unitless). */
export function observeWebVitals(beacon: {
  route: string;
  metrics: { name: keyof typeof HISTOGRAMS; value: number }[];
}): void {
  const route = APP_ROUTES.has(beacon.route) ? beacon.route : 'other';
  for (const { name, value } of beacon.metrics) {
    const { seconds, h } = HISTOGRAMS[name];
    h.observe({ route }, seconds ? value / 1000 : value);
  }
}
