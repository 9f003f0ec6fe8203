// A bounded in-process HTTP load generator: a fixed number of keep-alive connections, each sending its
// next request when the previous one is answered, until a request count or a deadline is reached.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type Call = { method?: string; path: string; headers?: Record<string, string>; body?: string };
export type Answer = { status: number; body: string; ms: number };

export type LoadResult = {
  count: number;
  /** answers whose status was not the expected one */
  errors: number;
  statuses: Record<number, number>;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  latencies: number[];
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function createClient(baseUrl: string, connections: number, timeoutMs = 30_000) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** Never rejects: a failed exchange answers status 0 with the error's message as its body. */
  const send = (call: Call): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: call.method ?? 'GET',
          path: call.path,
          agent,
          headers: {
            ...(call.body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) }
              : {}),
            ...call.headers,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timeout: ${call.method ?? 'GET'} ${call.path}`)));
      req.on('error', reject);
      req.end(call.body);
    }).catch((error: unknown) => ({ status: 0, body: String(error), ms: Number.NaN }));
  return { send, close: () => agent.destroy() };
}

/** Sends `next(i)` over `connections` connections until `maxRequests` or `seconds` have passed. */
export async function runLoad(
  baseUrl: string,
  options: {
    connections: number;
    seconds: number;
    maxRequests: number;
    next: (i: number) => Call;
    expect?: number;
  },
): Promise<LoadResult> {
  const client = createClient(baseUrl, options.connections);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (issued < options.maxRequests && performance.now() < deadline) {
          const answer = await client.send(options.next(issued++));
          if (!Number.isNaN(answer.ms)) latencies.push(answer.ms);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status !== (options.expect ?? 200)) errors++;
        }
      }),
    );
  } finally {
    client.close();
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    statuses,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    latencies,
  };
}
