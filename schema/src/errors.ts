// Typed domain errors. Services throw them; GraphQL carries `code` (and `fields`) in the error
// extensions; the REST facade and the gateway turn `code` into the HTTP status of decisions.md §3.
import { GraphQLError } from 'graphql';

import { type ErrorCode, FAILURES, failureOf } from './failure-table.ts';

export {
  codesByStatus,
  type ErrorCode,
  FAILURE_ROWS,
  FAILURES,
  type FailureRow,
  failureOf,
} from './failure-table.ts';

/** Each code's HTTP status (decisions.md §3), read off the failure table. */
export const ERROR_STATUS = Object.fromEntries(
  Object.entries(FAILURES).map(([code, row]) => [code, row.status]),
) as { readonly [code in ErrorCode]: (typeof FAILURES)[code]['status'] };

/**
 * GraphQL's own refusals of a well-formed GraphQL-over-HTTP request (the table's `graphql:
 * 'document'`): the document does not parse, is invalid or over a limit, or a variable does not
 * coerce. Answered with their status (400) to clients that accept application/graphql-response+json,
 * and with 200 to those that accept only application/json, as the GraphQL over HTTP spec asks (ADR 190).
 */
export const GRAPHQL_REQUEST_ERRORS: ReadonlySet<ErrorCode> = new Set(
  (Object.keys(FAILURES) as ErrorCode[]).filter((code) => graphQLLevel(code) === 'document'),
);

/** How GraphQL over HTTP answers the code: 'request' and 'document' set the HTTP status (see the table). */
export function graphQLLevel(code: ErrorCode): 'request' | 'document' | 'field' {
  return failureOf(code).graphql ?? 'field';
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = FAILURES.SERVICE_UNAVAILABLE.retry;

/**
 * The answer to any request that failed because the database could not serve it (unreachable, a
 * statement timed out, no pooled connection in time); `unavailable` says which, for the log.
 */
export function unavailableError(unavailable = 'database unreachable'): AppError {
  return new AppError('SERVICE_UNAVAILABLE', { retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS, unavailable });
}

export type AppErrorOptions = {
  message?: string;
  /** per-field messages, for VALIDATION_FAILED */
  fields?: Record<string, string>;
  /** seconds, for RATE_LIMITED, TOO_MANY_ATTEMPTS and SERVICE_UNAVAILABLE (sent as Retry-After) */
  retryAfter?: number;
  /** for a refusal by a rate limit: which one (counted in the metrics, never sent to the client) */
  bucket?: string;
  /** for SERVICE_UNAVAILABLE: what was unavailable (e.g. 'mail relay'; logged, never sent) */
  unavailable?: string;
  /**
   * for a wrong sign-in code: how many more this caller may try (GraphQL's `extensions.triesLeft`, for
   * the sign-in page to say; REST's documented body stays `{error, code}`)
   */
  triesLeft?: number;
};

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfter: number | undefined;
  readonly bucket: string | undefined;
  readonly unavailable: string | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const message = options.message ?? FAILURES[code].message;
    super(message, {
      extensions: {
        code,
        ...(options.fields ? { fields: options.fields } : {}),
        ...(options.retryAfter !== undefined ? { retryAfter: options.retryAfter } : {}),
        ...(options.triesLeft !== undefined ? { triesLeft: options.triesLeft } : {}),
      },
    });
    this.name = 'AppError';
    this.code = code;
    this.status = FAILURES[code].status;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
    this.bucket = options.bucket;
    this.unavailable = options.unavailable;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(FAILURES, value);
}

/** The documented JSON error body. */
export type ErrorBody = {
  error: string;
  code: ErrorCode;
  fields?: Record<string, string>;
  requestId?: string;
};

export function validationError(fields: Record<string, string>, message?: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields, message: message ?? Object.values(fields)[0] });
}
