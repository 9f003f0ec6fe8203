// The listing change feed on its own (ADR 035): a listing written through another connection reaches
// this index by notification, also when the write is stamped long before its commit; the feed
// reconnects by itself after its connection is killed and catches up with what it missed.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@campus-swap/prisma/database';
import { listenForNotifications, type NotificationListener } from '@campus-swap/prisma/notifications';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
} from '@campus-swap/prisma/testing/throwaway-postgres';
import { dormListing, dormRow, reverseDorm } from '@campus-swap/test-support/listings';
import { MatchingIndex } from './matching-index.ts';
import { followListingChanges, LISTING_CHANNEL } from './listing-feed.ts';

let database: ThrowawayPostgres;
let writer: Database;
let reader: Database;
let admin: pg.Client;
let index: MatchingIndex;
let feed: NotificationListener;
const events: string[] = [];

const WANTS_BUSCH = reverseDorm(dormListing({ flexible: false }));
const VIEWER = { id: '00000000-0000-4000-8000-000000000000', ...dormRow() };

beforeAll(async () => {
  database = await createThrowawayPostgres();
  writer = await openDatabase({ kind: 'postgresql', url: database.url, poolSize: 2 });
  reader = await openDatabase({ kind: 'postgresql', url: database.url, poolSize: 2 });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  index = new MatchingIndex(reader.prisma);
  feed = followListingChanges(
    index,
    (handlers) =>
      listenForNotifications(database.url, LISTING_CHANNEL, {
        ...handlers,
        connected: () => {
          events.push('connected');
          handlers.connected();
        },
        disconnected: (error) => {
          events.push('disconnected');
          handlers.disconnected(error);
        },
      }),
    { info: () => {}, warn: () => {} },
  );
});
afterAll(async () => {
  await feed?.close();
  await admin?.end();
  await writer?.close();
  await reader?.close();
  await database?.drop();
});

async function until(condition: () => boolean | Promise<boolean>, ms: number): Promise<number | null> {
  const start = Date.now();
  for (let i = 0; i < 2_000 && Date.now() - start < ms; i++) {
    if (await condition()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

/** A listing saved by another "process" whose updatedAt claims it was written an hour ago. */
async function lateListing(): Promise<string> {
  const user = await writer.prisma.user.create({
    data: { email: `late-${Date.now()}-${Math.random()}@rutgers.edu` },
  });
  const listing = await writer.prisma.listing.create({
    data: { userId: user.id, ...WANTS_BUSCH, active: false },
  });
  await admin.query(
    `UPDATE "Listing" SET "active" = true, "updatedAt" = now() - interval '1 hour' WHERE "id" = $1`,
    [listing.id],
  );
  return listing.id;
}

const visible = (id: string) => index.scan(VIEWER, 50).preference.some((row) => row.id === id);

describe('listing change feed', () => {
  it('brings a late-stamped write to the index within 1 s, with no request asking for it', async () => {
    expect(await until(() => feed.connected, 10_000)).not.toBeNull();
    await index.sync();
    const id = await lateListing();
    expect(await until(() => visible(id), 1_000)).not.toBeNull();

    // without the feed, a sync re-reads only recently stamped rows and misses it
    const polling = new MatchingIndex(writer.prisma);
    await polling.sync();
    const missed = await lateListing();
    await polling.sync();
    expect(polling.scan(VIEWER, 50).preference.some((row) => row.id === missed)).toBe(false);
    expect(await until(() => visible(missed), 1_000)).not.toBeNull();
  });

  it('drops a listing whose row is deleted (an account purge cascades it away)', async () => {
    const id = await lateListing();
    expect(await until(() => visible(id), 1_000)).not.toBeNull();
    await admin.query(`DELETE FROM "User" WHERE "id" = (SELECT "userId" FROM "Listing" WHERE "id" = $1)`, [
      id,
    ]);
    expect(await until(() => !visible(id), 1_000)).not.toBeNull();
  });

  it('reconnects by itself when its connection is killed and catches up', async () => {
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = $1 AND datname = current_database()`,
      [`campus-swap-listen-${LISTING_CHANNEL}`],
    );
    expect(killed.rowCount).toBe(1);
    expect(await until(() => events.includes('disconnected'), 5_000)).not.toBeNull();
    // written while the feed may still be away: found by the reload that follows the reconnect
    const missedWhileAway = await lateListing();
    expect(await until(() => events.filter((e) => e === 'connected').length === 2, 10_000)).not.toBeNull();
    expect(await until(() => visible(missedWhileAway), 5_000)).not.toBeNull();
    const afterwards = await lateListing();
    expect(await until(() => visible(afterwards), 1_000)).not.toBeNull();
  });
});
