// The metrics listener (METRICS_PORT): its own HTTP server, never the public port, bound to
// METRICS_HOST (127.0.0.1 unless told otherwise), answering GET /metrics in Prometheus' text format
// and 404 to anything else. One gateway process serves its own registry; under start:cluster the
// primary serves every worker's metrics together and the workers open no listener (ADR 171).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './registry.ts';

export type MetricsServer = { url: string; close(): Promise<void> };

/** `source` answers the text and its content type: this process's registry, or the cluster's. */
type MetricsSource = () => Promise<{ text: string; contentType: string }>;

export const processMetrics: MetricsSource = async () => ({
  text: await metricsRegistry.metrics(),
  contentType: metricsRegistry.contentType,
});

export function clusterMetrics(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return async () => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
}

export async function startMetricsServer(
  options: { host: string; port: number },
  source: MetricsSource,
  onError: (error: unknown) => void,
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    source().then(
      ({ text, contentType }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text);
      },
      (error: unknown) => {
        onError(error);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
