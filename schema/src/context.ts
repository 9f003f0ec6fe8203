// What every resolver receives. Built once per request by the gateway (GraphQL and REST alike), from
// the long-lived services and the request's session; resolvers never trust a client-sent user id.
import type { PrismaClient } from '@campus-swap/prisma/client';
import type { ReadTransaction } from '@campus-swap/prisma/read-transaction';
import type { AppError } from './errors.ts';
import type { Freshness } from './services/freshness/freshness.ts';
import type { MatchingIndex } from './services/matching-index/matching-index.ts';
import type { Viewer } from './viewer.ts';

export type { Viewer } from './viewer.ts';

/** Which push endpoints are accepted (ADR 146; the rule is services/notifications/push-endpoints.ts). */
export type PushEndpointPolicy = {
  /** host names, or `*.suffix` for any name under suffix */
  hosts: readonly string[];
  /** loopback addresses count as allowed: tests and local development only, refused in production */
  allowLoopback: boolean;
};

export type Settings = {
  environment: 'development' | 'test' | 'production';
  /** first one is primary; addresses on the others are rewritten to it */
  allowedEmailDomains: string[];
  appOrigin: string;
  supportEmail: string;
  /** the support desk's accounts (STAFF_EMAILS, normalized addresses; ADR 182) */
  staffEmails?: readonly string[];
  version: string;
  /** the Web Push (VAPID) public key; null or absent when push is off */
  pushPublicKey?: string | null;
  /** which push endpoints are accepted (ADR 146); absent: the known push services */
  pushEndpoints?: PushEndpointPolicy;
  /** seals a sign-in code's mail while it is pending (services/code-seal.ts, ADR 281) */
  codeKey: Buffer;
  /** authenticates the device cookies handed out at sign-in (services/device-cookie.ts, ADR 313) */
  deviceKey: Buffer;
  /** the housing office's room-swap form (HOUSING_SWAP_FORM_URL); absent: a done swap names it, unlinked */
  housingSwapFormUrl?: string | null;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers (e.g. List-Unsubscribe on notifications) */
  headers?: Record<string, string>;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/**
 * Long-lived dependencies, made once at start-up by the gateway's composition root
 * (gateway/src/composition.ts, docs/decisions/110-one-composition-root.md) and handed to every
 * service; no service finds one of these by itself.
 */
export type Services = {
  prisma: PrismaClient;
  /** a read-only transaction on the database driver itself, for the matches read (ADR 275) */
  readTransaction: ReadTransaction;
  settings: Settings;
  mailer: Mailer;
  log: Logger;
  /** this process's matching index over `prisma`, kept current by the listing feed (ADR 021, 035) */
  matchingIndex: MatchingIndex;
  /** this process's cached sessions and answers and the versions that keep them honest (ADR 150) */
  freshness: Freshness;
};

/** The context of a field behind a signed-in scope (signedIn, student, staff): the viewer is set. */
export type SignedInContext = Context & { viewer: Viewer };

export type RequestMeta = {
  requestId: string;
  ip: string;
  userAgent: string;
  /** the code cookie this browser got when it asked for a sign-in code (ADR 281), if it sent one */
  codeBrowser?: string;
  /** the device cookie this browser got at an earlier sign-in (ADR 313), as sent; checked where used */
  deviceCookie?: string;
};

/** How a resolver hands a new session to the client (cookie) or takes it away. */
export type SessionCookies = {
  issue(token: string): void;
  clear(): void;
  /** hands the browser that asked for a sign-in code its code cookie (ADR 281) */
  bindCode(browser: string): void;
  /** hands a browser that signed in its device cookie for the account (ADR 313) */
  rememberDevice(device: string): void;
};

export type Context = Services & {
  viewer: Viewer | null;
  request: RequestMeta;
  cookies: SessionCookies;
  /**
   * Where the gateway's failure plugin leaves the AppError behind the operation's first error, as a
   * service or guard threw it (never INTERNAL), for the REST door (gateway/src/failures.ts, ADR 101).
   * A holder rather than a field: Apollo runs each operation on a shallow copy of the context, which
   * shares it.
   */
  failure?: { thrown?: AppError };
  /**
   * This request's sync of the matching index, made once and awaited by whoever needs the index
   * current (the answer cache's versions, the matches read): ADR 291.
   */
  indexSynced?: Promise<void>;
};
