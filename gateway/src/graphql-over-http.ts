// The media type and status of a GraphQL answer, as the GraphQL over HTTP spec asks (ADR 190). A
// client that accepts application/graphql-response+json (Apollo Client, GraphiQL) gets the status of
// a request-level failure (400 for a document that does not parse, is invalid or over a limit, or a
// variable that does not coerce). A client that accepts only application/json, or names no type
// (curl, older tools), cannot tell a GraphQL answer on a 4xx from a proxy's error page, so it gets
// those same errors on 200, as the spec says it SHOULD. Other failures (bad HTTP, CSRF, rate limits,
// an unreachable database) keep their status whatever the type.
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';
import type { Context } from '@campus-swap/schema/context';
import { AppError, GRAPHQL_REQUEST_ERRORS, isErrorCode } from '@campus-swap/schema/errors';

export const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/** The type Apollo answers a single result with for this Accept header (the same negotiation). */
export function answerType(accept: string | undefined): string | null {
  if (!accept) return JSON_TYPE;
  return new Negotiator({ headers: { accept } }).mediaType([JSON_TYPE, GRAPHQL_RESPONSE_TYPE]) ?? null;
}

/**
 * A POST whose Accept header excludes both answers is refused (406) before anything runs: Apollo
 * checks Accept only when it writes the answer, after a mutation took effect (found by the fuzz).
 */
export const graphQLAccept: RequestHandler = (req, _res, next) => {
  if (req.method !== 'POST' || answerType(req.get('accept'))) return next();
  next(new AppError('NOT_ACCEPTABLE'));
};

/** Runs after graphQLFailureStatus (failures.ts), which set the status from the first error's code. */
export const legacyJsonStatus: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ request, response }) {
        // the REST door runs operations without HTTP and answers their AppError itself
        if (response.body.kind !== 'single' || !request.http) return;
        if (answerType(request.http.headers.get('accept')) !== JSON_TYPE) return;
        const first = response.body.singleResult.errors?.[0]?.extensions?.code;
        if (isErrorCode(first) && GRAPHQL_REQUEST_ERRORS.has(first)) response.http.status = 200;
      },
    };
  },
};
