// POST /vitals: each page view's Web Vitals from real phones (ADR 161). The web app sends them with
// navigator.sendBeacon (web/src/lib/vitals.ts) when the page is hidden: `{route, metrics: [{name,
// value}]}`. What is accepted is bounded and carries nothing personal: at most 2 KB, only the known
// keys, a route that is an app path (lowercase letters and hyphens, one segment) and five metric
// names with values in range. The viewer is not looked up and no cookie, IP or user agent is kept.
// Per IP, at most VITALS_LIMIT beacons a minute (sendBeacon does not retry, so a refused one is lost).
// Good beacons are counted (VitalsCounts: per metric and route, count, sum and web-vitals' good /
// needs improvement / poor bands; and the Prometheus histograms of metrics/web-vitals-metrics.ts) and
// logged; bad ones get the documented error; nothing answers 5xx.
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@campus-swap/schema/errors';
import { fromHttpFailure } from './failures.ts';
import { sendError } from './http/errors.ts';
import { STRICT_ROUTING } from './http/strict-paths.ts';
import type { AppLogger } from './logger.ts';
import { observeWebVitals } from './metrics/web-vitals-metrics.ts';

export const VITALS_BODY_LIMIT_BYTES = 2048;
export const VITALS_LIMIT = { points: 120, durationSeconds: 60 };

/** Metric → [largest value accepted, the upper ends of "good" and "needs improvement" (web-vitals)]. */
const METRICS = {
  LCP: { max: 120_000, good: 2_500, poor: 4_000 },
  INP: { max: 120_000, good: 200, poor: 500 },
  CLS: { max: 100, good: 0.1, poor: 0.25 },
  FCP: { max: 120_000, good: 1_800, poor: 3_000 },
  TTFB: { max: 120_000, good: 800, poor: 1_800 },
} as const;
type MetricName = keyof typeof METRICS;

const ROUTE = /^\/[a-z-]{0,40}$/;
/** Distinct routes counted; more (a client making them up) are counted as `other`. */
const MAX_ROUTES = 40;

export interface Beacon {
  route: string;
  metrics: { name: MetricName; value: number }[];
}

const bad = (message: string) => new AppError('VALIDATION_FAILED', { message });

/** The beacon in `text`, or the VALIDATION_FAILED / BAD_JSON error that says what is wrong with it. */
export function parseBeacon(text: string): Beacon {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('BAD_JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw bad('A beacon is a JSON object.');
  const { route, metrics, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length) throw bad(`Unknown keys: ${Object.keys(rest).slice(0, 5).join(', ')}.`);
  if (typeof route !== 'string' || !ROUTE.test(route))
    throw bad('`route` must be an app path such as /matches.');
  if (!Array.isArray(metrics) || metrics.length < 1 || metrics.length > Object.keys(METRICS).length)
    throw bad('`metrics` must list 1 to 5 metrics.');
  const seen = new Set<string>();
  const parsed = metrics.map((metric: unknown) => {
    if (typeof metric !== 'object' || metric === null || Array.isArray(metric))
      throw bad('A metric is an object.');
    const { name, value, ...other } = metric as Record<string, unknown>;
    if (Object.keys(other).length) throw bad('A metric has only `name` and `value`.');
    if (typeof name !== 'string' || !Object.hasOwn(METRICS, name) || seen.has(name))
      throw bad(`A metric's name is one of ${Object.keys(METRICS).join(', ')}, each at most once.`);
    seen.add(name);
    const range = METRICS[name as MetricName];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > range.max)
      throw bad(`${name} must be a number from 0 to ${range.max}.`);
    return { name: name as MetricName, value };
  });
  return { route, metrics: parsed };
}

type Band = 'good' | 'needsImprovement' | 'poor';
export type VitalsCount = { count: number; sum: number } & Record<Band, number>;

/** The counted values, per `metric route` (e.g. `LCP /matches`). */
export class VitalsCounts {
  private readonly counts = new Map<string, VitalsCount>();
  private readonly routes = new Set<string>();

  add(beacon: Beacon): void {
    if (!this.routes.has(beacon.route) && this.routes.size < MAX_ROUTES) this.routes.add(beacon.route);
    const route = this.routes.has(beacon.route) ? beacon.route : 'other';
    for (const { name, value } of beacon.metrics) {
      const key = `${name} ${route}`;
      const into = this.counts.get(key) ?? { count: 0, sum: 0, good: 0, needsImprovement: 0, poor: 0 };
      const { good, poor } = METRICS[name];
      into.count++;
      into.sum += value;
      into[value <= good ? 'good' : value <= poor ? 'needsImprovement' : 'poor']++;
      this.counts.set(key, into);
    }
  }

  snapshot(): Record<string, VitalsCount> {
    return Object.fromEntries([...this.counts].map(([key, count]) => [key, { ...count }]));
  }
}

export function vitalsRouter(deps: { log: AppLogger; counts: VitalsCounts }): express.Router {
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
        deps.counts.add(beacon);
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
