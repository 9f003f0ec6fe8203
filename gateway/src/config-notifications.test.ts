// Configuration of notifications: the unsubscribe-link key and the Web Push (VAPID) keys.
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
});
