// Configuration of notifications: the unsubscribe-link key, the Web Push (VAPID) keys and the push
// services whose endpoints are accepted (ADR 146).
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PUBLIC = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const PRIVATE = 'tUxbf-Mu6wFSEgaTMJyfeCs8mXE7bN8MnzmVXdm7M0M';

describe('notification configuration', () => {
  it('production needs its own unsubscribe key, of at least 32 characters', () => {
    const base = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' };
    expect(() => loadConfig(base)).toThrow(/UNSUBSCRIBE_SECRET: is required in production/);
    expect(() => loadConfig({ ...base, UNSUBSCRIBE_SECRET: 'short' })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(loadConfig({ ...base, UNSUBSCRIBE_SECRET: 'k'.repeat(40) }).unsubscribeSecret).toBe(
      'k'.repeat(40),
    );
    expect(loadConfig({}).unsubscribeSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('push is off without VAPID keys, needs both, and defaults the subject to the support address', () => {
    expect(loadConfig({}).vapid).toBeNull();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PUBLIC })).toThrow(/go together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'nope', VAPID_PRIVATE_KEY: PRIVATE })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(loadConfig({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE }).vapid).toEqual({
      publicKey: PUBLIC,
      privateKey: PRIVATE,
      subject: 'mailto:support@campusswap.app',
    });
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'someone' }),
    ).toThrow(/VAPID_SUBJECT/);
  });

  it('push endpoints: the known push services by default, a validated list, loopback never in production', () => {
    expect(loadConfig({}).pushEndpoints).toEqual({
      hosts: [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.push.apple.com',
        '*.notify.windows.com',
      ],
      allowLoopback: false,
    });
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.com, *.push.test ' }).pushEndpoints.hosts).toEqual(
      ['push.example.com', '*.push.test'],
    );
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: '169.254.169.254' })).toThrow(
      /PUSH_SERVICE_HOSTS: .*IP address/,
    );
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com' })).toThrow(
      /PUSH_SERVICE_HOSTS/,
    );
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: ' , ' })).toThrow(
      /PUSH_SERVICE_HOSTS: needs at least one host/,
    );
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK: 'true' }).pushEndpoints.allowLoopback).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      UNSUBSCRIBE_SECRET: 'k'.repeat(40),
    };
    expect(() => loadConfig({ ...production, PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(
      /PUSH_ALLOW_LOOPBACK: must not be true in production/,
    );
  });
});
