// A dedicated PostgreSQL connection that LISTENs on one channel and reconnects by itself (with a
// bounded back-off) when the server restarts or the connection drops. Pooled connections cannot
// listen: the pool hands them to other queries and closes idle ones.
import pg from 'pg';

export type NotificationHandlers = {
  /** one NOTIFY payload */
  notify(payload: string): void;
  /** LISTEN is in place; notifications sent from now on arrive (earlier ones were missed) */
  connected(): void;
  /** the connection is gone; notifications are being missed until `connected` again */
  disconnected(error: unknown): void;
};

export type NotificationListener = {
  readonly connected: boolean;
  close(): Promise<void>;
};

const RETRY_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/** The application_name of a channel's listening connection: how a process counts the listeners. */
export function listenerName(channel: string): string {
  return `campus-swap-listen-${channel}`;
}
/** A connection that is silently dead (no RST ever arrives) is found by this periodic query. */
const HEARTBEAT_MS = 15_000;

export function listenForNotifications(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): NotificationListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const lost = (current: pg.Client, error: unknown) => {
    if (client !== current) return; // already handled
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    current.removeAllListeners('notification');
    current.on('error', () => {}); // late errors of the dead connection
    current.end().catch(() => {});
    if (connected) {
      connected = false;
      handlers.disconnected(error);
    }
    if (!closed) {
      const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!;
      retryTimer = setTimeout(connect, delay);
      retryTimer.unref();
    }
  };

  const connect = async () => {
    retryTimer = null;
    if (closed) return;
    const current = new pg.Client({
      connectionString: url,
      application_name: listenerName(channel),
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current, new Error('connection ended')));
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.notify(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(current, error);
      return;
    }
    if (client !== current || closed) return;
    attempt = 0;
    connected = true;
    heartbeat = setInterval(() => {
      current.query('SELECT 1').catch((error: unknown) => lost(current, error));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    handlers.connected();
  };

  void connect();
  return {
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      const current = client;
      client = null;
      connected = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
