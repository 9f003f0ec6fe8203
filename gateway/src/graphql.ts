// Apollo Server over the Pothos schema, hardened in one place (graphql-armor limits + the Pothos
// complexity plugin), with errors reduced to `{message, extensions: {code, fields?, retryAfter?}}`.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '@campus-swap/schema/context';
import { isDatabaseUnavailable } from '@campus-swap/prisma/unavailable';
import { isErrorCode, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@campus-swap/schema/errors';
import { schema } from '@campus-swap/schema/index';

/** Apollo's own codes for requests that are not valid GraphQL for this schema. */
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export function createApolloServer(options: { introspection: boolean }): ApolloServer<Context> {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    maxTokens: { n: 2000 },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: !options.introspection },
  });
  const protection = armor.protect();
  return new ApolloServer<Context>({
    schema,
    ...protection,
    plugins: [...protection.plugins, retryAfterHeader],
    introspection: options.introspection,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error),
  });
}

export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (isErrorCode(code)) {
    const { code: _code, fields, retryAfter } = formatted.extensions ?? {};
    return {
      message: formatted.message,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: {
        code,
        ...(fields ? { fields } : {}),
        ...(retryAfter !== undefined ? { retryAfter } : {}),
      },
    };
  }
  if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
    return { message: formatted.message, extensions: { code } };
  }
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  // The database is down or restarting: the client may retry (the REST facade answers 503).
  if (isDatabaseUnavailable(original)) {
    unavailableLog?.(original);
    return {
      message: 'Campus Swap cannot reach its database right now. Please try again in a moment.',
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS },
    };
  }
  // Anything else is a bug: the client learns nothing about it but that it happened.
  internalErrorLog?.(original);
  return {
    message: 'Something went wrong on our side. Please try again.',
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL' },
  };
}

let internalErrorLog: ((error: unknown) => void) | undefined;
let unavailableLog: ((error: unknown) => void) | undefined;
/** Where unexpected resolver errors are logged (set once by the gateway at start-up). */
export function onInternalError(log: (error: unknown) => void, unavailable?: (error: unknown) => void): void {
  internalErrorLog = log;
  unavailableLog = unavailable;
}

/**
 * A rate-limited GraphQL answer carries Retry-After like the REST one; one that failed because the
 * database is unreachable is also a 503, so load balancers and clients treat it as retryable.
 */
const retryAfterHeader: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        const seconds = (errors ?? [])
          .map((error) => error.extensions?.retryAfter)
          .find((value): value is number => typeof value === 'number');
        if (seconds !== undefined) response.http.headers.set('retry-after', String(seconds));
        const sent = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
        if (sent.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        }
      },
    };
  },
};
