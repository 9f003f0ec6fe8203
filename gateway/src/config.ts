// Configuration from environment variables, validated once at start-up (README "Configuration").
// Everything has an embedded default so that `npm start` runs with no setup, except what production
// must be told explicitly.
import { readFileSync } from 'node:fs';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { DEFAULT_PGLITE_DIR } from '@campus-swap/prisma/database';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from '@campus-swap/schema/constants';
import { hasPlusTag } from '@campus-swap/schema/services/email';
import {
  KNOWN_PUSH_SERVICE_HOSTS,
  pushHostPatternProblem,
} from '@campus-swap/schema/services/notifications/push-endpoints';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export { DEFAULT_PGLITE_DIR };

const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name like rutgers.edu');

const baseSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
    .optional(),
  /** connections each gateway process keeps to PostgreSQL (N processes use up to N × this) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * PostgreSQL ends a statement of the app after this (a lock held, a statement that crawls), and a
   * query waits at most this for a pooled connection: such a request answers 503 (ADR 218)
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  PGLITE_DIR: z.string().min(1).default(DEFAULT_PGLITE_DIR),
  APP_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Campus Swap <no-reply@campusswap.app>'),
  SUPPORT_EMAIL: z.email().default('support@campusswap.app'),
  /** the housing office's room-swap form, linked from a room swap (ADR 294); no link when unset */
  HOUSING_SWAP_FORM_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** the support desk's accounts (ADR 182): comma-separated addresses, none by default */
  STAFF_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    // a +tag address can never sign in (ADR 283), so it could never be staff
    .pipe(z.array(z.email().refine((address) => !hasPlusTag(address), 'must be without a +tag'))),
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default(DEFAULT_ALLOWED_EMAIL_DOMAINS.join(','))
    .transform((value) => value.split(',').filter((part) => part.trim() !== ''))
    .pipe(z.array(emailDomain).min(1, 'needs at least one domain')),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  /** the proxies in front (ADR 142): a hop count or their addresses; `true` only outside production */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      isTrustProxy,
      'must be true, false, a hop count, or a comma-separated list of addresses or subnets',
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** shared store for the general rate limits (several processes, several machines) */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** gateway processes sharing one database; without Redis each admits its share of the limits */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** HMAC key of the one-click unsubscribe links in notification emails */
  UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Web Push (VAPID) keys from `npx web-push generate-vapid-keys`; without them push is off */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
  /** the push services whose endpoints are accepted (ADR 146): host names or *.suffix, comma-separated */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(KNOWN_PUSH_SERVICE_HOSTS.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .superRefine((hosts, ctx) => {
      if (hosts.length === 0) ctx.addIssue({ code: 'custom', message: 'needs at least one host' });
      for (const host of hosts) {
        const problem = pushHostPatternProblem(host);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    }),
  /** push endpoints on loopback addresses: tests and local push services only, never in production */
  PUSH_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  /** a separate listener for Prometheus (GET /metrics); off when unset */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** the 10-minute housekeeping job; tests turn it off */
  RUN_JOBS: z.enum(['true', 'false']).default('true'),
});

const envSchema = baseSchema.superRefine((env, ctx) => {
  for (const [variable, broken, message] of crossRules(env)) {
    if (broken) ctx.addIssue({ code: 'custom', path: [variable], message });
  }
});

/** Rules across variables, each `[the variable named, whether it is broken, what the message says]`. */
function crossRules(env: z.output<typeof baseSchema>) {
  const production = env.NODE_ENV === 'production';
  return [
    ['SMTP_URL', production && !env.SMTP_URL, 'is required in production (codes are emailed)'],
    [
      'UNSUBSCRIBE_SECRET',
      production && !env.UNSUBSCRIBE_SECRET,
      'is required in production (it signs the unsubscribe links in emails)',
    ],
    [
      'PUSH_ALLOW_LOOPBACK',
      production && env.PUSH_ALLOW_LOOPBACK === 'true',
      'must not be true in production (push endpoints must be public push services)',
    ],
    [
      'TRUST_PROXY',
      production && env.TRUST_PROXY === 'true',
      'must not be true in production: every client could then choose its IP through X-Forwarded-For ' +
        'and dodge the rate limits; give the number of proxies in front (e.g. 1) or their addresses',
    ],
    [
      'METRICS_PORT',
      env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT,
      'must differ from PORT (metrics are never served on the public port)',
    ],
    [
      'VAPID_PRIVATE_KEY',
      !!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY,
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    ],
    [
      'GOOGLE_CLIENT_SECRET',
      !!env.GOOGLE_CLIENT_ID !== !!env.GOOGLE_CLIENT_SECRET,
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    ],
  ] as const;
}

/** Outside production, without UNSUBSCRIBE_SECRET: public, so production must set its own. */
export const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'development-only-unsubscribe-key-not-secret';

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appOrigin = (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? ({
          kind: 'postgresql',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
          poolWaitMs: e.DATABASE_POOL_WAIT_MS,
        } as const)
      : ({ kind: 'pglite', dataDir: e.PGLITE_DIR } as const),
    appOrigin,
    /** cookies get `Secure` when the app is served over https */
    secureCookies: appOrigin.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    housingSwapFormUrl: e.HOUSING_SWAP_FORM_URL ?? null,
    staffEmails: e.STAFF_EMAILS,
    allowedEmailDomains: e.ALLOWED_EMAIL_DOMAINS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    runJobs: e.RUN_JOBS === 'true',
    metrics: e.METRICS_PORT === undefined ? null : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    redisUrl: e.REDIS_URL,
    workers: e.WORKERS,
    // Outside production a fixed key keeps links valid across restarts; it is public, so production
    // must set its own.
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET ?? DEVELOPMENT_UNSUBSCRIBE_SECRET,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
          }
        : null,
    pushEndpoints: { hosts: e.PUSH_SERVICE_HOSTS, allowLoopback: e.PUSH_ALLOW_LOOPBACK === 'true' },
    version: packageJson.version,
  };
}

/**
 * Whether Express's `trust proxy` takes the value: a list is validated by proxy-addr, the library that
 * Express itself compiles it with (addresses, subnets, netmasks and its names such as `loopback`).
 */
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false' || value === '' || /^\d{1,2}$/.test(value)) return true;
  const entries = value.split(',').map((part) => part.trim());
  // proxy-addr reads a bare number as an IPv4 address (100 is 0.0.0.100), and parseTrustProxy as a
  // hop count: a count of 100 trusts every X-Forwarded-For hop, as `true` would
  if (entries.some((entry) => /^\d+$/.test(entry))) return false;
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

/** Express `trust proxy`: true/false, a hop count, or a list of addresses/subnets. */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/** The configuration of `process.env`; a wrong value ends the process with a message naming it. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
