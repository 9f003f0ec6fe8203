import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_ENDPOINT_POLICY,
  endpointUrlProblem,
  isAllowedAddress,
  PUSH_ENDPOINT_MESSAGES,
  pushHostPatternProblem,
} from './push-endpoints.ts';

describe('isAllowedAddress', () => {
  it('refuses loopback, private, link-local, metadata and other non-public addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '2001::1',
      'not an address',
    ]) {
      expect(isAllowedAddress(address, false), address).toBe(false);
    }
  });

  it('allows public unicast addresses', () => {
    for (const address of [
      '142.250.74.10',
      '8.8.8.8',
      '172.32.0.1',
      '2a00:1450:4001:82a::200a',
      '2606:4700::1',
    ]) {
      expect(isAllowedAddress(address, false), address).toBe(true);
    }
  });

  it('allows loopback only when told to (tests), and still nothing private', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', true)).toBe(false);
  });
});

describe('endpointUrlProblem (default: the known push services)', () => {
  const problem = (endpoint: string) => endpointUrlProblem(endpoint, DEFAULT_PUSH_ENDPOINT_POLICY);

  it('accepts the endpoints browsers get', () => {
    expect(problem('https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b')).toBeNull();
    expect(problem('https://fcm.googleapis.com/wp/dGVzdA')).toBeNull();
    expect(problem('https://updates.push.services.mozilla.com/wpush/v2/gAAAAA')).toBeNull();
    expect(problem('https://web.push.apple.com/QGuQyavXutnMZ0')).toBeNull();
    expect(problem('https://wns2-par02p.notify.windows.com/w/?token=BQYAAA')).toBeNull();
  });

  it('refuses IP literals in every spelling, other hosts, look-alikes and other schemes', () => {
    for (const endpoint of [
      'https://127.0.0.1:8443/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://localhost/push',
      'https://evil.example/push',
      'https://fcm.googleapis.com.evil.example/push',
      'https://evilfcm.googleapis.com/push',
      'https://notify.windows.com/w',
      'https://xnotify.windows.com/w',
    ]) {
      expect(problem(endpoint), endpoint).toBe(PUSH_ENDPOINT_MESSAGES.host);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
      'https://user:pass@fcm.googleapis.com/x',
    ]) {
      expect(problem(endpoint), endpoint).toBe(PUSH_ENDPOINT_MESSAGES.url);
    }
  });
});

describe('endpointUrlProblem: the port (issue 34, ADR 282)', () => {
  const problem = (endpoint: string) => endpointUrlProblem(endpoint, DEFAULT_PUSH_ENDPOINT_POLICY);

  it('takes a push service with no port or :443, and refuses any other port', () => {
    expect(problem('https://fcm.googleapis.com:443/fcm/send/x')).toBeNull();
    expect(problem('https://web.push.apple.com:443/QGuQ')).toBeNull();
    for (const endpoint of [
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com:80/fcm/send/x',
      'https://fcm.googleapis.com:22/x',
      'https://fcm.googleapis.com:0443/x',
      'https://updates.push.services.mozilla.com:6379/wpush/v2/x',
    ]) {
      expect(problem(endpoint), endpoint).toBe(PUSH_ENDPOINT_MESSAGES.port);
    }
  });

  it('leaves a port to a local push service only (PUSH_ALLOW_LOOPBACK, never in production)', () => {
    const local = { hosts: ['localhost'], allowLoopback: true };
    expect(endpointUrlProblem('https://localhost:8443/push/x', local)).toBeNull();
    expect(endpointUrlProblem('https://localhost:8443/push/x', { ...local, allowLoopback: false })).toBe(
      PUSH_ENDPOINT_MESSAGES.port,
    );
  });
});

describe('pushHostPatternProblem (PUSH_SERVICE_HOSTS at start-up)', () => {
  it('takes host names and *.suffix, nothing else', () => {
    expect(pushHostPatternProblem('fcm.googleapis.com')).toBeNull();
    expect(pushHostPatternProblem('*.notify.windows.com')).toBeNull();
    expect(pushHostPatternProblem('localhost')).toBeNull();
    expect(pushHostPatternProblem('127.0.0.1')).toMatch(/IP address/);
    expect(pushHostPatternProblem('*.0.0.1')).toMatch(/IP address/);
    expect(pushHostPatternProblem('https://fcm.googleapis.com')).toMatch(/not a host name/);
    expect(pushHostPatternProblem('*')).toMatch(/not a host name/);
    expect(pushHostPatternProblem('a.*.com')).toMatch(/not a host name/);
  });
});
