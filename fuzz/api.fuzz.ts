// The fuzz suite of issue 16 (ADR 091): arbitrary requests generated from the REST route table and
// the GraphQL schema, sent to a real gateway (HTTP on loopback, real database), each checked for the
// properties in ./support/runner.ts, in batches of one request per population slot sent at the same
// time (so the run is not one request's latency at a time, and races get a chance). Seeded: FUZZ_SEED=<n> replays a run; a failure prints the seed,
// the path and the shrunk request. FUZZ_RUNS sets the number of requests (CI: 2,000; `npm run fuzz`:
// 50,000).
import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@campus-swap/rest-facade/routes/index';
import { schema } from '@campus-swap/schema/index';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { Population } from './support/population.ts';
import { requestBatch } from './support/requests.ts';
import { FuzzRun } from './support/runner.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const SLOTS = 4;

let server: RunningServer;
let population: Population;

beforeAll(async () => {
  // on PostgreSQL when TEST_DATABASE_URL names a server (a throwaway database), else embedded PGlite
  server = await startInProcessGateway(
    {
      HOST: '127.0.0.1',
      // as behind a proxy: each fuzz request names its client address, so that per-IP limits apply
      // per simulated client instead of throttling the whole run from one loopback address
      TRUST_PROXY: 'true',
    },
    { postgres: true },
  );
  population = new Population(server.db.prisma, String(SEED % 10_000));
  await population.create(SLOTS);
});

afterAll(async () => {
  await server?.close();
});

describe('fuzz: every REST row and every GraphQL operation', () => {
  it(
    `${RUNS} arbitrary requests: no 5xx, documented errors, no change but the caller's own 2xx, still ready`,
    async () => {
      // biome-ignore lint/suspicious/noConsole: the seed is the first thing a failing run must show
      console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
      const vocab = {
        emails: population.students.map((s) => s.email),
        listingIds: population.students.flatMap((s) => (s.listingId ? [s.listingId] : [])),
      };
      const run = new FuzzRun(server.url, server.db.prisma, population);
      const started = performance.now();
      mkdirSync('test-results', { recursive: true });
      run.progress = () =>
        writeFileSync(
          'test-results/fuzz-summary.txt',
          `(in progress)\n${run.summary(SEED, (performance.now() - started) / 1000)}\n`,
        );
      try {
        await fc.assert(
          fc.asyncProperty(requestBatch(routes, schema, vocab, SLOTS), (batch) => run.exercise(batch)),
          { seed: SEED, numRuns: Math.ceil(RUNS / SLOTS) },
        );
      } finally {
        const summary = run.summary(SEED, (performance.now() - started) / 1000);
        // biome-ignore lint/suspicious/noConsole: the run's figures are the output of `npm run fuzz`
        console.log(summary);
        writeFileSync('test-results/fuzz-summary.txt', `${summary}\n`);
      }
      const problems: string[] = [];
      await run.expectReady(problems);
      expect(problems).toEqual([]);
      expect(run.total).toBeGreaterThanOrEqual(RUNS);
      // every row of the route table and every root field was exercised
      expect(run.origins.size).toBe(
        routes.length +
          Object.keys(schema.getQueryType()!.getFields()).length +
          Object.keys(schema.getMutationType()!.getFields()).length +
          1,
      );
    },
    RUNS * 100 + 120_000,
  );
});
