// Opens the database the configuration names: a PostgreSQL server (DATABASE_URL) or the embedded
// PGlite in a folder (the zero-setup default), migrated before the Prisma client is handed out.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/client/client.ts';
import { backupPGlite } from './backup.ts';
import { applyMigrations } from './migrations.ts';
import { makeTreePrivate, openPrivatePGlite } from './private-files.ts';
import { pgliteReadTransaction, poolReadTransaction, type ReadTransaction } from './read-transaction.ts';

export type DatabaseOptions =
  /** `memory://` keeps an embedded database in memory (tests); any other value is a folder. */
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgresql';
      url: string;
      poolSize?: number;
      /** PostgreSQL's statement_timeout for the app's connections (default 5 s; ADR 218) */
      statementTimeoutMs?: number;
      /** how long a query waits for a pooled connection, or for a new one (default 5 s) */
      poolWaitMs?: number;
    };

export type Database = {
  prisma: PrismaClient;
  /** a read-only transaction on the driver itself, for the matches read's flat statements (ADR 275) */
  readTransaction: ReadTransaction;
  kind: DatabaseOptions['kind'];
  /** the migrations this open applied (none when the database was already up to date) */
  migrationsApplied: string[];
  /**
   * PGlite in a folder: its mode (e.g. "0755") when other accounts could enter it before this open,
   * which has made it private (ADR 282); null otherwise, and for PostgreSQL
   */
  dataDirWasOpen: string | null;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** PostgreSQL's connection pool now (the metrics read it); null for PGlite, one connection. */
  poolStats(): PoolStats | null;
  /** PGlite: a consistent archive of the database while it runs (ADR 172); null for PostgreSQL */
  backup: (() => Promise<Uint8Array>) | null;
  close(): Promise<void>;
};

export type PoolStats = { open: number; idle: number; waiting: number; max: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPGlite(options.dataDir) : openPostgres(options);
}

async function openPGlite(dataDir: string): Promise<Database> {
  const onDisk = !dataDir.startsWith('memory://');
  const { pglite, wasOpen } = onDisk
    ? await openPrivatePGlite(dataDir)
    : { pglite: await PGlite.create(dataDir), wasOpen: null };
  const migrationsApplied = await applyMigrations(pglite);
  // migrating rewrites pg_internal.init through fopen, whose mode follows the umask (ADR 282)
  if (onDisk) makeTreePrivate(dataDir);
  // one connection: transactions take turns, and wait while a backup copies the folder (ADR 172)
  const prisma = new PrismaClient({
    adapter: new PrismaPGlite(pglite),
    transactionOptions: { maxWait: CONNECT_TIMEOUT_MS },
  });
  return database('pglite', prisma, migrationsApplied, wasOpen, {
    readTransaction: pgliteReadTransaction(pglite),
    query: (sql) => pglite.query(sql),
    end: async () => {
      await pglite.close();
      // the files PostgreSQL wrote while running or on its way out (pg_stat) with the umask's mode
      if (onDisk) makeTreePrivate(dataDir);
    },
    stats: () => null,
    backup: () => backupPGlite(pglite),
  });
}

/** How long a query waits for a new connection before it fails (the server is down). */
/** The embedded database's folder when PGLITE_DIR is unset. */
export const DEFAULT_PGLITE_DIR = './data/pglite';

export const CONNECT_TIMEOUT_MS = 5_000;

/** How long a statement may run or wait for a lock before PostgreSQL ends it (a request answers 503). */
export const STATEMENT_TIMEOUT_MS = 5_000;

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgresql' }>): Promise<Database> {
  const { url, poolSize = 10 } = options;
  const poolWaitMs = options.poolWaitMs ?? CONNECT_TIMEOUT_MS;
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  let migrationsApplied: string[];
  try {
    migrationsApplied = await applyMigrations({
      exec: (sql) => migrator.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({
        rows: (await migrator.query(sql, params)).rows as T[],
      }),
    });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // while the server is unreachable, or every connection is busy, a request fails within this
    // instead of queueing for ever (pg-pool times out waiting for a free connection too)
    connectionTimeoutMillis: poolWaitMs,
    // a lock held on a table or a statement that crawls ends here, and gives its connection back,
    // instead of holding it while requests pile up behind it (issue 28, ADR 218)
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
  });
  // A pooled connection that the server drops while idle (restart, failover) is discarded by the
  // pool; without a listener its 'error' event would end the process.
  pool.on('error', () => {});
  // An interactive transaction waits for a connection as long as any query does (Prisma's default
  // is 2 s), so a burst that queues for the pool is slower, not failed.
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool),
    transactionOptions: { maxWait: poolWaitMs },
  });
  return database('postgresql', prisma, migrationsApplied, null, {
    readTransaction: poolReadTransaction(pool),
    query: (sql) => pool.query(sql),
    end: () => pool.end(),
    stats: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    backup: null,
  });
}

/** A Database over its driver (PGlite or the pool): ping asks the driver; close ends Prisma, then it. */
function database(
  kind: Database['kind'],
  prisma: PrismaClient,
  migrationsApplied: string[],
  dataDirWasOpen: string | null,
  driver: {
    readTransaction: ReadTransaction;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
    stats(): PoolStats | null;
    backup: (() => Promise<Uint8Array>) | null;
  },
): Database {
  return {
    prisma,
    readTransaction: driver.readTransaction,
    kind,
    migrationsApplied,
    dataDirWasOpen,
    ping: async () => {
      await driver.query('SELECT 1');
    },
    poolStats: driver.stats,
    backup: driver.backup,
    close: once(async () => {
      await prisma.$disconnect();
      await driver.end();
    }),
  };
}

/** Closing twice (e.g. a test that closed the database, then the server's shutdown) is harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => {
    done ??= fn();
    return done;
  };
}
