// `npm run start:cluster` (gateway/src/cluster.ts) with WORKERS=2: two worker processes answer on one
// port; a worker killed with SIGKILL is replaced while the other keeps serving; SIGTERM to the
// primary drains and stops them all with exit code 0. The embedded database is refused for N > 1.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';

let database: ThrowawayPostgres;
let dir: string;
let cluster: GatewayProcess;

// each worker's start-up line (fields may sit between the pid and the message, e.g. migrationsApplied)
const listeningPids = (log: string) =>
  [...log.matchAll(/"pid":(\d+),[^\n]*"msg":"campus swap is listening"/g)].map((match) => Number(match[1]));

beforeAll(async () => {
  database = await createThrowawayPostgres();
  dir = mkdtempSync(path.join(tmpdir(), 'campus-swap-cluster-'));
  cluster = await startGateway(
    { DATABASE_URL: database.url, WORKERS: '2', DATABASE_POOL_SIZE: '4' },
    { entry: 'cluster', logFile: path.join(dir, 'cluster.log') },
  );
});
afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _omit, ...rest } = env;
  return rest;
}

/** GET /health/ready on a connection of its own (no keep-alive pool); its status, or an error. */
function readyOnNewConnection(base: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/health/ready`, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return condition();
}

describe('npm run start:cluster', () => {
  it('runs WORKERS gateway processes on one port, replaces a killed one and stops cleanly on SIGTERM', async () => {
    const both = await waitFor(() => listeningPids(cluster.logs()).length === 2, 60_000);
    expect(both, cluster.logs().slice(-3000)).toBe(true);
    const [first, second] = listeningPids(cluster.logs());
    expect(first).not.toBe(second);

    process.kill(first!, 'SIGKILL');
    // the other worker keeps answering while the primary starts a replacement. A connection that
    // was on its way to the dead worker is lost (reset, or never answered if the primary handed it
    // over just before it learnt of the death), so each check is made on a new connection and a
    // client retries once more on another new one, as browsers and load balancers do.
    for (let i = 0; i < 20; i++) {
      const ready = () => readyOnNewConnection(cluster.url, 5_000);
      const status = await ready().catch(ready).catch(ready);
      expect(status).toBe(200);
    }
    const replaced = await waitFor(() => listeningPids(cluster.logs()).length === 3, 90_000);
    expect(replaced, cluster.logs().slice(-3000)).toBe(true);
    expect(cluster.logs()).toMatch(/gateway worker exited; starting another/);

    expect(await cluster.stop(), cluster.logs().slice(-3000)).toBe(0);
    const log = cluster.logs();
    expect(log.match(/"msg":"campus swap stopped"/g)?.length).toBe(2);
    expect(log).toMatch(/"exitCode":0,"msg":"all gateway workers stopped"/);
  }, 180_000);

  it('refuses several workers on the embedded database', async () => {
    const run = promisify(execFile);
    const failed = await run(process.execPath, ['--import', 'tsx', 'gateway/src/cluster.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...withoutDatabaseUrl(process.env), WORKERS: '2', PORT: '0', PGLITE_DIR: 'memory://' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/WORKERS: several gateway processes need a shared PostgreSQL server/);
  });
});
