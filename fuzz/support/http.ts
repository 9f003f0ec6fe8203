// One HTTP exchange on its own connection (node:http, no keep-alive). The fuzz does not use fetch's
// pooled connections: a request sent on an idle connection just as the server closes it fails
// ("other side closed") through no fault of either side, and would be reported as no answer.
import http from 'node:http';

export type RawAnswer = { status: number; headers: Headers; text: string };

export function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | Buffer | undefined },
  timeoutMs: number,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // the path exactly as generated: parsing the whole URL would resolve '/./' and other spellings
    const { hostname, port, origin } = new URL(url);
    const req = http.request(
      {
        hostname,
        port,
        path: url.slice(origin.length),
        method: init.method,
        headers: init.headers,
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') headers.set(name, value);
            else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
          }
          resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(init.body);
  });
}
