// The metrics listener of one gateway (METRICS_PORT): Prometheus text that parses, with request
// durations by route template and operation name, refusals by bucket, the pool (PostgreSQL), the
// outbox, the job lease, the hashing queue and Node's own metrics; and nothing on the public port.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { parsePrometheusText, type Scrape, scrape } from '@campus-swap/test-support/prometheus-text';

let server: RunningServer;
const DURATION = 'campus_swap_http_request_duration_seconds_count';

/**
 * One request on a connection of its own: a kept-alive socket that the server closes for idling
 * while a slow scrape runs would fail the next request (a race of the test, not of the server).
 */
function send(method: string, path: string, body?: unknown): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    if (body !== undefined) req.setHeader('content-type', 'application/json');
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
const post = (path: string, body: unknown) => send('POST', path, body);

async function scrapeUntil(ok: (s: Scrape) => boolean): Promise<Scrape> {
  const deadline = Date.now() + 30_000;
  let last = await scrape(server.metricsUrl!);
  while (!ok(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await scrape(server.metricsUrl!);
  }
  return last;
}

beforeAll(async () => {
  // RUN_JOBS: the housekeeping job takes its lease at start-up
  server = await startInProcessGateway({ METRICS_PORT: '0', RUN_JOBS: 'true' }, { postgres: true });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /metrics on METRICS_PORT', () => {
  it('is a separate listener on 127.0.0.1, and the public port has no metrics', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl!).port).not.toBe(new URL(server.url).port);
    const publicAnswer = await (await fetch(`${server.url}/metrics`)).text();
    expect(publicAnswer).not.toContain('# TYPE');
    expect((await fetch(server.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('labels requests by route template, known operation name and status, never by raw path', async () => {
    for (let i = 0; i < 3; i++) await send('GET', '/health/live');
    await send('POST', '/api/matches/some-listing-id/reveal');
    await send('GET', `/api/no-such-path-${Date.now()}`);
    await post('/graphql', { operationName: 'MetricsProbe', query: 'query MetricsProbe { __typename }' });
    await post('/graphql', { operationName: `Junk${Date.now()}`, query: 'query { nope }' });
    await post('/graphql', { query: '{ __typename }' });
    const metrics = await scrape(server.metricsUrl!);
    expect(metrics.types.get('campus_swap_http_request_duration_seconds')).toBe('histogram');
    expect(
      metrics.value(DURATION, { door: 'health', route: '/health/live', status: '200' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      metrics.value(DURATION, { door: 'rest', route: 'POST /api/matches/:id/reveal', status: '401' }),
    ).toBe(1);
    expect(metrics.value(DURATION, { door: 'rest', route: 'unmatched', status: '404' })).toBe(1);
    expect(metrics.value(DURATION, { door: 'graphql', route: 'MetricsProbe', status: '200' })).toBe(1);
    // the invalid document's name is not a label, whatever status it was answered with
    const other = metrics.find(DURATION, { door: 'graphql', route: 'other' });
    expect(other.reduce((sum, sample) => sum + sample.value, 0)).toBe(1);
    expect(metrics.value(DURATION, { door: 'graphql', route: 'anonymous', status: '200' })).toBe(1);
    const routes = new Set(metrics.find(DURATION).map((sample) => sample.labels.route));
    for (const route of routes) expect(route).not.toMatch(/some-listing-id|no-such-path|Junk/);
  });

  it('counts refusals of the auth limits by bucket', async () => {
    const email = `metrics-${Date.now()}@rutgers.edu`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/api/auth/request-otp', { email })).status);
    expect(statuses).toContain(429);
    const metrics = await scrape(server.metricsUrl!);
    const refusals = metrics.find('campus_swap_rate_limit_refusals_total');
    expect(refusals.reduce((sum, sample) => sum + sample.value, 0)).toBe(
      statuses.filter((s) => s === 429).length,
    );
    for (const sample of refusals)
      expect(sample.labels.bucket).toMatch(/^(otp-send-1m|otp-send-1h|auth-ip)$/);
    expect(JSON.stringify(refusals)).not.toContain(email);
  });

  it('reports the pool, the hashing queue, the outbox, the job lease and Node', async () => {
    const metrics = await scrapeUntil(
      (s) => s.find('campus_swap_job_lease', { job: 'housekeeping' }).length > 0,
    );
    const [lease] = metrics.find('campus_swap_job_lease', { job: 'housekeeping' });
    expect(lease?.labels.holder).toBeTruthy();
    expect(lease!.value).toBeGreaterThan(0);
    expect(metrics.value('campus_swap_login_hashing', { state: 'waiting' })).toBe(0);
    expect(metrics.value('campus_swap_notification_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(metrics.types.get('campus_swap_notification_outbox_messages')).toBe('gauge');
    if (server.db.kind === 'postgresql') {
      expect(metrics.value('campus_swap_db_pool_connections', { state: 'max' })).toBe(10);
      expect(metrics.value('campus_swap_db_pool_waiting')).toBe(0);
    } else {
      expect(metrics.find('campus_swap_db_pool_connections')).toEqual([]);
    }
    expect(metrics.value('campus_swap_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(metrics.types.get('campus_swap_nodejs_eventloop_lag_seconds')).toBe('gauge');
    // every metric with samples says what it is
    for (const sample of metrics.samples) {
      const family = sample.name.replace(/_(bucket|sum|count)$/, '');
      expect(metrics.types.has(family) || metrics.types.has(sample.name), sample.name).toBe(true);
    }
  });
});

describe('the text format reader used above', () => {
  it('refuses what is not Prometheus text', () => {
    expect(() => parsePrometheusText('<!doctype html>')).toThrow();
    expect(() => parsePrometheusText('metric{label=unquoted} 1')).toThrow();
    expect(parsePrometheusText('# TYPE a counter\na{b="c\\"d"} 2\n').value('a', { b: 'c"d' })).toBe(2);
    // values as Go's ParseFloat reads them: prom-client writes NaN as 'Nan'
    expect(parsePrometheusText('a{b="c"} Nan\n').value('a', { b: 'c' })).toBeNaN();
    expect(parsePrometheusText('a{b="c"} -Inf\n').value('a', { b: 'c' })).toBe(Number.NEGATIVE_INFINITY);
    expect(() => parsePrometheusText('a{b="c"} banana\n')).toThrow();
  });
});
