// Throwaway databases for the benchmark on the shared PostgreSQL server (BENCH_DATABASE_URL names the
// server and a role that may create databases), created at the start and dropped at the end, so the
// benchmark never touches other data; and the quick/full switch.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PrismaClient } from '@campus-swap/prisma/client';
import type { Sql } from './seed.ts';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
/** BENCH_QUICK=1: the same figures from fewer, smaller runs (a minute or two instead of several). */
export const QUICK = process.env.BENCH_QUICK === '1';

async function admin<T = unknown>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const PREFIX = 'campus_swap_bench_';

/** Whether the process that made a database is still running (a benchmark that crashed left it). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A database of its own for one run: `campus_swap_bench_<purpose>_<pid>_<random>`, so two benchmarks on
 * one server (or two runs of one) never drop each other's database. Databases left by a run whose
 * process is gone (killed, crashed) are dropped first.
 */
export async function createThrowawayDatabase(
  purpose: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const existing = await admin<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  );
  for (const { datname } of existing) {
    const pid = Number(/_(\d+)_[a-f0-9]+$/.exec(datname)?.[1]);
    if (Number.isInteger(pid) && !alive(pid))
      await admin(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  const name = `${PREFIX}${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  return { url: url.toString(), drop };
}

export const pgSql =
  (pool: pg.Pool): Sql =>
  async <T>(sql: string, params: unknown[]) =>
    (await pool.query(sql, params)).rows as T[];

export const prismaSql =
  (prisma: PrismaClient): Sql =>
  <T>(sql: string, params: unknown[]) =>
    prisma.$queryRawUnsafe<T[]>(sql, ...params);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Servers under measurement run as in production: graphql-js, for one, checks every `instanceof`
 * expensively outside production. No mail is sent by what is measured; the SMTP URL and the secret
 * only satisfy the production configuration check.
 */
export const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
} as const;

/** Waits until a gateway's viewer_changed channel is live, so that it answers from memory (ADR 150). */
export async function untilLive(freshness: { readonly enabled: boolean }): Promise<void> {
  const started = Date.now();
  while (!freshness.enabled) {
    if (Date.now() - started > 10_000) throw new Error('the viewer_changed channel did not connect');
    await sleep(20);
  }
}
