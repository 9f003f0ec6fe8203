// The one mapping from every way a request can fail to the answer it gets (ADR 090): status, sentence
// and retry come from the failure table (schema/src/failure-table.ts, ADR 236), nothing here reads a
// code back from an error's text, the code is always one of decisions.md §3 or ADR
// 090, and only a fault of ours is 500 INTERNAL (with the request id, never a stack) or, when the
// database cannot be reached, 503 SERVICE_UNAVAILABLE.
//
//   failure                                        code                         status
//   request line + headers over 16 KB (Node)       HEADERS_TOO_LARGE            431
//   request not received in time (Node)            REQUEST_TIMEOUT              408
//   request Node's HTTP parser cannot read         BAD_REQUEST                  400
//   a path parameter that does not percent-decode  BAD_REQUEST                  400
//   text carrying U+0000 (http/nul-characters.ts)  VALIDATION_FAILED            400
//   body parser: broken JSON                       BAD_JSON                     400
//   body parser: body over 100 KB                  PAYLOAD_TOO_LARGE            413
//   body parser: unreadable encoding / charset     BAD_REQUEST                  400
//   GraphQL over HTTP misuse (no query, batch,     BAD_REQUEST                  400
//   Apollo's CSRF preflight check, …)
//   GraphQL by a method other than GET/POST, or    METHOD_NOT_ALLOWED           405
//   a mutation by GET
//   an Accept header that excludes JSON            NOT_ACCEPTABLE               406
//   GraphQL GET with a content type but JSON      UNSUPPORTED_MEDIA_TYPE       415
//   GraphQL document does not parse                GRAPHQL_PARSE_FAILED         400
//   GraphQL document invalid for the schema        GRAPHQL_VALIDATION_FAILED    400
//   armor / complexity limits (tokens, depth, …)   QUERY_LIMIT_EXCEEDED         400
//   persisted-query extension                      PERSISTED_QUERY_NOT_SUPPORTED 400
//   variable of the wrong type                     VALIDATION_FAILED (+fields)  400
//   CSRF, authentication, authorization, rules,    the AppError's own code      its status
//   rate limits (services and middleware)
//   the database unreachable (down, restarting)    SERVICE_UNAVAILABLE          503 (+Retry-After)
//   anything else                                  INTERNAL                     500
//
// GraphQL carries the code in `errors[].extensions.code`; request-level failures (everything above
// the AppError row) also set the HTTP status, while errors raised while executing fields travel on
// 200 beside the partial `data`, as GraphQL over HTTP expects. The REST door answers an operation's
// first error: the AppError a service threw, as it was thrown, or (for GraphQL's own errors and our
// faults) the AppError of this table's row (`operationFailure`).
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '@campus-swap/schema/context';
import { databaseUnavailableReason, isDatabaseUnavailable } from '@campus-swap/prisma/unavailable';
import {
  AppError,
  codesByStatus,
  ERROR_STATUS,
  type ErrorCode,
  FAILURES,
  graphQLLevel,
  isErrorCode,
  unavailableError,
} from '@campus-swap/schema/errors';

/** Errors raised by the GraphQL limits (armor rules, token count, Pothos complexity). */
const limitErrors = new WeakSet<object>();

/** Marks an error as a limit breach, so that it is answered QUERY_LIMIT_EXCEEDED. */
export function markLimitError(error: object): void {
  limitErrors.add(error);
}

/**
 * Apollo's BAD_REQUEST answers that carry a more precise HTTP status (405, 406, 415): the one code of
 * the failure table that refuses a whole request with that status.
 */
function requestCodeOf(status: number): ErrorCode | undefined {
  const codes = (codesByStatus().get(status) ?? []).filter((code) => graphQLLevel(code) === 'request');
  return codes.length === 1 ? codes[0] : undefined;
}

/** A failure outside GraphQL (Express middleware, body parser, REST facade) as the error to send. */
export function fromHttpFailure(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const reason = databaseUnavailableReason(error);
  if (reason) return unavailableError(reason);
  const failure = (error ?? {}) as { type?: unknown; status?: unknown; expose?: unknown; code?: unknown };
  // Express could not percent-decode a path parameter (e.g. /api/matches/%zz/reveal)
  if (error instanceof URIError) {
    return new AppError('BAD_REQUEST', { message: 'The request path is not valid percent-encoding.' });
  }
  if (failure.type === 'entity.parse.failed') return new AppError('BAD_JSON');
  if (failure.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  if (failure.type === 'encoding.unsupported' || failure.type === 'charset.unsupported') {
    return new AppError('BAD_REQUEST', { message: 'Unsupported body encoding; send UTF-8 JSON.' });
  }
  // The rest of body-parser's and raw-body's refusals (a gzip body that does not inflate, an aborted
  // or short body): http-errors marks them as the client's with a 4xx status.
  const clientStatus = typeof failure.status === 'number' && failure.status >= 400 && failure.status < 500;
  if (
    (clientStatus && failure.expose === true) ||
    (typeof failure.code === 'string' && /^Z_/.test(failure.code))
  ) {
    return new AppError('BAD_REQUEST', { message: 'The request body could not be read.' });
  }
  return null;
}

/** The latest answer on each connection (see answerClientError). */
const lastResponse = new WeakMap<object, ServerResponse>();

/** The server's 'request' listener: remembers each connection's latest answer. */
export function noteRequest(req: IncomingMessage, res: ServerResponse): void {
  lastResponse.set(req.socket, res);
}

/**
 * Node's HTTP parser refuses some requests before Express sees them (a URL or headers over 16 KB, a
 * broken request line) and by default answers with an empty body; answer with the documented JSON.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  // Unreadable bytes right after a request on the same connection (e.g. a body sent without
  // Content-Length on a DELETE): that request keeps its own answer and the connection then closes. An
  // error answer written now would reach the client as the answer to that request, or after a
  // `Connection: close`. After a finished keep-alive exchange, the bytes are a new request: answer it.
  const last = lastResponse.get(socket);
  if (last && !last.writableFinished) {
    last.shouldKeepAlive = false;
    last.once('close', () => socket.destroy());
    return;
  }
  if (last && !last.shouldKeepAlive) {
    socket.destroy();
    return;
  }
  const failure =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('REQUEST_TIMEOUT')
        : new AppError('BAD_REQUEST', { message: 'The request is not valid HTTP.' });
  const body = JSON.stringify({ error: failure.message, code: failure.code });
  socket.end(
    `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Apollo's formatError: every GraphQL error leaves with one of our codes and nothing internal. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: { internal: (error: unknown) => void; unavailable: (error: unknown) => void },
): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  const path = formatted.path ? { path: formatted.path } : {};
  // graphql.ts marks its limits' errors, graphql-js's token count included (tokenLimit)
  if (isLimit(error) || isLimit(original)) {
    return {
      message: formatted.message.replace(/^Syntax Error: /, ''),
      ...path,
      extensions: { code: 'QUERY_LIMIT_EXCEEDED' },
    };
  }
  const code = formatted.extensions?.code;
  // Apollo refuses some requests with an HTTP status of its own (some before any plugin runs)
  const apolloStatus = (error as { extensions?: { http?: { status?: unknown } } })?.extensions?.http?.status;
  const byStatus =
    typeof apolloStatus === 'number' && apolloStatus !== 400 ? requestCodeOf(apolloStatus) : undefined;
  if (code === 'BAD_REQUEST' && byStatus)
    return { message: formatted.message, extensions: { code: byStatus } };
  if (isErrorCode(code) && code !== 'INTERNAL') {
    const { fields, retryAfter, triesLeft } = formatted.extensions ?? {};
    return {
      message: formatted.message,
      ...path,
      extensions: {
        code,
        ...(fields ? { fields } : {}),
        ...(retryAfter !== undefined ? { retryAfter } : {}),
        ...(triesLeft !== undefined ? { triesLeft } : {}),
      },
    };
  }
  if (code === 'BAD_USER_INPUT') return variableError(formatted.message);
  // Apollo's other refusals share our names (parse, validation, persisted queries), but for this one
  if (code === 'OPERATION_RESOLUTION_FAILURE')
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  // The database is down or restarting: the client may retry (the REST facade answers 503).
  if (isDatabaseUnavailable(original ?? error)) {
    log.unavailable(original ?? error);
    const unavailable = unavailableError();
    return {
      message: unavailable.message,
      ...path,
      extensions: { code: unavailable.code, retryAfter: unavailable.retryAfter },
    };
  }
  // Anything else is a bug: the client learns nothing about it but that it happened.
  log.internal(original ?? error);
  return {
    message: FAILURES.INTERNAL.message,
    ...path,
    extensions: { code: 'INTERNAL' },
  };
}

function isLimit(error: unknown): boolean {
  return typeof error === 'object' && error !== null && limitErrors.has(error);
}

/** The AppError a GraphQL error was raised from (graphql-js wraps a resolver's error with its path). */
function thrownAppError(error: unknown): AppError | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}

/**
 * How the REST door answers an operation that failed (`first` is the first formatted GraphQL error,
 * `context` the operation's context): the AppError a service or guard threw, itself (its message,
 * fields and retry time as thrown, nothing re-read from JSON); otherwise the error as this table
 * formatted it, i.e. GraphQL's own errors (a variable that does not coerce is VALIDATION_FAILED with
 * `fields`, an invalid document or a limit its code), an unreachable database SERVICE_UNAVAILABLE and
 * anything else INTERNAL with the generic message.
 */
export function operationFailure(context: Context, first: GraphQLFormattedError): AppError {
  const thrown = context.failure?.thrown;
  if (thrown) return thrown;
  const extensions = first.extensions ?? {};
  const code = extensions.code;
  if (!isErrorCode(code) || code === 'INTERNAL') return new AppError('INTERNAL');
  return new AppError(code, {
    message: first.message,
    ...(extensions.fields ? { fields: extensions.fields as Record<string, string> } : {}),
    ...(typeof extensions.retryAfter === 'number' ? { retryAfter: extensions.retryAfter } : {}),
  });
}

/** A variable of the wrong type: VALIDATION_FAILED naming the field, like a service's own check. */
function variableError(message: string): GraphQLFormattedError {
  // "Variable "$input" got invalid value … at "input.age"; …" or "Variable "$email" of …"
  const field = /at "(?:[^".]+\.)?([^"]+)"/.exec(message)?.[1] ?? /\$(\w+)/.exec(message)?.[1];
  const text = field ? `${field} has the wrong type.` : 'Some values have the wrong type.';
  return {
    message: text,
    extensions: { code: 'VALIDATION_FAILED', ...(field ? { fields: { [field]: text } } : {}) },
  };
}

/**
 * Sets the HTTP status of request-level GraphQL failures from their code (and 503 when the database
 * is unreachable), adds the request id to INTERNAL errors, and sends Retry-After for rate-limited and
 * unavailable answers (as the REST door does); remembers the AppError behind an operation's first
 * error for the REST door.
 */
export const graphQLFailureStatus: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      // formatGraphQLError answers an AppError unchanged, except INTERNAL, whose message never leaves
      async didEncounterErrors({ errors, contextValue }) {
        const thrown = thrownAppError(errors[0]);
        // left in the context's holder, which the REST door's context shares (ADR 101)
        if (contextValue?.failure && thrown && thrown.code !== 'INTERNAL')
          contextValue.failure.thrown = thrown;
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        const errors = result.errors ?? [];
        for (const error of errors) {
          const extensions = error.extensions as Record<string, unknown> | undefined;
          if (extensions?.code === 'INTERNAL' && contextValue?.request) {
            extensions.requestId = contextValue.request.requestId;
          }
        }
        const first = errors[0]?.extensions?.code;
        if (
          isErrorCode(first) &&
          ((result.data === undefined && graphQLLevel(first) !== 'field') || first === 'QUERY_LIMIT_EXCEEDED')
        ) {
          response.http.status = ERROR_STATUS[first];
        }
        // an unreachable database is a 503 whatever else failed, so load balancers and clients retry
        if (errors.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          response.http.status = ERROR_STATUS.SERVICE_UNAVAILABLE;
        }
        const seconds = errors
          .map((error) => error.extensions?.retryAfter)
          .find((value): value is number => typeof value === 'number');
        if (seconds !== undefined) response.http.headers.set('retry-after', String(seconds));
      },
    };
  },
};
