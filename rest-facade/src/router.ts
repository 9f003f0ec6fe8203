// The REST facade: an Express router that serves every row of the route table by running its GraphQL
// operation in-process (same schema, same context, same protections) and reshaping the answer into
// the documented JSON, or into the documented error body with the status of decisions.md §3.
import express, { type NextFunction, type Request, type Response } from 'express';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { AppError, isErrorCode } from '@campus-swap/schema/errors';
import type { RestRequest, RestRoute } from './route.ts';

/** Runs one GraphQL operation for this HTTP request (the gateway binds it to Apollo and the context). */
export type ExecuteOperation = (
  req: Request,
  res: Response,
  operation: { query: string; variables: Record<string, unknown> },
) => Promise<FormattedExecutionResult>;

export function createRestRouter(routes: RestRoute[], execute: ExecuteOperation): express.Router {
  const router = express.Router();
  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](route.path, (req: Request, res: Response, next: NextFunction) => {
      serve(route, execute, req, res).catch(next);
    });
  }
  return router;
}

async function serve(
  route: RestRoute,
  execute: ExecuteOperation,
  req: Request,
  res: Response,
): Promise<void> {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', { message: 'The request body must be a JSON object.' });
  }
  const request: RestRequest = {
    body: body as Record<string, unknown>,
    params: { ...req.params } as Record<string, string>,
  };
  const variables = route.variables ? route.variables(request) : {};
  const result = await execute(req, res, { query: route.document, variables });
  if (result.errors?.length) throw toAppError(result.errors[0]!);
  res.status(200).json(route.reshape(result.data));
}

/** The first GraphQL error of an operation, as the error the REST client is documented to get. */
export function toAppError(error: GraphQLFormattedError): AppError {
  const extensions = error.extensions ?? {};
  const code = extensions.code;
  if (isErrorCode(code)) {
    return new AppError(code, {
      message: error.message,
      ...(extensions.fields ? { fields: extensions.fields as Record<string, string> } : {}),
      ...(typeof extensions.retryAfter === 'number' ? { retryAfter: extensions.retryAfter } : {}),
    });
  }
  if (code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED') {
    // A body field of the wrong JSON type: GraphQL names it in the message ("... at \"input.age\"; ...").
    const field = /at "(?:[^".]+\.)?([^"]+)"/.exec(error.message)?.[1] ?? /\$(\w+)/.exec(error.message)?.[1];
    const message = field ? `${field} has the wrong type.` : 'The request body has fields of the wrong type.';
    return new AppError('VALIDATION_FAILED', { message, ...(field ? { fields: { [field]: message } } : {}) });
  }
  return new AppError('INTERNAL');
}
