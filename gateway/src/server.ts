// Starts and stops one gateway process: database (migrated), services, Apollo, HTTP server, jobs.
import type { AddressInfo } from 'node:net';
import { type Database, openDatabase } from '@campus-swap/prisma/database';
import type { Services } from '@campus-swap/schema/context';
import { createMailer } from '@campus-swap/schema/services/mailer';
import { startJobs } from '@campus-swap/schema/services/jobs';
import { Redis } from 'ioredis';
import { matchingIndexFor } from '@campus-swap/schema/services/matching/matching-index';
import { followListingChanges, LISTING_CHANNEL } from '@campus-swap/schema/services/matching/listing-feed';
import { listenForNotifications } from '@campus-swap/prisma/notifications';
import { createApp } from './app.ts';
import { answerClientError, noteRequest } from './failures.ts';
import { googleRouter } from './google-routes.ts';
import { createGeneralLimiters } from './http/rate-limit.ts';
import { startNotificationWorker } from '@campus-swap/schema/services/notifications/loop';
import { createPushSender } from '@campus-swap/schema/services/notifications/push';
import { unsubscribeRouter } from './unsubscribe-routes.ts';
import type { Config } from './config.ts';
import { createApolloServer, onInternalError } from './graphql.ts';
import { type AppLogger, createLogger } from './logger.ts';

export type RunningServer = { url: string; db: Database; close(): Promise<void> };

/** How long shutdown waits for in-flight requests before closing their connections. */
const DRAIN_MS = 10_000;

export async function startServer(
  config: Config,
  log: AppLogger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const db = await openDatabase(config.database);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    environment: config.environment,
  });
  const services: Services = {
    prisma: db.prisma,
    settings: {
      environment: config.environment,
      allowedEmailDomains: config.allowedEmailDomains,
      appOrigin: config.appOrigin,
      supportEmail: config.supportEmail,
      version: config.version,
      pushPublicKey: config.vapid?.publicKey ?? null,
    },
    mailer,
    log,
  };
  onInternalError(
    (error) => log.error({ err: error }, 'unexpected error in a resolver'),
    (error) => log.warn({ err: error }, 'database unreachable'),
  );
  // without an offline queue a Redis outage fails a limit check at once (the memory insurance takes
  // over) instead of queueing requests behind the reconnect
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', (error: unknown) =>
    log.warn({ err: error }, 'redis error (rate limits fall back to memory)'),
  );
  const limiters = createGeneralLimiters({ redis, processes: config.workers });
  const apollo = createApolloServer({ introspection: config.environment !== 'production' });
  await apollo.start();
  const app = createApp({
    config,
    services,
    apollo,
    log,
    ping: db.ping,
    limiters,
    apiExtras: googleRouter(config, services),
    pageExtras: {
      '/unsubscribe': unsubscribeRouter({ prisma: db.prisma, secret: config.unsubscribeSecret }),
    },
  });
  const jobs = config.runJobs ? startJobs(services) : null;
  const notifications = config.runJobs
    ? startNotificationWorker({
        prisma: db.prisma,
        mailer,
        log,
        appOrigin: config.appOrigin,
        unsubscribeSecret: config.unsubscribeSecret,
        push: config.vapid ? createPushSender(config.vapid) : null,
      })
    : null;
  // Other gateway processes write listings too: their commits reach this process's matching index
  // within milliseconds through LISTEN/NOTIFY. PGlite is one process, so there is nobody to hear.
  const { database } = config;
  const feed =
    database.kind === 'postgresql'
      ? followListingChanges(
          matchingIndexFor(db.prisma),
          (handlers) => listenForNotifications(database.url, LISTING_CHANNEL, handlers),
          log,
        )
      : null;

  const server = app.listen(config.port, config.host);
  server.on('request', noteRequest);
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
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
      await jobs?.stop();
      await notifications?.stop();
      await feed?.close();
      await apollo.stop();
      mailer.close();
      redis?.disconnect();
      await db.close();
      log.info({}, 'campus swap stopped');
    })();
    return closing;
  };
  return { url, db, close };
}
