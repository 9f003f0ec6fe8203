// Every failure leaves the gateway as the documented body `{error, code, fields?}` with the status of
// decisions.md §3; unexpected ones as 500 INTERNAL with the request id and nothing else.
import type { ErrorRequestHandler, Request, Response } from 'express';
import { isDatabaseUnavailable } from '@campus-swap/prisma/unavailable';
import { AppError, type ErrorBody, unavailableError } from '@campus-swap/schema/errors';

export function sendError(res: Response, error: AppError, requestId?: string): void {
  if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
  const body: ErrorBody = { error: error.message, code: error.code };
  if (error.fields) body.fields = error.fields;
  if (requestId) body.requestId = requestId;
  res.status(error.status).json(body);
}

/** Errors thrown by body-parser carry a `type`; map the ones a client can cause. */
function fromBodyParser(error: unknown): AppError | null {
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return new AppError('BAD_JSON');
  if (type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('VALIDATION_FAILED', { message: 'Unsupported body encoding; send UTF-8 JSON.' });
  }
  return null;
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known =
    error instanceof AppError
      ? error
      : isDatabaseUnavailable(error)
        ? unavailableError()
        : fromBodyParser(error);
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
