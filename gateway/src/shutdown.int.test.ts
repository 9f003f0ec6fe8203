// SIGTERM: the gateway stops accepting connections, finishes the requests it is serving, closes the
// database and exits 0.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startGateway } from '@campus-swap/test-support/gateway-process';

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM, then refuses new connections and exits 0', async () => {
    const gateway = await startGateway();
    const { port } = new URL(gateway.url);
    const body = JSON.stringify({ query: '{ catalog { years } }' });

    // Send the headers and half of the body, so the request is in flight when the signal arrives.
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        gateway.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });
    const exited = new Promise<number | null>((resolve) =>
      gateway.child.once('exit', (code) => resolve(code)),
    );

    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text).data.catalog.years).toContain('senior');
    expect(await exited).toBe(0);
    await expect(fetch(`${gateway.url}/health/live`)).rejects.toThrow();
    expect(gateway.logs()).toMatch(/campus swap stopped/);
    await gateway.stop();
  });
});
