// The REST facade: an Express router that serves every row of the route table by running its GraphQL
// operation in-process (same schema, same context, same protections) and reshaping the answer into
// the documented JSON, or into the documented error body with the status of decisions.md §3.
import express, { type NextFunction, type Request, type Response } from 'express';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { AppError, isErrorCode } from '@campus-swap/schema/errors';
import { answerOf, type RestRequest, type RestRoute } from './route.ts';
import { type SessionRequirement, sessionRequirement } from './session-guard.ts';

/** How the facade reaches the schema for one HTTP request (the gateway binds it to Apollo and the context). */
export type RestDoor = {
  /** runs one GraphQL operation */
  execute: (
    req: Request,
    res: Response,
    operation: { query: string; variables: Record<string, unknown> },
  ) => Promise<FormattedExecutionResult>;
  /** whether the request carries a live session */
  signedIn: (req: Request, res: Response) => Promise<boolean>;
};

export function createRestRouter(routes: RestRoute[], door: RestDoor): express.Router {
  const router = express.Router();
  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const requirement = sessionRequirement(route);
    router[method](route.path, (req: Request, res: Response, next: NextFunction) => {
      serve(route, requirement, door, req, res).catch(next);
    });
  }
  return router;
}

async function serve(
  route: RestRoute,
  requirement: SessionRequirement,
  door: RestDoor,
  req: Request,
  res: Response,
): Promise<void> {
  // authentication before the body: a signed-out caller gets 401 whatever it sent
  if (requirement && !(await door.signedIn(req, res))) {
    throw new AppError('UNAUTHENTICATED', requirement.message ? { message: requirement.message } : {});
  }
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', { message: 'The request body must be a JSON object.' });
  }
  const request: RestRequest = {
    body: body as Record<string, unknown>,
    params: { ...req.params } as Record<string, string>,
  };
  const variables = route.variables ? route.variables(request) : {};
  const result = await door.execute(req, res, { query: route.document, variables });
  if (result.errors?.length) throw toAppError(result.errors[0]!);
  res.status(200).json(answerOf(route, result.data ?? {}));
}

/**
 * The first GraphQL error of an operation, as the error the REST client is documented to get. The
 * gateway's formatError (gateway/src/failures.ts) has already given every error one of our codes.
 */
export function toAppError(error: GraphQLFormattedError): AppError {
  const extensions = error.extensions ?? {};
  const code = extensions.code;
  if (!isErrorCode(code) || code === 'INTERNAL') return new AppError('INTERNAL');
  return new AppError(code, {
    message: error.message,
    ...(extensions.fields ? { fields: extensions.fields as Record<string, string> } : {}),
    ...(typeof extensions.retryAfter === 'number' ? { retryAfter: extensions.retryAfter } : {}),
  });
}
