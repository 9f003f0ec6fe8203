// One vitest configuration, four layers (see README "Tests"):
//   unit         *.test.ts beside the code, no I/O
//   integration  *.int.test.ts: the schema and services in-process against a migrated database
//                (embedded PGlite; a PostgreSQL server when TEST_DATABASE_URL is set)
//   contracts    contracts/**/*.spec.ts: pactum against a running gateway
//   e2e          e2e/**/*.e2e.ts: Playwright + Debian Chromium against the built app
//   production   gateway/build/*.prod.test.ts: a production install of a copy, run with plain node
import { defineConfig } from 'vitest/config';

const sources = ['schema/src', 'gateway/src', 'rest-facade/src', 'web/src', 'prisma/src', 'bench'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: sources.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: sources.map((dir) => `${dir}/**/*.int.test.ts`),
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // each file opens its own database; PGlite start-up is CPU-bound, so keep to the 2 cores
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['contracts/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['contracts/support/global-setup.ts'],
          setupFiles: ['contracts/support/openapi-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        test: {
          // fuzz/*.fuzz.ts: arbitrary requests against a running gateway (ADR 091); FUZZ_RUNS, FUZZ_SEED
          name: 'fuzz',
          include: ['fuzz/**/*.fuzz.ts'],
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // gateway/build/*.prod.test.ts: a production install (npm ci, build, prune, serve) in a copy
          name: 'production',
          include: ['gateway/build/**/*.prod.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
