// The metrics listener (METRICS_PORT): its own HTTP server, never the public port, bound to
// METRICS_HOST (127.0.0.1 unless told otherwise), answering GET /metrics in Prometheus' text format
// and 404 to anything else. One gateway process serves its own registry; under start:cluster the
// primary serves every worker's metrics together and the workers open no listener (ADR 171).
//
// The listener answers anyone who reaches METRICS_HOST, with no sign-in: request and error counts, the
// queue of code mails, the pool. A production gateway bound to 0.0.0.0 or a public address by mistake
// shows that to the world, so a start in production says so in one line (issue 34, ADR 282). Not
// refused: a scraper on another machine of a private network is a fair reason, behind a firewall.
import { createServer, type Server } from 'node:http';
import { type AddressInfo, BlockList, isIP } from 'node:net';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from '../config.ts';
import type { AppLogger } from '../logger.ts';
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

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** Whether `host` (an address or a name) can only be reached from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** The warning a production start logs when the metrics listener is not on loopback, else null. */
export function metricsHostWarning(config: Pick<Config, 'environment' | 'metrics'>): string | null {
  const { environment, metrics } = config;
  if (environment !== 'production' || !metrics || isLoopbackHost(metrics.host)) return null;
  return (
    `METRICS_HOST is ${metrics.host}, not a loopback address: GET /metrics on port ${metrics.port} answers ` +
    'anyone who reaches it, without sign-in; bind it to 127.0.0.1 or keep the port behind a firewall'
  );
}

/**
 * Opens the listener of `config.metrics` (none without METRICS_PORT), serving `source`; logs a scrape
 * that failed, and the warning above.
 */
export async function startMetricsServer(
  config: Pick<Config, 'environment' | 'metrics'>,
  source: MetricsSource,
  log: AppLogger,
): Promise<MetricsServer | null> {
  const options = config.metrics;
  if (!options) return null;
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
        log.error({ err: error }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const warning = metricsHostWarning(config);
  if (warning) log.warn({ metricsHost: options.host }, warning);
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
