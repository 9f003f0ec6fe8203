// Typed domain errors. Services throw them; GraphQL carries `code` (and `fields`) in the error
// extensions; the REST facade and the gateway turn `code` into the HTTP status of decisions.md §3.
import { GraphQLError } from 'graphql';

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_JSON: 400,
  // ADR 090: requests that are not usable GraphQL or HTTP, and breaches of the GraphQL limits
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  QUERY_LIMIT_EXCEEDED: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 401,
  DOMAIN_NOT_ALLOWED: 403,
  CSRF_FAILED: 403,
  TERMS_NOT_ACCEPTED: 403,
  PROFILE_REQUIRED: 403,
  // ADR 061: an API token whose scope does not cover the call
  INSUFFICIENT_SCOPE: 403,
  // ADR 182: a student calling a staff operation; a suspended account signing in
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  BAD_JSON: 'The request body is not valid JSON.',
  BAD_REQUEST: 'The request is not a valid GraphQL or API request.',
  GRAPHQL_PARSE_FAILED: 'The GraphQL document does not parse.',
  GRAPHQL_VALIDATION_FAILED: 'The GraphQL document is not valid for this schema.',
  QUERY_LIMIT_EXCEEDED: 'The GraphQL document is over a size or complexity limit.',
  PERSISTED_QUERY_NOT_SUPPORTED: 'Persisted queries are not supported; send the query.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  NOT_ACCEPTABLE: 'The answer can only be JSON; accept application/json.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request as application/json.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  HEADERS_TOO_LARGE: 'The request line and headers are too large (at most 16 KB).',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: 'Invalid password. Please try again.',
  INVALID_CODE: 'Invalid verification code',
  DOMAIN_NOT_ALLOWED: 'Please use your school email address.',
  CSRF_FAILED: 'The request is missing a valid CSRF token. Reload the page and try again.',
  TERMS_NOT_ACCEPTED: 'Please accept the current Terms of Service to continue.',
  PROFILE_REQUIRED: 'Please complete your profile first.',
  INSUFFICIENT_SCOPE:
    "This API token's scope does not allow this call: read tokens cannot change anything, and no token can manage tokens, passwords or the account.",
  FORBIDDEN: 'Only Campus Swap support staff may do this.',
  ACCOUNT_SUSPENDED: 'This account is suspended. Please write to Campus Swap support.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The request conflicts with the current state. Please try again.',
  PAYLOAD_TOO_LARGE: 'The request body is too large (at most 100 KB).',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please request a new code.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'Campus Swap cannot reach its database right now. Please try again in a moment.',
};

/**
 * GraphQL's own refusals of a well-formed GraphQL-over-HTTP request: the document does not parse,
 * is invalid or over a limit, or a variable does not coerce. Answered with their status (400) to
 * clients that accept application/graphql-response+json, and with 200 to those that accept only
 * application/json, as the GraphQL over HTTP spec asks (ADR 190).
 */
export const GRAPHQL_REQUEST_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_LIMIT_EXCEEDED',
  'VALIDATION_FAILED',
]);

/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

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
};

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfter: number | undefined;
  readonly bucket: string | undefined;
  readonly unavailable: string | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const message = options.message ?? DEFAULT_MESSAGE[code];
    super(message, {
      extensions: {
        code,
        ...(options.fields ? { fields: options.fields } : {}),
        ...(options.retryAfter !== undefined ? { retryAfter: options.retryAfter } : {}),
      },
    });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
    this.bucket = options.bucket;
    this.unavailable = options.unavailable;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
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
