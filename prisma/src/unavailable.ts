// Tells "the database is unreachable" (server down, restarting, connection dropped, no connection
// within the pool's timeout) from every other database error, so that the gateway answers the first
// with 503 SERVICE_UNAVAILABLE (a moment later the same request may succeed) and keeps 500 INTERNAL
// for bugs. Errors arrive raw from `pg` (the listener, readiness) or wrapped by Prisma's driver
// adapter (`meta.driverAdapterError.cause`), possibly inside a GraphQL error (`originalError`).

/** Prisma's codes for "cannot reach / lost the server / no connection from the pool in time". */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds for the same. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TransactionAlreadyClosed',
]);
/** Node's socket errors. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** `pg`'s messages for a connection it lost or could not make in time. */
const PG_MESSAGES = [
  // Prisma P2028 when no pooled connection frees up within maxWait: the same overload as P2024
  'Unable to start a transaction in the given time',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: admin shutdown, crash
 * shutdown, cannot connect now, database dropped), and the two ways a slow database ends a statement
 * (issue 28, ADR 218): 57014 statement_timeout (a lock held or a statement that crawls) and 55P03
 * lock_not_available.
 */
function unavailableSqlState(code: unknown): boolean {
  return (
    typeof code === 'string' &&
    (code.startsWith('08') || code.startsWith('57P') || code === STATEMENT_TIMEOUT || code === LOCK_TIMEOUT)
  );
}

const STATEMENT_TIMEOUT = '57014';
const LOCK_TIMEOUT = '55P03';
/** Prisma's and pg's words for "no pooled connection freed up in time". */
const POOL_WAIT = [
  'P2024',
  'Unable to start a transaction in the given time',
  'timeout exceeded when trying to connect',
];

/** What was unavailable, for the logs: the three cases an operator tells apart. */
export type DatabaseUnavailableReason =
  | 'database unreachable'
  | 'database statement timeout'
  | 'database pool wait timeout';

/** Whether the error means the database could not serve the request right now (answered 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null;
}

/** Why the database could not serve the request, or null when the error is something else. */
export function databaseUnavailableReason(error: unknown, depth = 0): DatabaseUnavailableReason | null {
  if (error === null || typeof error !== 'object' || depth > 6) return null;
  const e = error as {
    code?: unknown;
    kind?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: unknown } };
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
    originalCode?: unknown;
  };
  const sqlState = e.kind === 'postgres' ? e.originalCode : e.code;
  if (sqlState === STATEMENT_TIMEOUT || sqlState === LOCK_TIMEOUT) return 'database statement timeout';
  const message = typeof e.message === 'string' ? e.message : '';
  if (
    (typeof e.code === 'string' && POOL_WAIT.includes(e.code)) ||
    POOL_WAIT.some((m) => message.includes(m))
  ) {
    return 'database pool wait timeout';
  }
  if (typeof e.code === 'string' && (PRISMA_CODES.has(e.code) || SOCKET_CODES.has(e.code))) {
    return 'database unreachable';
  }
  if (unavailableSqlState(e.code) || unavailableSqlState(sqlState)) return 'database unreachable';
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return 'database unreachable';
  if (PG_MESSAGES.some((m) => message.includes(m))) return 'database unreachable';
  const inner = [e.meta?.driverAdapterError, e.meta?.driverAdapterError?.cause, e.cause, e.originalError];
  if (Array.isArray(e.errors)) inner.push(...e.errors); // AggregateError (e.g. ECONNREFUSED on ::1 and 127.0.0.1)
  for (const next of inner) {
    if (next === undefined || next === error) continue;
    const reason = databaseUnavailableReason(next, depth + 1);
    if (reason) return reason;
  }
  return null;
}
