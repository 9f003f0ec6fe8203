// Redis down (issue 28, ADR 220): the real gateway with REDIS_URL naming a port where nothing listens.
// Every request still answers, the general limits keep counting per process (the memory insurance),
// and the outage is logged once, not per request or per reconnect attempt.
import { createApiToken } from '@campus-swap/schema/services/api-tokens';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { freePort } from '@campus-swap/test-support/free-port';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';

let server: RunningServer;
const logLines: { msg?: string }[] = [];

beforeAll(async () => {
  const port = await freePort();
  const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  server = await startInProcessGateway({ REDIS_URL: `redis://127.0.0.1:${port}` }, { log });
});
afterAll(async () => {
  await server?.close();
});

describe('REDIS_URL pointing at nothing', () => {
  it('answers every request, counts the limits per process, and logs the outage once', async () => {
    const student = await createStudent(server.services);
    const { token } = await createApiToken(server.services.prisma, student.user.id, {
      name: 'outage',
      scope: 'READ',
      expiresInDays: 7,
    });
    const remaining: number[] = [];
    // bounded: 40 requests, one after another, spread over the reconnect attempts
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${server.url}/api/catalog`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      remaining.push(Number(res.headers.get('ratelimit-remaining')));
      const anonymous = await fetch(`${server.url}/api/catalog`);
      expect(anonymous.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // the token's budget is still counted, one point a request, by this process
    for (let i = 1; i < remaining.length; i++) expect(remaining[i]).toBe(remaining[i - 1]! - 1);
    const outage = logLines.filter((line) => /redis/i.test(line.msg ?? ''));
    expect(outage.map((line) => line.msg)).toEqual([
      'redis unavailable: rate limits fall back to per-process counting',
    ]);
  });
});
