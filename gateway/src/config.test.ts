import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data/pglite' });
    expect(config.allowedEmailDomains).toEqual(['rutgers.edu', 'scarletmail.rutgers.edu']);
    expect(config.appOrigin).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.google).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db' });
    expect(config.database).toEqual({
      kind: 'postgresql',
      url: 'postgresql://u@127.0.0.1:5432/db',
      poolSize: 10,
      statementTimeoutMs: 5_000,
      poolWaitMs: 5_000,
    });
  });

  it('takes the statement and pool-wait timeouts from the environment and refuses nonsense (ADR 218)', () => {
    const url = 'postgresql://u@127.0.0.1:5432/db';
    const env = { DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: '1500', DATABASE_POOL_WAIT_MS: '2500' };
    expect(loadConfig(env).database).toMatchObject({ statementTimeoutMs: 1500, poolWaitMs: 2500 });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('sizes the connection pool from DATABASE_POOL_SIZE and refuses nonsense', () => {
    const url = 'postgresql://u@127.0.0.1:5432/db';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '25' }).database).toMatchObject({
      poolSize: 25,
    });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('marks cookies Secure when the app origin is https', () => {
    expect(loadConfig({ APP_ORIGIN: 'https://swap.example.edu/' }).secureCookies).toBe(true);
  });

  it('refuses production without SMTP_URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: is required in production/);
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      UNSUBSCRIBE_SECRET: 'x'.repeat(32),
    };
    expect(loadConfig(production).environment).toBe('production');
  });

  it('explains every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ALLOWED_EMAIL_DOMAINS: 'not a domain' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be a postgresql:\/\/ URL/);
      expect(message).toMatch(/ALLOWED_EMAIL_DOMAINS/);
    }
  });

  it('refuses a staff address with a +tag, which could never sign in (ADR 283)', () => {
    expect(loadConfig({ STAFF_EMAILS: 'cara.c@rutgers.edu' }).staffEmails).toEqual(['cara.c@rutgers.edu']);
    expect(() => loadConfig({ STAFF_EMAILS: 'cara.c@rutgers.edu, cara.c+desk@rutgers.edu' })).toThrow(
      /STAFF_EMAILS\.1: must be without a \+tag/,
    );
  });

  it('needs both Google credentials or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/go together/);
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(
      loadConfig({ TRUST_PROXY: '10.1.2.3, 2001:db8::/32, 192.168.0.0/255.255.0.0' }).trustProxy,
    ).toEqual(['10.1.2.3', '2001:db8::/32', '192.168.0.0/255.255.0.0']);
  });

  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail:25',
    UNSUBSCRIBE_SECRET: 'x'.repeat(32),
  };

  it('production refuses TRUST_PROXY=true and names it; a hop count or addresses are fine (ADR 142)', () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must not be true in production: every client could then choose its IP through X-Forwarded-For/,
    );
    expect(() => loadConfig({ ...production, TRUST_PROXY: ' true ' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.5,10.0.0.6' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.0.6',
    ]);
    expect(loadConfig({ ...production }).trustProxy).toBe(false);
  });

  it('refuses a TRUST_PROXY that is no hop count and no list of addresses, naming it', () => {
    // a number is a hop count of at most 99, never an address: 100 would trust every hop, as `true`
    for (const value of ['100', '4294967295', '10.0.0.1, 100']) {
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://m:25',
          UNSUBSCRIBE_SECRET: 'x'.repeat(32),
          TRUST_PROXY: value,
        }),
      ).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
    }
    for (const value of [
      'yes',
      '1.5',
      '10.0.0.0/33',
      '300.1.1.1',
      'loopback, proxy.example',
      '10.0.0.1/8/8',
      '1e3',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be true, false, a hop count/,
      );
    }
  });
});
