// The one composition root of a gateway process (docs/decisions/110-one-composition-root.md): every
// process-wide part (database client, logger, mailer, matching index, push sender, Redis, rate
// limiters) is made here, once, and handed on: to the services (which the GraphQL context carries to
// every resolver, for GraphQL and REST alike), to the background loops and to the HTTP app. No
// service finds a dependency by itself, through a module-level setter or a cache beside the client.
import { type Database, openDatabase } from '@campus-swap/prisma/database';
import { listenForNotifications } from '@campus-swap/prisma/notifications';
import type { Services } from '@campus-swap/schema/context';
import { Freshness, sendOnViewerChannel, VIEWER_CHANNEL } from '@campus-swap/schema/services/freshness/index';
import { startJobs } from '@campus-swap/schema/services/jobs';
import { createMailer } from '@campus-swap/schema/services/mailer';
import { deriveCodeKey } from '@campus-swap/schema/services/code-seal';
import { deriveDeviceKey } from '@campus-swap/schema/services/device-cookie';
import {
  followListingChanges,
  LISTING_CHANNEL,
} from '@campus-swap/schema/services/matching-index/listing-feed';
import { MatchingIndex } from '@campus-swap/schema/services/matching-index/matching-index';
import { startNotificationWorker } from '@campus-swap/schema/services/delivery/loop';
import { createPushSender } from '@campus-swap/schema/services/notifications/push';
import type { Notifier } from '@campus-swap/schema/services/delivery/worker';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createGeneralLimiters, type GeneralLimiters } from './http/rate-limit.ts';
import type { AppLogger } from './logger.ts';
import { countMailSend } from './metrics/mail-metrics.ts';

/** What one gateway process holds for its whole life. */
export type ProcessParts = {
  log: AppLogger;
  db: Database;
  /** what every request's context and every job receives */
  services: Services;
  /** the services plus what sending notifications needs */
  notifier: Notifier & { codeKey: Buffer };
  limiters: GeneralLimiters;
  /** releases the mailer, Redis and the database (after the loops and the HTTP server stopped) */
  close(): Promise<void>;
};

/** Opens the database (migrated) and builds every process-wide part over it. */
export async function composeProcess(config: Config, log: AppLogger): Promise<ProcessParts> {
  const db = await openDatabase(config.database);
  if (db.dataDirWasOpen && config.database.kind === 'pglite') {
    // fixed rather than only warned about: the data stays private even if nobody reads the log (ADR 282)
    log.warn(
      { dataDir: config.database.dataDir, modeBefore: db.dataDirWasOpen },
      `the embedded database folder (PGLITE_DIR) was open to other accounts (mode ${db.dataDirWasOpen}); its folders are now 0700 and its files 0600`,
    );
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    environment: config.environment,
    onSend: countMailSend,
  });
  // the mail secret also seals pending sign-in codes, under a key of its own (ADR 281)
  const codeKey = deriveCodeKey(config.unsubscribeSecret);
  // and authenticates the device cookies of password sign-in, under another key (ADR 313)
  const deviceKey = deriveDeviceKey(config.unsubscribeSecret);
  const services: Services = {
    prisma: db.prisma,
    readTransaction: db.readTransaction,
    settings: {
      environment: config.environment,
      allowedEmailDomains: config.allowedEmailDomains,
      appOrigin: config.appOrigin,
      supportEmail: config.supportEmail,
      staffEmails: config.staffEmails,
      housingSwapFormUrl: config.housingSwapFormUrl,
      version: config.version,
      pushPublicKey: config.vapid?.publicKey ?? null,
      pushEndpoints: config.pushEndpoints,
      codeKey,
      deviceKey,
    },
    mailer,
    log,
    // one per process, loaded on first use and kept current by the listing feed (ADR 021, 035)
    matchingIndex: new MatchingIndex(db.prisma),
    // cached sessions and answers, kept honest by the viewer_changed channel (ADR 150)
    freshness: new Freshness(),
  };
  const notifier: Notifier & { codeKey: Buffer } = {
    ...services,
    appOrigin: config.appOrigin,
    unsubscribeSecret: config.unsubscribeSecret,
    codeKey,
    supportEmail: config.supportEmail,
    push: config.vapid
      ? createPushSender(config.vapid, {
          policy: config.pushEndpoints,
          onRefused: (endpoint, reason) =>
            log.warn(
              { pushHost: new URL(endpoint).host, reason },
              'push endpoint refused; subscription removed',
            ),
        })
      : null,
  };
  // without an offline queue a Redis outage fails a limit check at once (the memory insurance takes
  // over) instead of queueing requests behind the reconnect
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  // once per outage, not per reconnect attempt or request: the limits fall back to per-process
  // counting until Redis answers again (issue 28, ADR 220)
  let redisDown = false;
  redis?.on('error', (error: unknown) => {
    if (redisDown) return;
    redisDown = true;
    log.warn({ err: error }, 'redis unavailable: rate limits fall back to per-process counting');
  });
  redis?.on('ready', () => {
    if (!redisDown) return;
    redisDown = false;
    log.info({}, 'redis is back: rate limits are shared again');
  });
  const limiters = createGeneralLimiters({ redis, processes: config.workers });
  return {
    log,
    db,
    services,
    notifier,
    limiters,
    close: async () => {
      mailer.close();
      redis?.disconnect();
      await db.close();
    },
  };
}

export type BackgroundHandle = { stop(): Promise<void> };

/**
 * The loops that run beside the HTTP server: the 10-minute job and the notification worker (when
 * RUN_JOBS), and the listing change feed into this process's matching index. Other gateway processes
 * write listings too: their commits arrive within milliseconds through LISTEN/NOTIFY. PGlite is one
 * process, so there is nobody to hear and no feed.
 */
export function startBackground(config: Config, parts: ProcessParts): BackgroundHandle {
  const jobs = config.runJobs ? startJobs(parts.services) : null;
  const notifications = config.runJobs ? startNotificationWorker(parts.notifier) : null;
  const { database } = config;
  const feed =
    database.kind === 'postgresql'
      ? followListingChanges(
          parts.services.matchingIndex,
          (handlers) => listenForNotifications(database.url, LISTING_CHANNEL, handlers),
          parts.log,
        )
      : null;
  const { freshness } = parts.services;
  const viewers =
    database.kind === 'postgresql'
      ? listenForNotifications(database.url, VIEWER_CHANNEL, {
          notify: (payload) => {
            // a revocation's sync request: acknowledged on the channel once everything before it is read
            const ack = freshness.noteMessage(payload);
            if (ack)
              sendOnViewerChannel(parts.services.prisma, ack).catch((error: unknown) =>
                parts.log.warn(
                  { channel: VIEWER_CHANNEL, err: error },
                  'could not acknowledge a sync request',
                ),
              );
          },
          connected: () => freshness.setLive(true),
          disconnected: (error) => {
            freshness.setLive(false);
            parts.log.warn({ channel: VIEWER_CHANNEL, err: error }, 'viewer change feed lost; reconnecting');
          },
        })
      : null;
  return {
    async stop() {
      await jobs?.stop();
      await notifications?.stop();
      await feed?.close();
      await viewers?.close();
    },
  };
}
