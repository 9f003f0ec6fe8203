// Starts and stops one gateway process: its parts (composition.ts), Apollo, the HTTP server, the loops.
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { Database } from '@campus-swap/prisma/database';
import type { Services } from '@campus-swap/schema/context';
import { createApp } from './app.ts';
import { composeProcess, startBackground } from './composition.ts';
import type { Config } from './config.ts';
import { answerClientError, noteRequest } from './failures.ts';
import { databaseUnavailableReason } from '@campus-swap/prisma/unavailable';
import { startBackupSocket } from '@campus-swap/prisma/backup-socket';
import { createApolloServer } from './graphql.ts';
import { AnswerCache } from './answer-cache.ts';
import { type AppLogger, createLogger } from './logger.ts';
import { type MetricsServer, processMetrics, startMetricsServer } from './metrics/metrics-server.ts';
import { watchDatabase } from './metrics/process-metrics.ts';
import { metricsPlugin } from './metrics/apollo-plugin.ts';

/** `services` are the process's own (tests and the benchmark use them instead of building their own). */
export type RunningServer = {
  url: string;
  /** GET /metrics of this process when METRICS_PORT is set (not in a start:cluster worker) */
  metricsUrl: string | null;
  db: Database;
  services: Services;
  /** this process's answer cache (the benchmark empties it to force computed reads) */
  answers: AnswerCache;
  close(): Promise<void>;
};

/** How long shutdown waits for in-flight requests before closing their connections. */
const DRAIN_MS = 10_000;

export async function startServer(
  config: Config,
  log: AppLogger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const parts = await composeProcess(config, log);
  const { db, services, limiters } = parts;
  const unwatch = watchDatabase(db);
  const answers = new AnswerCache(services.freshness);
  const apollo = createApolloServer({
    answers,
    faults: {
      internal: (error) => log.error({ err: error }, 'unexpected error in a resolver'),
      unavailable: (error) => {
        const unavailable = databaseUnavailableReason(error) ?? 'database unreachable';
        log.warn({ err: error, unavailable }, unavailable);
      },
    },
    plugins: [metricsPlugin],
  });
  await apollo.start();
  const app = createApp({
    config,
    services,
    apollo,
    answers,
    log,
    ping: db.ping,
    limiters,
  });
  const background = startBackground(config, parts);

  const server = app.listen(config.port, config.host);
  server.on('request', noteRequest);
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // a start:cluster worker leaves the listener to the primary, which serves every worker's metrics
  const metrics: MetricsServer | null = cluster.isWorker
    ? null
    : await startMetricsServer(config, processMetrics, log);
  // the embedded database in a folder: `npm run db:backup` asks this process, which holds it (ADR 172)
  const { database } = config;
  const backupSocket =
    database.kind === 'pglite' && db.backup && !database.dataDir.startsWith('memory://')
      ? await startBackupSocket(database.dataDir, db.backup, log)
      : null;
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  log.info(
    {
      url,
      database: db.kind,
      environment: config.environment,
      rateLimitStore: limiters.store,
      pid: process.pid,
      migrationsApplied: db.migrationsApplied.length,
      metrics: metrics?.url,
    },
    'campus swap is listening',
  );

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      // stop accepting, let in-flight requests finish (bounded), then release the database
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      await drained;
      clearTimeout(timer);
      await metrics?.close();
      await backupSocket?.close();
      unwatch();
      await background.stop();
      await apollo.stop();
      await parts.close();
      log.info({}, 'campus swap stopped');
    })();
    return closing;
  };
  return { url, metricsUrl: metrics?.url ?? null, db, services, answers, close };
}
