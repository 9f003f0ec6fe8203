// The security headers worked out once are helmet's own, header for header.
import express, { type RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { helmetMiddleware, securityHeaders } from './security.ts';

async function headersOf(middleware: RequestHandler): Promise<[string, string][]> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.status(200).end('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length']);
    return [...res.headers].filter(([name]) => !skip.has(name)).sort();
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it("sets exactly helmet's headers", async () => {
    const ours = await headersOf(securityHeaders());
    expect(ours).toEqual(await headersOf(helmetMiddleware()));
    expect(ours.map(([name]) => name)).toContain('content-security-policy');
    expect(ours.length).toBeGreaterThan(10);
  });
});
