// Every failure leaves the gateway as the documented body `{error, code, fields?}` with the status of
// decisions.md §3 (mapped by ../failures.ts); unexpected ones as 500 INTERNAL with the request id and
// nothing else.
import type { ErrorRequestHandler, Request, Response } from 'express';
import { AppError, type ErrorBody } from '@campus-swap/schema/errors';
import { fromHttpFailure } from '../failures.ts';

export function sendError(res: Response, error: AppError, requestId?: string): void {
  if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
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
    if (known.code === 'SERVICE_UNAVAILABLE') req.log.warn({ err: error }, 'database unreachable');
    sendError(res, known, known.status >= 500 ? req.id : undefined);
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  sendError(res, new AppError('INTERNAL'), req.id);
};

export function apiNotFound(req: Request, res: Response): void {
  sendError(
    res,
    new AppError('NOT_FOUND', { message: `No such API path: ${req.method} ${req.baseUrl}${req.path}` }),
  );
}
