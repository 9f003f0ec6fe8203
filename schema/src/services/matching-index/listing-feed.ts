// Keeps this process's matching index in step with listing writes made by any gateway process: a
// trigger NOTIFYs each changed listing id on LISTING_CHANNEL (migration 0009), a dedicated connection
// listens, and the index reads just those rows at once (docs/decisions/035-listing-change-notifications.md).
// While the feed is down the index falls back to re-reading recent rows on every matches request;
// the 10-minute full reload stays as the repair for anything either path missed.
import type { MatchingIndex } from './matching-index.ts';

export const LISTING_CHANNEL = 'listing_changed';

export type FeedHandlers = {
  notify(payload: string): void;
  connected(): void;
  disconnected(error: unknown): void;
};

export type FeedLog = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

/** `listen` opens the subscription (e.g. `listenForNotifications(url, LISTING_CHANNEL, handlers)`). */
export function followListingChanges<L extends { close(): Promise<void> }>(
  index: MatchingIndex,
  listen: (handlers: FeedHandlers) => L,
  log: FeedLog,
): L {
  return listen({
    notify: (listingId) => {
      void index.noteChanged([listingId]);
    },
    connected: () => {
      log.info({ channel: LISTING_CHANNEL }, 'listening for listing changes');
      void index.feedConnected();
    },
    disconnected: (error) => {
      log.warn({ channel: LISTING_CHANNEL, err: error }, 'listing change feed lost; reconnecting');
      index.feedDisconnected();
    },
  });
}
