// `npm run start:cluster`: WORKERS gateway processes (default one per core) sharing one port through
// Node's cluster module; the primary only supervises. Every worker is a full gateway (main.ts): the
// state they must share (sessions, codes, limits, the job lease) lives in PostgreSQL, and listing
// changes reach every worker's matching index by LISTEN/NOTIFY (docs/decisions/036-several-gateways-pool-readiness.md).
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { clusterMetrics, startMetricsServer } from './metrics/metrics-server.ts';

/** A worker that dies sooner than this after starting counts towards the crash-loop limit. */
const EARLY_EXIT_MS = 10_000;
/** This many early exits in a row: something is wrong with the setup, not one worker; stop. */
const MAX_EARLY_EXITS = 5;
/** Workers that ignore SIGTERM this long are killed (main.ts drains requests for up to 10 s). */
const STOP_TIMEOUT_MS = 20_000;

if (cluster.isPrimary) {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);
  // WORKERS unset: one per core. Each worker is told the count, so that without Redis it admits its
  // 1/WORKERS share of the general rate limits (ADR 031).
  const workers = process.env.WORKERS ? config.workers : availableParallelism();
  if (config.database.kind !== 'postgresql' && workers > 1) {
    console.error(
      'Invalid configuration:\n  WORKERS: several gateway processes need a shared PostgreSQL server (set DATABASE_URL); the embedded database belongs to one process',
    );
    process.exit(1);
  }

  let stopping = false;
  let earlyExits = 0;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork({ WORKERS: String(workers) });
    started.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) return;
    log.warn({ worker: worker.process.pid, code, signal }, 'gateway worker exited; starting another');
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= MAX_EARLY_EXITS) {
      log.fatal({ earlyExits }, 'gateway workers keep exiting at start-up; stopping');
      stopAll(1);
      return;
    }
    fork();
  });

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let failed = exitCode;
    const exited = workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('exit', (code, signal) => {
            log.info({ worker: worker.process.pid, code, signal }, 'gateway worker stopped');
            // a replacement still starting up has no handler yet and dies of the signal: also clean
            if (code !== 0 && signal !== 'SIGTERM') failed = 1;
            resolve();
          });
          worker.process.kill('SIGTERM');
        }),
    );
    const timer = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    void Promise.all(exited).then(() => {
      clearTimeout(timer);
      log.info({ exitCode: failed }, 'all gateway workers stopped');
      process.exit(failed);
    });
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(0));

  // METRICS_PORT: the primary serves every worker's metrics together (asked over IPC at each scrape)
  const metrics = await startMetricsServer(config, clusterMetrics(), log);
  log.info({ workers, pid: process.pid, metrics: metrics?.url }, 'starting gateway workers');
  for (let i = 0; i < workers; i++) fork();
} else {
  await import('./main.ts');
}
