// Request durations by door (rest, graphql, health, web), route and status. Labels stay bounded: a
// REST request is labelled by its route template (`/api/matches/:id/reveal`), never its path; a
// GraphQL request by the name of the operation Apollo resolved in a valid document (./apollo-plugin.ts),
// and only the first MAX_OPERATION_NAMES names a process sees; anything else is `other` (ADR 171).
import type { RequestHandler } from 'express';
import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry.ts';

export const MAX_OPERATION_NAMES = 100;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const HEALTH_PATHS = new Set(['/health/live', '/health/ready', '/health/config']);

const requestDuration = new Histogram({
  name: 'campus_swap_http_request_duration_seconds',
  help: 'HTTP requests by door (rest, graphql, health, web, other), REST route template or GraphQL operation name, and status',
  labelNames: ['door', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'campus_swap_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by bucket: general-signed-in, general-signed-out, general-api-token (memory or Redis), auth-ip, login, otp-send-1m, otp-send-1h, otp-send-1h-no-device (database)',
  labelNames: ['bucket'],
  registers: [metricsRegistry],
});

const seenOperations = new Set<string>();

/** Operations Apollo resolved, by request id, until their request closes ('' = unnamed). */
const resolvedOperations = new Map<string, string>();

export function noteResolvedOperation(requestId: string, name: string | null): void {
  resolvedOperations.set(requestId, name ?? '');
}

/** The label of a GraphQL request: undefined = Apollo resolved no operation (invalid, refused). */
export function operationLabel(name: string | undefined): string {
  if (name === undefined) return 'other';
  if (name === '') return 'anonymous';
  if (!OPERATION_NAME.test(name)) return 'other';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperations.add(name);
  return name;
}

function labelsOf(
  originalUrl: string,
  method: string,
  routePath: string | undefined,
  operationName: string | undefined,
) {
  const pathname = originalUrl.split('?')[0] ?? '';
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) {
    if (pathname === '/graphql') return { door: 'graphql', route: operationLabel(operationName) };
    return { door: 'graphql', route: pathname === '/graphql/schema.graphql' ? 'schema.graphql' : 'other' };
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return { door: 'rest', route: routePath ? `${method} /api${routePath}` : 'unmatched' };
  }
  if (pathname.startsWith('/health')) {
    return { door: 'health', route: HEALTH_PATHS.has(pathname) ? pathname : 'other' };
  }
  return { door: 'web', route: method === 'GET' || method === 'HEAD' ? 'page-or-asset' : 'other' };
}

/** First middleware of the app: times every request to the end of its answer. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const stop = requestDuration.startTimer();
  // 'close' comes after 'finish', and also when the client went away first: the entry always goes
  res.once('close', () => {
    const operationName = resolvedOperations.get(req.id);
    resolvedOperations.delete(req.id);
    const labels = labelsOf(req.originalUrl, req.method, req.route?.path, operationName);
    stop({ ...labels, status: String(res.statusCode) });
  });
  next();
};
