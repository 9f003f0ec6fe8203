// Apollo Server's request handler on Express 5: what @as-integrations/express5 does, without its two
// per-request costs that the trivial authenticated request paid (issue 22's gateway ÷ bare Apollo):
// the legacy `url.parse` of the whole URL only to read its query string (3.5 µs a request in the
// bench's profile), and Express's `res.send`, which re-inspects an answer Apollo has already typed
// (Content-Type, ETag and freshness checks, a Buffer copy). Apollo's status, headers and body go out
// as Apollo made them; an incremental answer (@defer) is streamed chunk by chunk as before.
import { type ApolloServer, type BaseContext, type ContextFunction, HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

export type ExpressContextArgs = { req: Request; res: Response };

export function apolloHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  options: { context: ContextFunction<[ExpressContextArgs], TContext> },
): RequestHandler {
  server.assertStarted('apolloHandler()');
  // runs in a chain (./chain.ts), which hands a rejected promise to the error handlers
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query === -1 ? '' : req.url.slice(query),
        body: req.body,
      },
      context: () => options.context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      // compression's flush, so each part of an incremental answer leaves at once
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}
