// chain() runs middleware as Express would: in order, on only when each calls next(), errors (passed,
// thrown or rejected) straight to the error handlers.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { chain } from './chain.ts';

async function answer(handler: RequestHandler): Promise<{ status: number; body: string }> {
  const app = express();
  app.use(handler);
  app.use((_req, res) => {
    res.status(200).send(`after:${res.getHeader('x-seen') ?? ''}`);
  });
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    res.status(500).send(`error:${(error as Error).message}`);
  };
  app.use(onError);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return { status: res.status, body: await res.text() };
  } finally {
    server.close();
  }
}

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.setHeader('x-seen', `${res.getHeader('x-seen') ?? ''}${name}`);
    next();
  };

describe('chain', () => {
  it('runs each middleware in order, then the next layer', async () => {
    expect(await answer(chain(mark('a'), mark('b'), mark('c')))).toEqual({ status: 200, body: 'after:abc' });
  });

  it('stops where a middleware answers', async () => {
    const stop: RequestHandler = (_req, res) => {
      res.status(404).send('stopped');
    };
    expect(await answer(chain(mark('a'), stop, mark('b')))).toEqual({ status: 404, body: 'stopped' });
  });

  it('sends a passed, a thrown and a rejected error to the error handlers, skipping the rest', async () => {
    const passed: RequestHandler = (_req, _res, next) => next(new Error('passed'));
    const thrown: RequestHandler = () => {
      throw new Error('thrown');
    };
    const rejected: RequestHandler = async () => {
      throw new Error('rejected');
    };
    expect(await answer(chain(mark('a'), passed, mark('b')))).toEqual({ status: 500, body: 'error:passed' });
    expect(await answer(chain(thrown, mark('b')))).toEqual({ status: 500, body: 'error:thrown' });
    expect(await answer(chain(rejected, mark('b')))).toEqual({ status: 500, body: 'error:rejected' });
  });

  it('goes on after an async middleware calls next()', async () => {
    const later: RequestHandler = async (_req, _res, next) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      next();
    };
    expect(await answer(chain(mark('a'), later, mark('b')))).toEqual({ status: 200, body: 'after:ab' });
  });
});
