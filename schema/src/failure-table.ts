// The failure table (ADR 236): every code a client can receive, with its HTTP status, the sentence
// it carries when the thrower gives none, whether the client is told when to retry (Retry-After),
// and how GraphQL over HTTP answers it. Everything that answers, documents or checks a failure reads
// this table: AppError (errors.ts), the gateway's classifiers (gateway/src/failures.ts), /health, the
// OpenAPI error answers, the /developers page, the contract checker and the fuzz contract. It has no
// imports, so that the web app can render it too.
//
// `retry`: 'given' when the thrower says how long (a rate limit's window), a number for the default
// wait in seconds (an unreachable database; the mail relay's outage gives its own), absent when
// retrying the same request cannot help.
// `graphql`: 'request' when the code refuses the whole GraphQL request, whose HTTP status is then
// the code's status (a field error travels on 200 beside partial data); 'document' for GraphQL's own
// refusals of the document or its variables, which are also answered 200 to a client that accepts
// only application/json (the GraphQL over HTTP spec, ADR 190).

export type FailureRow = {
  readonly status: number;
  readonly message: string;
  readonly retry?: 'given' | number;
  readonly graphql?: 'request' | 'document';
};

export const FAILURES = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.', graphql: 'document' },
  BAD_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  // ADR 090: requests that are not usable GraphQL or HTTP, and breaches of the GraphQL limits
  BAD_REQUEST: {
    status: 400,
    message: 'The request is not a valid GraphQL or API request.',
    graphql: 'request',
  },
  GRAPHQL_PARSE_FAILED: { status: 400, message: 'The GraphQL document does not parse.', graphql: 'document' },
  GRAPHQL_VALIDATION_FAILED: {
    status: 400,
    message: 'The GraphQL document is not valid for this schema.',
    graphql: 'document',
  },
  QUERY_LIMIT_EXCEEDED: {
    status: 400,
    message: 'The GraphQL document is over a size or complexity limit.',
    graphql: 'document',
  },
  PERSISTED_QUERY_NOT_SUPPORTED: {
    status: 400,
    message: 'Persisted queries are not supported; send the query.',
    graphql: 'request',
  },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.', graphql: 'request' },
  NOT_ACCEPTABLE: {
    status: 406,
    message: 'The answer can only be JSON; accept application/json.',
    graphql: 'request',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request as application/json.',
    graphql: 'request',
  },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HEADERS_TOO_LARGE: {
    status: 431,
    message: 'The request line and headers are too large (at most 16 KB).',
  },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid password. Please try again.' },
  INVALID_CODE: { status: 401, message: 'Invalid verification code' },
  DOMAIN_NOT_ALLOWED: { status: 403, message: 'Please use your school email address.' },
  CSRF_FAILED: {
    status: 403,
    message: 'The request is missing a valid CSRF token. Reload the page and try again.',
  },
  TERMS_NOT_ACCEPTED: { status: 403, message: 'Please accept the current Terms of Service to continue.' },
  PROFILE_REQUIRED: { status: 403, message: 'Please complete your profile first.' },
  // ADR 061: an API token whose scope does not cover the call
  INSUFFICIENT_SCOPE: {
    status: 403,
    message:
      "This API token's scope does not allow this call: read tokens cannot change anything, and no token can manage tokens, passwords or the account.",
  },
  // ADR 182: a student calling a staff operation; a suspended account signing in
  FORBIDDEN: { status: 403, message: 'Only Campus Swap support staff may do this.' },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message: 'This account is suspended. Please write to Campus Swap support.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state. Please try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large (at most 100 KB).' },
  RATE_LIMITED: {
    status: 429,
    message: 'Too many requests. Please wait a moment and try again.',
    retry: 'given',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: 'Too many attempts. Please request a new code.',
    retry: 'given',
  },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Campus Swap cannot reach its database right now. Please try again in a moment.',
    retry: 5,
  },
} as const satisfies Record<string, FailureRow>;

export type ErrorCode = keyof typeof FAILURES;

/** A code's row, with every column (absent ones undefined). */
export function failureOf(code: ErrorCode): FailureRow {
  return FAILURES[code];
}

/** The table's rows in its order, for those that walk it (documents, checks). */
export const FAILURE_ROWS = Object.entries(FAILURES) as [ErrorCode, FailureRow][];

/** The codes of each status, in the table's order, e.g. 404 -> ['NOT_FOUND']. */
export function codesByStatus(): Map<number, ErrorCode[]> {
  const table = new Map<number, ErrorCode[]>();
  for (const [code, row] of FAILURE_ROWS) table.set(row.status, [...(table.get(row.status) ?? []), code]);
  return table;
}
