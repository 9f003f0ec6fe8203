// Which push endpoints the server will ever connect to (ADR 146). A PushSubscription's endpoint is a URL
// the browser got from its push service, but it reaches us as client input: without a check, any
// signed-in caller could make the server POST to https://127.0.0.1:…, to a cloud metadata address or
// to anything inside the network (blind SSRF). So an endpoint must be https on port 443, on a host of a
// known push service (PUSH_SERVICE_HOSTS), never an IP literal, and its name must resolve
// only to public addresses. The check runs when subscribing and again when sending, where the
// connection goes to an address that passed it (guardedLookup), so DNS cannot change its answer
// between the check and the connect.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { parse as parseLegacy } from 'node:url';
import type { PushEndpointPolicy } from '../../context.ts';

/** The push services browsers use (Chrome, Edge, Firefox, Safari), as of 2026. */
export const KNOWN_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com', // Chrome, Chromium-based browsers (Opera, Samsung Internet, Brave), Android
  'updates.push.services.mozilla.com', // Firefox
  '*.push.apple.com', // Safari 16+ on macOS and iOS (web.push.apple.com)
  '*.notify.windows.com', // Microsoft Edge (Windows Push Notification Services)
];

export type { PushEndpointPolicy };

export const DEFAULT_PUSH_ENDPOINT_POLICY: PushEndpointPolicy = {
  hosts: KNOWN_PUSH_SERVICE_HOSTS,
  allowLoopback: false,
};

const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Problems with one PUSH_SERVICE_HOSTS entry (start-up validation), or null. */
export function pushHostPatternProblem(entry: string): string | null {
  if (!HOST_PATTERN.test(entry)) return `"${entry}" is not a host name or *.suffix`;
  if (isIP(entry.replace(/^\*\./, '')) || /^[\d.]+$/.test(entry.replace(/^\*\./, '')))
    return `"${entry}" is an IP address; name the push service's host`;
  return null;
}

function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((pattern) =>
    pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern,
  );
}

// Everything that is not a public unicast address (IANA special-purpose registries).
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
// IPv6: only global unicast (2000::/3) can be public; of that, these are not
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address of any kind
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether the server may connect to this address (public unicast; loopback only when allowed). */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  if (type === 'ipv6' && !GLOBAL_UNICAST.check(address, 'ipv6')) return false;
  return !NOT_PUBLIC.check(address, type);
}

export const PUSH_ENDPOINT_MESSAGES = {
  url: 'The push endpoint must be an https URL.',
  host: "The push endpoint must be on a browser's push service.",
  address: "The push endpoint's host does not resolve to a public address.",
  port: 'The push endpoint must be on the https port (443).',
} as const;

/** The endpoint's problem that needs no DNS (scheme, port, host list, IP literal), or null. */
export function endpointUrlProblem(endpoint: string, policy: PushEndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_ENDPOINT_MESSAGES.url;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return PUSH_ENDPOINT_MESSAGES.url;
  const host = url.hostname;
  // IP literals never: "[::1]", "127.0.0.1", and the forms URL normalizes to them ("0x7f.1", "2130706433")
  if (host.startsWith('[') || isIP(host)) return PUSH_ENDPOINT_MESSAGES.host;
  // web-push connects to what the legacy url.parse reads: both parsers must agree on the host
  const legacy = parseLegacy(endpoint);
  if (legacy.hostname !== host) return PUSH_ENDPOINT_MESSAGES.url;
  if (!hostAllowed(host, policy.hosts)) return PUSH_ENDPOINT_MESSAGES.host;
  // Push services listen on 443. Another port would let a caller make the server knock on any
  // service a push host runs, or that its name points at (issue 34, ADR 282). Only a local push
  // service (PUSH_ALLOW_LOOPBACK, never in production) has a port of its own; endpointProblem then
  // wants its name to resolve to loopback only.
  if (!onHttpsPort(url, legacy.port) && !policy.allowLoopback) return PUSH_ENDPOINT_MESSAGES.port;
  return null;
}

/** No port, or 443, by both parsers (WHATWG drops a default port; the legacy one keeps what it read). */
function onHttpsPort(url: URL, legacyPort: string | null): boolean {
  return url.port === '' && (legacyPort === null || legacyPort === '443');
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/**
 * The endpoint's problem, or null: endpointUrlProblem, then every address its host resolves to must
 * be allowed (a name that cannot be resolved is refused too).
 */
export async function endpointProblem(endpoint: string, policy: PushEndpointPolicy): Promise<string | null> {
  const problem = endpointUrlProblem(endpoint, policy);
  if (problem) return problem;
  try {
    const url = new URL(endpoint);
    const addresses = await resolveAll(url.hostname);
    if (addresses.length === 0) return PUSH_ENDPOINT_MESSAGES.address;
    if (!onHttpsPort(url, parseLegacy(endpoint).port)) {
      // another port only for a local push service (PUSH_ALLOW_LOOPBACK), never a public host's
      return addresses.every((a) => LOOPBACK.check(a.address, a.family === 4 ? 'ipv4' : 'ipv6'))
        ? null
        : PUSH_ENDPOINT_MESSAGES.port;
    }
    return addresses.every((a) => isAllowedAddress(a.address, policy.allowLoopback))
      ? null
      : PUSH_ENDPOINT_MESSAGES.address;
  } catch {
    return PUSH_ENDPOINT_MESSAGES.address;
  }
}

export class PushEndpointRefused extends Error {
  readonly code = 'PUSH_ENDPOINT_REFUSED';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the push connections' socket: resolves like dns.lookup and hands the socket only
 * addresses that were checked, refusing the connection when any address is not allowed.
 */
export function guardedLookup(policy: PushEndpointPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolveAll(hostname).then(
      (addresses) => {
        if (
          addresses.length === 0 ||
          !addresses.every((a) => isAllowedAddress(a.address, policy.allowLoopback))
        ) {
          callback(new PushEndpointRefused(`${hostname} resolves to a non-public address`), '');
          return;
        }
        if (options.all) {
          callback(null, addresses);
          return;
        }
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const chosen = addresses.find((a) => !family || a.family === family) ?? addresses[0]!;
        callback(null, chosen.address, chosen.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
