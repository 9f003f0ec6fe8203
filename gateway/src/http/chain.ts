// Several middleware as one Express layer. Express 5's router does its own work for every layer a
// request passes (matches the layer's path, rewrites req.url for a mount and restores it, logs
// through `debug`): ~16 KB of garbage a request on the app's ~20 layers, most of the trivial
// request's collector time against a bare Apollo server (issue 22). Middleware that always run
// together, on the same paths, run here in order as one layer, with Express's semantics for them:
// `next(error)` or a thrown error or a rejected promise goes to the error handlers, and the chain
// goes on only when a middleware calls `next()`.
import type { RequestHandler } from 'express';

export function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) {
        next(error);
        return;
      }
      const handler = handlers[index++];
      if (!handler) {
        next();
        return;
      }
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise)
          result.then(undefined, (failure: unknown) => next(failure ?? new Error('rejected')));
      } catch (failure) {
        next(failure);
      }
    };
    step();
  };
}
