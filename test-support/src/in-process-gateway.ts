// A real gateway in the test's own process, on an in-memory embedded database: for integration tests
// that go over HTTP (REST, GraphQL, the developer reference) and also reach into the database
// (students made directly, rows checked), and for the fuzz suite. With `postgres` (the races of the
// concurrency and privacy tests and the fuzz run are real only with many connections) it runs on a
// throwaway database of the server TEST_DATABASE_URL names, when set, dropped again by close().
// `gateway-process.ts` is the same gateway as a child process.
import { loadConfig } from '@campus-swap/gateway/config';
import { createLogger } from '@campus-swap/gateway/logger';
import { type RunningServer, startServer } from '@campus-swap/gateway/server';
import { openTestDatabase } from '@campus-swap/prisma/testing/test-database';
import { afterAll, beforeAll } from 'vitest';

export type { RunningServer };

export type InProcessOptions = {
  postgres?: boolean;
  /** where the gateway logs (default: nowhere); a test that checks what is logged passes its own */
  log?: ReturnType<typeof createLogger>;
};

/** Starts a gateway on a free port; `env` adds to or replaces the test environment below. */
export async function startInProcessGateway(
  env: Record<string, string> = {},
  options: InProcessOptions = {},
): Promise<RunningServer> {
  const database = options.postgres && process.env.TEST_DATABASE_URL ? await openTestDatabase() : null;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      ...(database?.url
        ? { DATABASE_URL: database.url }
        : env.DATABASE_URL
          ? {}
          : { PGLITE_DIR: 'memory://' }),
      RUN_JOBS: 'false',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const server = await startServer(config, options.log ?? createLogger('silent'));
    if (!database) return server;
    return {
      ...server,
      close: async () => {
        await server.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

// Set by useInProcessGateway()'s beforeAll, read by the tests (ES module bindings are live).
export let gateway: RunningServer;

/** Registers the test file's setup: one gateway (startInProcessGateway(env)) for all its tests. */
export function useInProcessGateway(env: Record<string, string> = {}, options: InProcessOptions = {}): void {
  beforeAll(async () => {
    gateway = await startInProcessGateway(env, options);
  });
  afterAll(async () => {
    await gateway?.close();
  });
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read as loosely as JSON; the assertions check them
export type Json = any;

export type JsonAnswer = { status: number; body: Json };

/**
 * One request to the gateway at `baseUrl` and its JSON answer: a bearer token and a JSON body when
 * given (with its content type), plus any other headers.
 */
export async function requestJson(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string | null; headers?: Record<string, string>; body?: unknown } = {},
): Promise<JsonAnswer> {
  const { token, headers, body } = options;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Json };
}
