import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { AppLogger } from '../logger.ts';
import { isLoopbackHost, metricsHostWarning, processMetrics, startMetricsServer } from './metrics-server.ts';

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

  it('is logged by the listener once it listens, and only for a listener off loopback', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      const config = loadConfig({ ...production, METRICS_HOST: host, METRICS_PORT: '0' });
      const server = await startMetricsServer(config, processMetrics, log as unknown as AppLogger);
      expect(server?.url, host).toMatch(/\/metrics$/);
      await server?.close();
    }
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { metricsHost: '0.0.0.0' },
      expect.stringMatching(/^METRICS_HOST is 0\.0\.0\.0,/),
    );
    // without METRICS_PORT there is no listener, and nothing to say
    const { METRICS_PORT: _off, ...noListener } = production;
    const config = loadConfig({ ...noListener, METRICS_HOST: '0.0.0.0' });
    expect(await startMetricsServer(config, processMetrics, log as unknown as AppLogger)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
