// The REST facade: an Express router that serves every row of the route table by running its GraphQL
// operation in-process (same schema, same context, same protections) and reshaping the answer into
// the documented JSON, or into the documented error body with the status of decisions.md §3.
import express, { type NextFunction, type Request, type Response } from 'express';
import { type GraphQLSchema, print } from 'graphql';
import { AppError } from '@campus-swap/schema/errors';
import { type ReadVariables, variablesReader } from './request-variables.ts';
import { answerOf, type RestRequest, type RestRoute } from './route.ts';
import { type SessionRequirement, sessionRequirement } from './session-guard.ts';

/** One REST request's way to the schema: one context, so the session is read once (ADR 030). */
export type RestCall = {
  /** whether the request carries a live session */
  signedIn: boolean;
  /** runs one GraphQL operation: its `data`, or it throws the AppError the operation failed with */
  run: (operation: { query: string; variables: Record<string, unknown> }) => Promise<Record<string, unknown>>;
};

/** How the facade reaches the schema (the gateway binds it to Apollo and the per-request context). */
export type RestDoor = {
  open: (req: Request, res: Response) => RestCall;
  /** an answer's JSON text in UTF-8 (`JSON.stringify`, encoded here, unless the door knows the bytes) */
  bytes?: (answer: unknown) => Buffer;
  /**
   * the ETag of a GET answer's text: with it, a GET answers 304 to a matching If-None-Match (Express's
   * `req.fresh`); without it, a GET has no ETag
   */
  etag?: (answer: unknown, body: Buffer) => string;
};

export function createRestRouter(routes: RestRoute[], door: RestDoor, schema: GraphQLSchema): express.Router {
  // the documented lower-case paths only, without a trailing slash (ADR 140)
  const router = express.Router({ caseSensitive: true, strict: true });
  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const requirement = sessionRequirement(route);
    // printed once: Apollo takes the text (and caches its parse and validation by it)
    const query = print(route.document);
    const readVariables = variablesReader(route, schema);
    router[method](route.path, (req: Request, res: Response, next: NextFunction) => {
      serve(route, query, readVariables, requirement, door.open(req, res), req).then((answer) => {
        // what res.json does with this app's settings (no replacer, spaces or escaping), in bytes once,
        // for the tag and the answer (Express's send would encode the text again)
        const body = door.bytes ? door.bytes(answer) : Buffer.from(JSON.stringify(answer), 'utf8');
        if (method === 'get' && door.etag) res.setHeader('ETag', door.etag(answer, body));
        res.statusCode = 200;
        // Express's `send` without its second look at a body already typed and encoded: only its
        // conditional answer (a matching If-None-Match on a GET is 304 without a body)
        if (method === 'get' && req.fresh) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Content-Length', body.length);
        res.end(body);
      }, next);
    });
  }
  return router;
}

async function serve(
  route: RestRoute,
  query: string,
  readVariables: ReadVariables,
  requirement: SessionRequirement,
  call: RestCall,
  req: Request,
): Promise<unknown> {
  // authentication before the body: a signed-out caller gets 401 whatever it sent
  if (requirement && !call.signedIn) {
    throw new AppError('UNAUTHENTICATED', requirement.message ? { message: requirement.message } : {});
  }
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', { message: 'The request body must be a JSON object.' });
  }
  const request: RestRequest = {
    body: body as Record<string, unknown>,
    params: { ...req.params } as Record<string, string>,
    query: { ...(req.query as Record<string, unknown>) },
  };
  const variables = readVariables(request);
  return answerOf(route, await call.run({ query, variables }));
}
