// Under `npm run start:cluster` with METRICS_PORT, the primary serves every worker's metrics
// together (prom-client's AggregatorRegistry): requests answered by either worker are all counted,
// and per-process figures (the pool's size) are summed over the workers.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { freePort } from '@campus-swap/test-support/free-port';
import { scrape } from '@campus-swap/test-support/prometheus-text';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';

let database: ThrowawayPostgres;
let dir: string;
let cluster: GatewayProcess;
let metricsUrl: string;
const REQUESTS = 30;

/** GET on a connection of its own, so that the requests spread over the workers. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  database = await createThrowawayPostgres();
  dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-cluster-metrics-'));
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  cluster = await startGateway(
    {
      DATABASE_URL: database.url,
      WORKERS: '2',
      DATABASE_POOL_SIZE: '3',
      METRICS_PORT: String(metricsPort),
    },
    { entry: 'cluster', logFile: path.join(dir, 'cluster.log') },
  );
});
afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('metrics under start:cluster', () => {
  it('the primary serves the sum of both workers', async () => {
    // both workers listening (each logs its own start-up line)
    const deadline = Date.now() + 60_000;
    while ((cluster.logs().match(/campus swap is listening/g)?.length ?? 0) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (let i = 0; i < REQUESTS; i++)
      expect(await getOnNewConnection(`${cluster.url}/health/live`)).toBe(200);
    const metrics = await scrape(metricsUrl);
    const live = { door: 'health', route: '/health/live', status: '200' };
    expect(metrics.value('campus_swap_http_request_duration_seconds_count', live)).toBe(REQUESTS);
    // DATABASE_POOL_SIZE 3 in each of 2 workers
    expect(metrics.value('campus_swap_db_pool_connections', { state: 'max' })).toBe(6);
    expect(metrics.value('campus_swap_process_resident_memory_bytes')).toBeGreaterThan(20_000_000);
    // the workers open no listener of their own
    expect(cluster.logs().match(/"metrics":"http/g)?.length).toBe(1);
  }, 120_000);
});
