// The security headers worked out once are helmet's own, header for header.
import express, { type RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { chain } from './chain.ts';
import { helmetMiddleware, pageContentSecurityPolicy, securityHeaders } from './security.ts';

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

describe('pageContentSecurityPolicy', () => {
  it("is the app's CSP with the response's nonce and 'strict-dynamic' for scripts, nothing else changed", async () => {
    const nonce = 'bm9uY2Utb2YtdGhpcy1wYWdl';
    const page: RequestHandler = (_req, res, next) => {
      pageContentSecurityPolicy(res, nonce);
      next();
    };
    const [app, rendered] = await Promise.all([
      headersOf(securityHeaders()),
      headersOf(chain(securityHeaders(), page)),
    ]);
    const csp = (headers: [string, string][]) =>
      headers.find(([name]) => name === 'content-security-policy')?.[1] ?? '';
    expect(csp(rendered)).toBe(
      csp(app).replace("script-src 'self'", `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`),
    );
    expect(rendered.filter(([name]) => name !== 'content-security-policy')).toEqual(
      app.filter(([name]) => name !== 'content-security-policy'),
    );
  });
});
