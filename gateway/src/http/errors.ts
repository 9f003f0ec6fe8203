// Every failure leaves the gateway with the status of decisions.md §3 (mapped by ../failures.ts):
// as the documented body `{error, code, fields?}`, or, on the GraphQL endpoint, as a GraphQL response
// `{errors: [{message, extensions: {code, …}}]}` with the same code and status (ADR 190), so that a
// GraphQL client reads a CSRF failure, a rate limit or a body too large like any other error.
// Unexpected failures are 500 INTERNAL with the request id and nothing else.
import type { ErrorRequestHandler, Request, Response } from 'express';
import { AppError, type ErrorBody } from '@campus-swap/schema/errors';
import { fromHttpFailure } from '../failures.ts';
import { answerType, JSON_TYPE } from '../graphql-over-http.ts';

/** The GraphQL endpoint (Apollo answers every path below it too), not the SDL document beside it. */
const GRAPHQL_ENDPOINT = /^\/graphql(?:\/(?!schema\.graphql$)|$)/;

export function sendError(res: Response, error: AppError, requestId?: string): void {
  if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
  const req = res.req as Request | undefined;
  // the full path: a router mounted below / sees only the rest of it in req.path
  if (req && GRAPHQL_ENDPOINT.test(req.originalUrl.split('?')[0] ?? '')) {
    const extensions = {
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
      ...(requestId ? { requestId } : {}),
    };
    // the type a GraphQL answer would have (JSON when the client accepts neither)
    res.status(error.status).type(answerType(req.get('accept')) ?? JSON_TYPE);
    res.send(JSON.stringify({ errors: [{ message: error.message, extensions }] }));
    return;
  }
  const body: ErrorBody = { error: error.message, code: error.code };
  if (error.fields) body.fields = error.fields;
  if (requestId) body.requestId = requestId;
  res.status(error.status).json(body);
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = fromHttpFailure(error);
  if (res.headersSent) {
    req.log.error({ err: error }, 'error after the response started');
    res.destroy();
    return;
  }
  if (known) {
    // what was unavailable (the database and why, the mail relay, …); a database failure inside a
    // GraphQL operation was logged with its reason where it was formatted (failures.ts), and reaches
    // here without one, so it is not logged twice
    if (known.code === 'SERVICE_UNAVAILABLE' && known.unavailable) {
      req.log.warn(
        { err: error, unavailable: known.unavailable },
        `service unavailable: ${known.unavailable}`,
      );
    }
    sendError(res, known, known.status >= 500 ? req.id : undefined);
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  sendError(res, new AppError('INTERNAL'), req.id);
};

/** The one 404: nothing answers this method and path (below /api, /health, … or anywhere). */
export function notFound(req: Request, res: Response): void {
  sendError(
    res,
    new AppError('NOT_FOUND', { message: `Nothing at ${req.method} ${req.baseUrl}${req.path}` }),
  );
}
