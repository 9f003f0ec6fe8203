// The metrics listener answers anyone who reaches METRICS_HOST, with no sign-in: request and error
// counts, the queue of code mails, the pool. A production gateway bound to 0.0.0.0 or a public address
// by mistake shows that to the world, so a start in production says so in one line (issue 34, ADR 282).
// Not refused: a scraper on another machine of a private network is a fair reason, behind a firewall.
import { BlockList, isIP } from 'node:net';
import type { Config } from '../config.ts';

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
