// A recording proxy in front of the gateway of the contract tests: every answer to an /api path
// goes to the client unchanged and is checked against the gateway's own OpenAPI document, so that
// every REST answer any contract test receives (pactum, fetch or a browser-like session) is
// validated. Violations are kept until a spec file's afterAll collects them (openapi-setup.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { openApiChecker } from '@campus-swap/rest-facade/openapi/answer-check';

export const VIOLATIONS_PATH = '/__openapi-violations';

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

export async function startOpenApiProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const docRes = await fetch(`${target}/api/openapi.json`);
  if (!docRes.ok) throw new Error(`GET /api/openapi.json answered ${docRes.status}`);
  const check = openApiChecker(await docRes.json());
  let violations: string[] = [];
  let checked = 0;
  const upstream = new URL(target);

  const server = http.createServer((req, res) => {
    if (req.url === VIOLATIONS_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ checked, violations }));
      violations = [];
      checked = 0;
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          res.write(chunk);
        });
        answer.on('end', () => {
          res.end();
          const path = (req.url ?? '/').split('?')[0]!;
          const status = answer.statusCode ?? 0;
          const json = /^application\/json/.test(answer.headers['content-type'] ?? '');
          // the document itself and redirects (Google sign-in) are not JSON answers of the facade
          if (!path.startsWith('/api/') || path === '/api/openapi.json' || req.method === 'HEAD') return;
          if (status === 304 || (status >= 300 && status < 400)) return;
          checked++;
          if (!json) {
            violations.push(
              `${req.method} ${path} -> ${status}: not JSON (${answer.headers['content-type']})`,
            );
            return;
          }
          try {
            const body: unknown = JSON.parse(
              decode(Buffer.concat(chunks), answer.headers['content-encoding']).toString(),
            );
            const problem = check({ method: req.method ?? 'GET', path, status, body });
            if (problem) violations.push(problem);
          } catch (error) {
            violations.push(`${req.method} ${path} -> ${status}: unreadable body (${String(error)})`);
          }
        });
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
