// POST /vitals (ADR 161): the real gateway accepts the beacons the web app sends (JSON Blob or text),
// refuses anything else with the documented error body, and never answers 5xx, whatever arrives; the
// router counts what it accepted into the Prometheus histograms and limits each IP.
import type { Server } from 'node:http';
import express from 'express';
import fc from 'fast-check';
import type { MetricValue } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateway, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { createLogger } from './logger.ts';
import { metricsRegistry } from './metrics/registry.ts';
import { VITALS_LIMIT, vitalsRouter } from './web-vitals.ts';

const good = {
  route: '/matches',
  metrics: [
    { name: 'LCP', value: 1834.2 },
    { name: 'INP', value: 96 },
    { name: 'CLS', value: 0.013 },
  ],
};

const post = (base: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(15_000),
  });

describe('POST /vitals on the gateway', () => {
  useInProcessGateway();

  it('accepts a beacon as a JSON Blob and as sendBeacon text, with or without cookies', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'content-type': 'text/plain;charset=UTF-8' },
      // a browser's beacon carries the session cookies; there is no CSRF header to send and none is asked
      { cookie: 'csrf_token=aaaaaaaaaaaaaaaaaaaaaaaa; auth_token=not-a-session; signed_in=1' },
    ];
    for (const headers of variants) {
      const res = await post(gateway.url, JSON.stringify(good), headers);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    const landing = await post(
      gateway.url,
      JSON.stringify({ route: '/', metrics: [{ name: 'TTFB', value: 0 }] }),
    );
    expect(landing.status).toBe(204);
  });

  const refused: [string, string, number, string][] = [
    ['not JSON', '{"route":', 400, 'BAD_JSON'],
    ['an array', '[]', 400, 'VALIDATION_FAILED'],
    [
      'an unknown key (e.g. an email)',
      JSON.stringify({ ...good, email: 'a@rutgers.edu' }),
      400,
      'VALIDATION_FAILED',
    ],
    ['a route with an id', JSON.stringify({ ...good, route: '/matches/123' }), 400, 'VALIDATION_FAILED'],
    ['a route with an email', JSON.stringify({ ...good, route: '/a@rutgers.edu' }), 400, 'VALIDATION_FAILED'],
    ['no metrics', JSON.stringify({ route: '/post', metrics: [] }), 400, 'VALIDATION_FAILED'],
    [
      'an unknown metric',
      JSON.stringify({ route: '/post', metrics: [{ name: 'FID', value: 3 }] }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a metric twice',
      JSON.stringify({ route: '/post', metrics: [good.metrics[0], good.metrics[0]] }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a negative value',
      JSON.stringify({ route: '/post', metrics: [{ name: 'LCP', value: -1 }] }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a value out of range',
      JSON.stringify({ route: '/post', metrics: [{ name: 'CLS', value: 1e9 }] }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a value as text',
      JSON.stringify({ route: '/post', metrics: [{ name: 'LCP', value: '12' }] }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an extra key on a metric',
      JSON.stringify({ route: '/post', metrics: [{ name: 'LCP', value: 1, id: 'v5-1' }] }),
      400,
      'VALIDATION_FAILED',
    ],
    ['a body over 2 KB', JSON.stringify({ ...good, pad: 'x'.repeat(3000) }), 413, 'PAYLOAD_TOO_LARGE'],
  ];
  it.each(refused)('refuses %s with the documented error', async (_what, body, status, code) => {
    const res = await post(gateway.url, body);
    expect(res.status).toBe(status);
    const answer = (await res.json()) as { error: string; code: string };
    expect(answer.code).toBe(code);
    expect(typeof answer.error).toBe('string');
  });

  it('refuses other content types and methods', async () => {
    const form = await post(gateway.url, 'route=%2F', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const get = await fetch(`${gateway.url}/vitals`, { signal: AbortSignal.timeout(15_000) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('never answers 5xx, whatever the body, type or encoding', async () => {
    const bodies = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.json({ maxDepth: 3 }),
      fc
        .record({
          route: fc.string({ maxLength: 20 }),
          metrics: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 6 }),
        })
        .map((b) => JSON.stringify(b)),
    );
    const types = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/json; charset=latin1',
      'text/plain; charset=utf-16',
      'application/octet-stream',
    );
    await fc.assert(
      fc.asyncProperty(bodies, types, fc.boolean(), async (body, type, gzip) => {
        const res = await post(gateway.url, body, {
          'content-type': type,
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        await res.arrayBuffer();
        // the fuzz also spends the IP's budget: 429 is a refusal like any other
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});

/** Per metric, its histogram's name and web-vitals' upper ends of "good" and "needs improvement". */
const BANDS = {
  LCP: ['lcp_seconds', 2.5, 4],
  INP: ['inp_seconds', 0.2, 0.5],
  CLS: ['cls', 0.1, 0.25],
  FCP: ['fcp_seconds', 1.8, 3],
  TTFB: ['ttfb_seconds', 0.8, 1.8],
} as const;
type Tally = { count: number; sum: number; good: number; needsImprovement: number; poor: number };

/** Per metric, what this process's registry holds for `route`, read back into web-vitals bands. */
async function tally(route: string): Promise<Record<string, Tally>> {
  const tallies: Record<string, Tally> = {};
  for (const [metric, [histogram, good, poor]] of Object.entries(BANDS)) {
    const name = `campus_swap_web_vitals_${histogram}`;
    const values = ((await metricsRegistry.getSingleMetric(name)?.get())?.values ??
      []) as (MetricValue<string> & { metricName?: string })[];
    const read = (suffix: string, le?: number) => {
      const found = values.find(
        (v) => v.metricName === `${name}_${suffix}` && v.labels.route === route && v.labels.le === le,
      );
      // a band edge that is not a bucket boundary could not be read back
      if (!found && values.some((v) => v.labels.route === route)) throw new Error(`no ${suffix} ${le}`);
      return found?.value ?? 0;
    };
    const count = read('count');
    tallies[metric] = {
      count,
      sum: read('sum'),
      good: read('bucket', good),
      needsImprovement: read('bucket', poor) - read('bucket', good),
      poor: count - read('bucket', poor),
    };
  }
  return tallies;
}

/** What was added between two tallies, for the metrics that were observed. */
function added(before: Record<string, Tally>, after: Record<string, Tally>): Record<string, Tally> {
  const minus = (a: Tally, b: Tally) =>
    Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v - b[k as keyof Tally]])) as Tally;
  return Object.fromEntries(
    Object.entries(after)
      .map(([metric, tally]) => [metric, minus(tally, before[metric] as Tally)] as const)
      .filter(([, tally]) => tally.count !== 0),
  );
}

describe('the /vitals router', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', true);
    app.use('/vitals', vitalsRouter({ log: createLogger('silent') }));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('counts what it accepted into the histograms, per metric, route and band, and nothing it refused', async () => {
    const [matches, other] = [await tally('/matches'), await tally('other')];
    const ip = { 'x-forwarded-for': '10.0.0.1' };
    expect((await post(base, JSON.stringify(good), ip)).status).toBe(204);
    const slow = {
      route: '/matches',
      metrics: [
        { name: 'LCP', value: 5200 },
        { name: 'CLS', value: 0.2 },
      ],
    };
    expect((await post(base, JSON.stringify(slow), ip)).status).toBe(204);
    expect((await post(base, JSON.stringify({ ...good, route: '/x/1' }), ip)).status).toBe(400);
    // times in seconds, CLS as it came
    expect(added(matches, await tally('/matches'))).toEqual({
      LCP: {
        count: 2,
        sum: expect.closeTo((1834.2 + 5200) / 1000, 9),
        good: 1,
        needsImprovement: 0,
        poor: 1,
      },
      CLS: { count: 2, sum: expect.closeTo(0.013 + 0.2, 9), good: 1, needsImprovement: 1, poor: 0 },
      INP: { count: 1, sum: expect.closeTo(0.096, 9), good: 1, needsImprovement: 0, poor: 0 },
    });
    // the refused beacon's route would have been counted as `other`
    expect(added(other, await tally('other'))).toEqual({});
  });

  it(`limits each IP to ${VITALS_LIMIT.points} beacons a minute (429 with Retry-After), not the others`, async () => {
    const busy = { 'x-forwarded-for': '10.0.0.2' };
    const statuses: number[] = [];
    for (let i = 0; i < VITALS_LIMIT.points + 1; i++)
      statuses.push((await post(base, JSON.stringify(good), busy)).status);
    expect(statuses.slice(0, VITALS_LIMIT.points).every((s) => s === 204)).toBe(true);
    const last = await post(base, JSON.stringify(good), busy);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect((await post(base, JSON.stringify(good), { 'x-forwarded-for': '10.0.0.3' })).status).toBe(204);
  });
});
