// A POST to /graphql whose Accept header excludes both JSON answers is refused (406 NOT_ACCEPTABLE)
// before anything runs. Apollo checks Accept only when it writes the answer, after the operation
// has run: a mutation would take effect while its caller is told it failed (found by the fuzz).
import type { RequestHandler } from 'express';
import { AppError } from '@campus-swap/schema/errors';

/** The types Apollo can answer a single result with (the same negotiation as Apollo's). */
const GRAPHQL_ANSWER_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
];

export const graphQLAccept: RequestHandler = (req, _res, next) => {
  if (req.method !== 'POST' || !req.get('accept')) return next();
  if (req.accepts(GRAPHQL_ANSWER_TYPES)) return next();
  next(new AppError('NOT_ACCEPTABLE'));
};
