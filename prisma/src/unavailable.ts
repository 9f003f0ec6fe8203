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
 * shutdown, cannot connect now, database dropped).
 */
function unavailableSqlState(code: unknown): boolean {
  return typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P'));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 6) return false;
  const e = error as {
    code?: unknown;
    kind?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: unknown } };
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  if (typeof e.code === 'string' && (PRISMA_CODES.has(e.code) || SOCKET_CODES.has(e.code))) return true;
  if (unavailableSqlState(e.code)) return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (e.kind === 'postgres' && unavailableSqlState((e as { originalCode?: unknown }).originalCode))
    return true;
  if (typeof e.message === 'string' && PG_MESSAGES.some((m) => (e.message as string).includes(m)))
    return true;
  const inner = [e.meta?.driverAdapterError, e.meta?.driverAdapterError?.cause, e.cause, e.originalError];
  if (Array.isArray(e.errors)) inner.push(...e.errors); // AggregateError (e.g. ECONNREFUSED on ::1 and 127.0.0.1)
  return inner.some((next) => next !== undefined && next !== error && isDatabaseUnavailable(next, depth + 1));
}
