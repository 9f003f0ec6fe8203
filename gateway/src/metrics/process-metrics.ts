// What a scrape reads from the running process and its database: the connection pool, the login
// hashing queue, the notification outbox, the code mails waiting and the housekeeping job's lease.
// The gauges are made once per process; every running server adds its parts as a source (tests run
// several in one process). Figures of the shared database (outbox, code mails, lease) are read from
// the first source only and, under start:cluster, taken from one worker ('first'), since every
// worker would report the same rows.
import type { Database } from '@campus-swap/prisma/database';
import { hashQueue } from '@campus-swap/schema/services/password';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry.ts';

const sources = new Set<Database>();

/** Adds a server's database to what the metrics read; the returned function removes it. */
export function watchDatabase(db: Database): () => void {
  sources.add(db);
  return () => sources.delete(db);
}

const first = () => sources.values().next().value;

/**
 * One database read shared by the gauges of one scrape (prom-client collects them concurrently):
 * the first caller starts it, callers within the next second get the same answer.
 */
function perScrape<T>(read: (db: Database) => Promise<T>, empty: T): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > 1000) {
      const db = first();
      // a database that is down leaves these gauges empty; /health/ready reports the outage
      last = { at: Date.now(), value: db ? read(db).catch(() => empty) : Promise.resolve(empty) };
    }
    return last.value;
  };
}

new Gauge({
  name: 'campus_swap_db_pool_connections',
  help: 'PostgreSQL connections of this process by state: in_use, idle, and max (DATABASE_POOL_SIZE); absent on PGlite',
  labelNames: ['state'],
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const db of sources) {
      const pool = db.poolStats();
      if (!pool) continue;
      this.inc({ state: 'in_use' }, pool.open - pool.idle);
      this.inc({ state: 'idle' }, pool.idle);
      this.inc({ state: 'max' }, pool.max);
    }
  },
});

new Gauge({
  name: 'campus_swap_db_pool_waiting',
  help: 'Queries of this process waiting for a free PostgreSQL connection',
  registers: [metricsRegistry],
  collect() {
    let waiting = 0;
    for (const db of sources) waiting += db.poolStats()?.waiting ?? 0;
    this.set(waiting);
  },
});

new Gauge({
  name: 'campus_swap_login_hashing',
  help: 'Password hashes (argon2id) running now (slots) and sign-ins queued for a slot (waiting)',
  labelNames: ['state'],
  registers: [metricsRegistry],
  collect() {
    const queue = hashQueue();
    this.set({ state: 'slots' }, queue.hashing);
    this.set({ state: 'waiting' }, queue.waiting);
  },
});

type OutboxRow = { channel: string; status: string; count: number; oldest: Date | null };

new Gauge({
  name: 'campus_swap_notification_outbox_messages',
  help: 'Rows of the notification outbox by channel (EMAIL, PUSH) and status (PENDING = backlog, SENT, FAILED, SKIPPED); sent and skipped rows are pruned after some days',
  labelNames: ['channel', 'status'],
  aggregator: 'first',
  registers: [metricsRegistry],
  async collect() {
    const rows = await outboxRows();
    this.reset();
    for (const row of rows) this.set({ channel: row.channel, status: row.status }, row.count);
  },
});

new Gauge({
  name: 'campus_swap_notification_outbox_oldest_pending_seconds',
  help: 'Age of the oldest message still waiting to be sent (0 when none waits)',
  aggregator: 'first',
  registers: [metricsRegistry],
  async collect() {
    const oldest = (await outboxRows()).flatMap((row) => (row.oldest ? [row.oldest.getTime()] : []));
    this.set(oldest.length ? (Date.now() - Math.min(...oldest)) / 1000 : 0);
  },
});

const outboxRows = perScrape(
  (db) => db.prisma.$queryRaw<OutboxRow[]>`
    SELECT "channel"::text AS "channel", "status"::text AS "status", COUNT(*)::int AS "count",
      MIN("createdAt") FILTER (WHERE "status" = 'PENDING') AS "oldest"
    FROM "NotificationOutbox" GROUP BY 1, 2`,
  [] as OutboxRow[],
);

new Gauge({
  name: 'campus_swap_code_mails_pending',
  help: 'Sign-in code mails not sent yet (sent at once, or retried by the outbox while the relay fails)',
  aggregator: 'first',
  registers: [metricsRegistry],
  async collect() {
    this.set(await pendingCodeMails());
  },
});

const pendingCodeMails = perScrape((db) => db.prisma.codeMail.count({ where: { status: 'PENDING' } }), 0);

const jobLeases = perScrape((db) => db.prisma.jobLease.findMany(), []);

new Gauge({
  name: 'campus_swap_job_last_run_timestamp_seconds',
  help: 'When each leased background job (housekeeping, notification-digest) last ran, Unix time',
  labelNames: ['job'],
  aggregator: 'first',
  registers: [metricsRegistry],
  async collect() {
    const leases = await jobLeases();
    this.reset();
    for (const lease of leases)
      if (lease.lastRunAt) this.set({ job: lease.name }, lease.lastRunAt.getTime() / 1000);
  },
});

new Gauge({
  name: 'campus_swap_job_lease',
  help: 'The process holding each job lease (value: seconds until the lease expires; negative when it lapsed)',
  labelNames: ['job', 'holder'],
  aggregator: 'first',
  registers: [metricsRegistry],
  async collect() {
    const leases = await jobLeases();
    this.reset();
    for (const lease of leases) {
      this.set({ job: lease.name, holder: lease.holder }, (lease.expiresAt.getTime() - Date.now()) / 1000);
    }
  },
});
