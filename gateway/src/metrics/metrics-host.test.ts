import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isLoopbackHost, metricsHostWarning } from './metrics-host.ts';

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://h:25',
  UNSUBSCRIBE_SECRET: 'y'.repeat(32),
  METRICS_PORT: '9464',
};

describe('the METRICS_HOST warning at start-up (issue 34, ADR 282)', () => {
  it('production warns in one line naming METRICS_HOST when the listener is not on loopback', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.7', '203.0.113.9', 'metrics.example.edu']) {
      const warning = metricsHostWarning(loadConfig({ ...production, METRICS_HOST: host }));
      expect(warning?.startsWith(`METRICS_HOST is ${host}, not a loopback address`), host).toBe(true);
      expect(warning, host).toContain('port 9464');
      expect(warning, host).not.toContain('\n');
    }
  });

  it('says nothing on loopback, without a metrics listener, or outside production', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost']) {
      expect(metricsHostWarning(loadConfig({ ...production, METRICS_HOST: host })), host).toBeNull();
    }
    expect(metricsHostWarning(loadConfig({ ...production }))).toBeNull(); // the default, 127.0.0.1
    const { METRICS_PORT: _off, ...noListener } = production;
    expect(metricsHostWarning(loadConfig({ ...noListener, METRICS_HOST: '0.0.0.0' }))).toBeNull();
    expect(metricsHostWarning(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }))).toBeNull();
  });

  it('knows loopback from lookalikes', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('127.0.0.1.example.com')).toBe(false);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('::')).toBe(false);
  });
});
