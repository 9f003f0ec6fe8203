// The device cookie's token (ADR 313): it names the account it was made for, and nothing else opens.
import { describe, expect, it } from 'vitest';
import { deriveCodeKey } from './code-seal.ts';
import { deriveDeviceKey, issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';

const key = deriveDeviceKey('test-only mail secret, 32 characters or more');
const userId = '0b6c2f4e-8d7a-4c1e-9f3b-2a5d6e7f8091';

describe('device cookies', () => {
  it('names the account and a fresh nonce each time', () => {
    const a = issueDeviceCookie(key, userId);
    const b = issueDeviceCookie(key, userId);
    expect(a).toMatch(/^v1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(readDeviceCookie(key, a)).toEqual({ userId, nonce: a.split('.')[2] });
    expect(readDeviceCookie(key, b)!.nonce).not.toBe(readDeviceCookie(key, a)!.nonce);
  });

  it('opens nothing forged, renamed, under another key or malformed', () => {
    const cookie = issueDeviceCookie(key, userId);
    const [version, , nonce, mac] = cookie.split('.');
    const other = '1f0e9d8c-7b6a-4594-8372-61504f3e2d1c';
    expect(readDeviceCookie(key, `${version}.${other}.${nonce}.${mac}`)).toBeNull();
    expect(readDeviceCookie(key, `${version}.${userId}.${'A'.repeat(22)}.${mac}`)).toBeNull();
    expect(readDeviceCookie(key, `${version}.${userId}.${nonce}.${'A'.repeat(43)}`)).toBeNull();
    expect(readDeviceCookie(key, `v2.${userId}.${nonce}.${mac}`)).toBeNull();
    expect(readDeviceCookie(key, `${cookie}.x`)).toBeNull();
    expect(readDeviceCookie(deriveDeviceKey('another server secret, 32 characters'), cookie)).toBeNull();
    for (const bad of [undefined, '', 'v1', 'v1...', 'x'.repeat(500)])
      expect(readDeviceCookie(key, bad)).toBeNull();
  });

  it('has a key of its own, apart from the code seal derived from the same secret', () => {
    const secret = 'test-only mail secret, 32 characters or more';
    expect(deriveDeviceKey(secret).equals(deriveCodeKey(secret))).toBe(false);
    expect(deriveDeviceKey(secret)).toHaveLength(32);
  });
});
