// The load generator's HTTP client: JSON over keep-alive connections (one agent per gateway, like a
// load balancer's upstream pool), bearer sessions (no cookies, so CSRF-exempt as for API clients),
// and an optional X-Forwarded-For address per simulated student (see run.ts: TRUST_PROXY).
import http from 'node:http';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked by the callers at run time
export type Json = any;
export type Answer = { status: number; body: Json; retryAfter: string | null };

const agents = new Map<string, http.Agent>();
function agentFor(base: string): http.Agent {
  let agent = agents.get(base);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
    agents.set(base, agent);
  }
  return agent;
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export type CallOptions = { token?: string | null; body?: unknown; ip?: string; timeoutMs?: number };

/** One call; a refused or dropped connection rejects (the caller decides whether to fail over). */
export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: agentFor(base),
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          accept: 'application/json',
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Json = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = { unparsed: text.slice(0, 200) };
          }
          resolve({
            status: res.statusCode ?? 0,
            body,
            retryAfter: (res.headers['retry-after'] as string) ?? null,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.on('error', reject);
    req.end(payload);
  });
}
