// GET /api/matches at 100,000 listings ÷ at 1,000 (issue 9), on PostgreSQL and on the embedded PGlite:
// median of sequential requests by 20 students, each size measured in the same run.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { loadConfig } from '@campus-swap/gateway/config';
import { createLogger } from '@campus-swap/gateway/logger';
import { startServer } from '@campus-swap/gateway/server';
import { SYNC_OVERLAP_MS } from '@campus-swap/schema/services/matching-index/index-sync';
import type { MatchingIndex } from '@campus-swap/schema/services/matching-index/matching-index';
import { createSession } from '@campus-swap/schema/services/sessions';
import { createClient, percentile } from '../lib/load.ts';
import { createSeeder } from '../lib/seed.ts';
import { prismaSql, QUICK, sleep, untilLive } from '../lib/stack.ts';
import type { Figure } from './types.ts';

export const SMALL = 1_000;
export const LARGE = QUICK ? 10_000 : 100_000;
const REQUESTS = QUICK ? 60 : 200;
const VIEWERS = 20;

/** `before(i)`: runs before the i-th measured request (e.g. makes its answer change). */
async function medianMatches(url: string, tokens: string[], before?: (i: number) => void): Promise<number> {
  const client = createClient(url, 1);
  try {
    for (let i = 0; i < VIEWERS; i++) {
      await client.send({
        path: '/api/matches',
        headers: { authorization: `Bearer ${tokens[i % tokens.length]!}` },
      });
    }
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      before?.(i);
      const answer = await client.send({
        path: '/api/matches',
        headers: { authorization: `Bearer ${tokens[i % tokens.length]!}` },
      });
      if (answer.status !== 200) throw new Error(`GET /api/matches: ${answer.status} ${answer.body}`);
      times.push(answer.ms);
    }
    return percentile(
      times.sort((a, b) => a - b),
      50,
    );
  } finally {
    client.close();
  }
}

/**
 * After a bulk seed: let the incremental sync's overlap pass it by and reload, as start-up would. On
 * PostgreSQL, VACUUM ANALYZE first, as autovacuum does within a minute of a bulk load: otherwise its
 * run on 99,000 new rows lands inside the timed reads at 100,000 (it made the ratio swing 1.6-2.3).
 */
async function settle(index: MatchingIndex, prisma: PrismaClient | null): Promise<void> {
  if (prisma) await prisma.$executeRawUnsafe('VACUUM ANALYZE');
  await sleep(SYNC_OVERLAP_MS + 1_000);
  await index.reload();
}

async function measureOn(
  label: string,
  env: Record<string, string>,
  prepare: (
    prisma: PrismaClient,
  ) => Promise<{ viewerIds: string[]; seeded: number; grow(n: number): Promise<void> }>,
): Promise<Figure[]> {
  const server = await startServer(
    loadConfig({ NODE_ENV: 'test', PORT: '0', RUN_JOBS: 'false', LOG_LEVEL: 'silent', ...env }),
    createLogger('silent'),
  );
  try {
    const prisma = server.db.prisma;
    if ('DATABASE_URL' in env) await untilLive(server.services.freshness);
    const data = await prepare(prisma);
    const tokens = await Promise.all(data.viewerIds.map((id) => createSession(prisma, id, 'OTP')));
    const { freshness } = server.services;
    // each answer computed afresh, as after any change (ADR 150): the work that grows with N
    const changed = (i: number) => freshness.viewerChanged(data.viewerIds[i % tokens.length]!);
    await settle(server.services.matchingIndex, 'DATABASE_URL' in env ? prisma : null);
    const small = await medianMatches(server.url, tokens);
    const smallChanged = freshness.enabled ? await medianMatches(server.url, tokens, changed) : Number.NaN;
    await data.grow(LARGE - data.seeded);
    await settle(server.services.matchingIndex, 'DATABASE_URL' in env ? prisma : null);
    const large = await medianMatches(server.url, tokens);
    const largeChanged = freshness.enabled ? await medianMatches(server.url, tokens, changed) : Number.NaN;
    const figure = (what: string, l: number, s: number): Figure => ({
      name: `GET /api/matches median at ${LARGE.toLocaleString('en-US')} ÷ at ${SMALL.toLocaleString('en-US')} listings, ${label}, ${what}`,
      ratio: l / s,
      aim: '≤ 2',
      met: l / s <= 2,
      figure: `${l.toFixed(2)} ms at ${LARGE.toLocaleString('en-US')}`,
      baseline: `${s.toFixed(2)} ms at ${SMALL.toLocaleString('en-US')} (${REQUESTS} sequential each)`,
    });
    return freshness.enabled
      ? [
          figure('unchanged answers (from memory)', large, small),
          figure('every answer changed (computed)', largeChanged, smallChanged),
        ]
      : [figure('memory off (no channel): every answer computed', large, small)];
  } finally {
    await server.close();
  }
}

/** `existing`: a PostgreSQL database already holding SMALL students, the first VIEWERS of them measured. */
export async function measureScale(postgres: {
  url: string;
  viewerIds: string[];
  grow(n: number): Promise<void>;
}) {
  const onPostgres = await measureOn('PostgreSQL', { DATABASE_URL: postgres.url }, async () => ({
    viewerIds: postgres.viewerIds,
    seeded: SMALL,
    grow: postgres.grow,
  }));
  const onPGlite = await measureOn('PGlite', { PGLITE_DIR: 'memory://' }, async (prisma) => {
    const seed = createSeeder(prismaSql(prisma), 'pglite');
    const viewerIds = await seed(VIEWERS);
    await seed(SMALL - VIEWERS);
    return { viewerIds, seeded: SMALL, grow: async (n) => void (await seed(n)) };
  });
  return [...onPostgres, ...onPGlite];
}
