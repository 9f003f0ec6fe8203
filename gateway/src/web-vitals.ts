// POST /vitals: each page view's Web Vitals from real phones (ADR 161). The web app sends them with
// navigator.sendBeacon (web/src/lib/vitals.ts) when the page is hidden: `{route, metrics: [{name,
// value}]}`. What is accepted is bounded and carries nothing personal: at most 2 KB, only the known
// keys, a route that is an app path (lowercase letters and hyphens, one segment) and five metric
// names with values in range. The viewer is not looked up and no cookie, IP or user agent is kept.
// Per IP, at most VITALS_LIMIT beacons a minute (sendBeacon does not retry, so a refused one is lost).
// Good beacons are observed into one Prometheus histogram per metric, labelled by the app route (ADR
// 311), and logged; bad ones get the documented error; nothing answers 5xx.
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { Histogram } from 'prom-client';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { AppError } from '@campus-swap/schema/errors';
import { fromHttpFailure } from './failures.ts';
import { sendError } from './http/errors.ts';
import { STRICT_ROUTING } from './http/strict-paths.ts';
import type { AppLogger } from './logger.ts';
import { metricsRegistry } from './metrics/registry.ts';

export const VITALS_BODY_LIMIT_BYTES = 2048;
export const VITALS_LIMIT = { points: 120, durationSeconds: 60 };

const histogram = (metric: string, help: string, buckets: number[]) =>
  new Histogram({
    name: `campus_swap_web_vitals_${metric}`,
    help: `${help}, by route, as the phones measured it (web-vitals)`,
    labelNames: ['route'],
    buckets,
    registers: [metricsRegistry],
  });

/**
 * Metric → the largest value accepted, whether it is a time (sent in milliseconds, observed in
 * seconds) and its histogram. The buckets include web-vitals' upper ends of "good" and "needs
 * improvement" (LCP 2.5 / 4 s, INP 0.2 / 0.5 s, CLS 0.1 / 0.25, FCP 1.8 / 3 s, TTFB 0.8 / 1.8 s).
 */
const METRICS = {
  LCP: {
    max: 120_000,
    seconds: true,
    histogram: histogram('lcp_seconds', 'Largest Contentful Paint', [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10]),
  },
  INP: {
    max: 120_000,
    seconds: true,
    histogram: histogram('inp_seconds', 'Interaction to Next Paint', [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]),
  },
  CLS: {
    max: 100,
    seconds: false,
    histogram: histogram('cls', 'Cumulative Layout Shift', [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1]),
  },
  FCP: {
    max: 120_000,
    seconds: true,
    histogram: histogram('fcp_seconds', 'First Contentful Paint', [0.5, 1, 1.8, 3, 5, 10]),
  },
  TTFB: {
    max: 120_000,
    seconds: true,
    histogram: histogram('ttfb_seconds', 'Time to First Byte', [0.1, 0.2, 0.4, 0.8, 1.8, 3]),
  },
} as const;
type MetricName = keyof typeof METRICS;
const NAMES = Object.keys(METRICS) as MetricName[];

/** The web app's routes (web/src/paths.ts): a histogram's `route` label; anything else is `other`. */
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

const beaconSchema = z.strictObject({
  route: z.string().regex(/^\/[a-z-]{0,40}$/, '`route` must be an app path such as /matches.'),
  metrics: z
    .array(
      z
        .strictObject({ name: z.enum(NAMES), value: z.number().nonnegative() })
        .refine(({ name, value }) => value <= METRICS[name].max, {
          error: (issue) => {
            const name = (issue.input as { name: MetricName }).name;
            return `${name} must be a number from 0 to ${METRICS[name].max}.`;
          },
        }),
    )
    .min(1)
    .max(NAMES.length)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, {
      error: 'Each metric at most once.',
    }),
});
export type Beacon = z.infer<typeof beaconSchema>;

/** The beacon in `text`, or the VALIDATION_FAILED / BAD_JSON error that says what is wrong with it. */
export function parseBeacon(text: string): Beacon {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('BAD_JSON');
  }
  const parsed = beaconSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.slice(0, 3);
  const message = issues.map((i) => `${i.path.join('.') || 'beacon'}: ${i.message}`).join('; ');
  throw new AppError('VALIDATION_FAILED', { message });
}

/** Observes an accepted beacon into the histograms (values in milliseconds, CLS unitless). */
export function observeWebVitals(beacon: Beacon): void {
  const route = APP_ROUTES.has(beacon.route) ? beacon.route : 'other';
  for (const { name, value } of beacon.metrics) {
    const { seconds, histogram } = METRICS[name];
    histogram.observe({ route }, seconds ? value / 1000 : value);
  }
}

export function vitalsRouter(deps: { log: AppLogger }): express.Router {
  const router = express.Router(STRICT_ROUTING);
  const limiter = new RateLimiterMemory({
    points: VITALS_LIMIT.points,
    duration: VITALS_LIMIT.durationSeconds,
  });
  router.post(
    '/',
    (req, res, next) => {
      limiter.consume(req.ip ?? 'unknown').then(
        () => next(),
        (rejection: unknown) => {
          const retryAfter =
            rejection instanceof RateLimiterRes ? Math.ceil(rejection.msBeforeNext / 1000) : 60;
          sendError(res, new AppError('RATE_LIMITED', { retryAfter: Math.max(1, retryAfter) }));
        },
      );
    },
    // sendBeacon sends a string as text/plain; the web app sends a JSON Blob
    express.text({ type: ['text/plain', 'application/json'], limit: VITALS_BODY_LIMIT_BYTES }),
    (req: Request, res: Response) => {
      if (typeof req.body !== 'string') {
        sendError(
          res,
          new AppError('UNSUPPORTED_MEDIA_TYPE', {
            message: 'Send the beacon as application/json or text/plain.',
          }),
        );
        return;
      }
      let beacon: Beacon;
      try {
        beacon = parseBeacon(req.body);
      } catch (error) {
        sendError(res, error instanceof AppError ? error : new AppError('VALIDATION_FAILED'));
        return;
      }
      try {
        observeWebVitals(beacon);
        deps.log.info({ vitals: beacon }, 'web vitals');
      } catch (error) {
        // the beacon was good; a fault in counting it is ours and is not the phone's problem
        deps.log.warn({ err: error }, 'could not count web vitals');
      }
      res.status(204).end();
    },
  );
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, new AppError('METHOD_NOT_ALLOWED', { message: 'Web Vitals are sent with POST.' }));
  });
  // body-parser failures (too large, bad encoding, aborted) as documented 4xx, never a 500
  const failed: ErrorRequestHandler = (error, _req, res, _next) => {
    const known = fromHttpFailure(error);
    if (known?.code === 'PAYLOAD_TOO_LARGE') {
      sendError(
        res,
        new AppError('PAYLOAD_TOO_LARGE', {
          message: `A beacon is at most ${VITALS_BODY_LIMIT_BYTES} bytes.`,
        }),
      );
    } else if (known && known.status < 500) {
      sendError(res, known);
    } else {
      sendError(res, new AppError('BAD_REQUEST', { message: 'The beacon could not be read.' }));
    }
  };
  router.use(failed);
  return router;
}
