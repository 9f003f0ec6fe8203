// Shared integration-test setup: a fresh migrated database (PGlite in memory, or a throwaway
// PostgreSQL database when TEST_DATABASE_URL is set), Services around it, a real SMTP receiver on
// loopback, and a way to run GraphQL operations in-process as a given client (token, IP) while
// recording the cookies the resolvers issue and clear.
import { graphql } from '@campus-swap/schema/graphql-cjs';
import { randomUUID } from 'node:crypto';
import { type TestDatabase, openTestDatabase } from '@campus-swap/prisma/testing/test-database';
import { afterAll, beforeAll } from 'vitest';
import type { ExecutionResult } from 'graphql';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from '@campus-swap/schema/constants';
import type { Context, Logger, Mailer, Services, Settings } from '@campus-swap/schema/context';
import { schema } from '@campus-swap/schema/index';
import { createMailer } from '@campus-swap/schema/services/mailer';
import { deriveCodeKey } from '@campus-swap/schema/services/code-seal';
import { deriveDeviceKey } from '@campus-swap/schema/services/device-cookie';
import { MatchingIndex } from '@campus-swap/schema/services/matching-index/matching-index';
import { Freshness } from '@campus-swap/schema/services/freshness/index';
import { findViewer } from '@campus-swap/schema/services/sessions';

const { graphql: execute } = graphql;

export const TEST_SETTINGS: Settings = {
  environment: 'test',
  allowedEmailDomains: [...DEFAULT_ALLOWED_EMAIL_DOMAINS],
  appOrigin: 'http://localhost:3000',
  supportEmail: 'support@campusswap.app',
  version: '0.0.0-test',
  codeKey: deriveCodeKey('test-only mail secret, 32 characters or more'),
  deviceKey: deriveDeviceKey('test-only mail secret, 32 characters or more'),
};

export type LogLine = { level: 'info' | 'warn' | 'error'; obj: object; msg: string | undefined };

/** A logger that keeps its lines in memory (for assertions) instead of printing them. */
export function memoryLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

export type TestServices = Services & {
  db: TestDatabase;
  log: ReturnType<typeof memoryLogger>;
  close(): Promise<void>;
};

/**
 * Services over a fresh database. `smtpUrl` sends mail through the production mailer over SMTP;
 * without it (and without `mailer`) mail goes to the memory log, like development.
 */
export async function createTestServices(
  options: { smtpUrl?: string; mailer?: Mailer; settings?: Partial<Settings> } = {},
): Promise<TestServices> {
  const db = await openTestDatabase();
  const log = memoryLogger();
  const settings = { ...TEST_SETTINGS, ...options.settings };
  const smtp = createMailer({
    smtpUrl: options.smtpUrl,
    from: 'Campus Swap <no-reply@campusswap.test>',
    log,
    environment: settings.environment,
  });
  return {
    db,
    prisma: db.prisma,
    readTransaction: db.readTransaction,
    settings,
    mailer: options.mailer ?? smtp,
    log,
    // one per database, as the gateway makes one per process (gateway/src/composition.ts, ADR 110)
    matchingIndex: new MatchingIndex(db.prisma),
    // never live here (no channel listener): every read goes to the database (ADR 150)
    freshness: new Freshness(),
    close: async () => {
      smtp.close();
      await db.drop();
    },
  };
}

/** What the resolvers handed the client: session tokens, clears, code cookies (ADR 281), device cookies (ADR 313). */
export type CookieJar = { issued: string[]; cleared: number; codeBrowsers: string[]; devices: string[] };

export type ClientOptions = {
  /** the bearer token / auth_token cookie the client sends (null: signed out) */
  token?: string | null;
  /** the client's IP; give each test its own so per-IP limits do not leak between tests */
  ip?: string;
  /** the code cookie the client sends back (a browser that asked for a code keeps it) */
  codeBrowser?: string;
  /** the device cookie the client sends back (a browser that signed in keeps it; ADR 313) */
  device?: string;
};

/** The per-request Context the gateway would build for this client. */
export async function createTestContext(
  services: Services,
  client: ClientOptions = {},
): Promise<{ ctx: Context; jar: CookieJar }> {
  const jar: CookieJar = { issued: [], cleared: 0, codeBrowsers: [], devices: [] };
  const viewer = client.token ? await findViewer(services.prisma, client.token) : null;
  const ctx: Context = {
    prisma: services.prisma,
    readTransaction: services.readTransaction,
    settings: services.settings,
    mailer: services.mailer,
    log: services.log,
    matchingIndex: services.matchingIndex,
    freshness: services.freshness,
    viewer,
    request: {
      requestId: randomUUID(),
      ip: client.ip ?? '203.0.113.1',
      userAgent: 'vitest',
      codeBrowser: client.codeBrowser,
      deviceCookie: client.device,
    },
    cookies: {
      issue: (token) => void jar.issued.push(token),
      clear: () => void jar.cleared++,
      bindCode: (browser) => void jar.codeBrowsers.push(browser),
      rememberDevice: (device) => void jar.devices.push(device),
    },
  };
  return { ctx, jar };
}

export type OperationResult<T> = ExecutionResult<T> & {
  jar: CookieJar;
  /** the first error's extensions.code, if any */
  code: string | undefined;
};

/** Runs one GraphQL operation in-process against the real schema, as the given client. */
// biome-ignore lint/suspicious/noExplicitAny: test data is read as loosely as JSON
export async function runOperation<T = Record<string, any>>(
  services: Services,
  source: string,
  variables: Record<string, unknown> = {},
  client: ClientOptions = {},
): Promise<OperationResult<T>> {
  const { ctx, jar } = await createTestContext(services, client);
  const result = (await execute({
    schema,
    source,
    variableValues: variables,
    contextValue: ctx,
  })) as ExecutionResult<T>;
  const code = result.errors?.[0]?.extensions?.code;
  return { ...result, jar, code: typeof code === 'string' ? code : undefined };
}

// Set by useTestServices()'s beforeAll, read by the tests (ES module bindings are live).
export let services: TestServices;

/** Registers the test file's setup: services over a database of its own, closed after its tests. */
export function useTestServices(options: Parameters<typeof createTestServices>[0] = {}): void {
  beforeAll(async () => {
    services = await createTestServices(options);
  });
  afterAll(async () => {
    await services?.close();
  });
}
