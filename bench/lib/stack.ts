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

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
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
