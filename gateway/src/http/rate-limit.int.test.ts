// The general limits hold across several gateway processes (decisions.md §4, ADR 031): through a shared
// Redis when REDIS_URL is set, and by each process admitting its share when several run without it.
// Each "process" here is its own set of limiters, as each gateway process makes one at start-up.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '@campus-swap/test-support/free-port';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeneralLimiters, type GeneralLimiters } from './rate-limit.ts';

const LIMIT = { points: 40, durationSeconds: 60 };

/** How many of `attempts` consumptions of `key`, spread round-robin over the processes, are admitted. */
async function admitted(processes: GeneralLimiters[], key: string, attempts: number): Promise<number> {
  let count = 0;
  for (let i = 0; i < attempts; i++) {
    const limiter = processes[i % processes.length]!.signedIn;
    count += await limiter.consume(key).then(
      () => 1,
      () => 0,
    );
  }
  return count;
}

describe('general limits across processes without Redis', () => {
  it('admits at most the limit in total when two processes each count their share', async () => {
    const two = [1, 2].map(() => createGeneralLimiters({ processes: 2, signedIn: LIMIT, signedOut: LIMIT }));
    expect(two[0]!.store).toBe('memory');
    expect(await admitted(two, 'student-a', LIMIT.points * 2)).toBe(LIMIT.points);
    // a client whose connection always lands on one process gets that process's share
    expect(await admitted([two[0]!], 'student-b', LIMIT.points)).toBe(LIMIT.points / 2);
  });

  it('admits exactly the limit in one process', async () => {
    const one = createGeneralLimiters({ signedIn: LIMIT, signedOut: LIMIT });
    expect(await admitted([one], 'student-c', LIMIT.points + 5)).toBe(LIMIT.points);
  });
});

describe('general limits across processes sharing Redis', () => {
  let redisServer: ChildProcess;
  const clients: Redis[] = [];
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    // a private server, so the test neither needs nor disturbs a shared one
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    let spawnError: Error | null = null;
    // .ci/run installs redis-server; say so plainly when it is missing
    redisServer.on('error', (error) => {
      spawnError = error;
    });
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => 100 });
    probe.on('error', () => {}); // refused until the server is up
    const deadline = Date.now() + 10_000;
    while ((await probe.ping().catch(() => null)) !== 'PONG') {
      if (spawnError)
        throw new Error(`could not start redis-server (apt-get install redis-server): ${spawnError}`);
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    probe.disconnect();
  });
  afterAll(() => {
    for (const client of clients) client.disconnect();
    redisServer?.kill('SIGKILL');
  });

  const connect = () => {
    const client = new Redis({ port, host: '127.0.0.1', enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };

  it('admits exactly the limit in total, whichever process each request reaches', async () => {
    const processes = [1, 2].map(() =>
      createGeneralLimiters({
        redis: connect(),
        processes: 2,
        signedIn: LIMIT,
        signedOut: LIMIT,
        keyPrefix: 't1',
      }),
    );
    await Promise.all(
      clients.map((c) => (c.status === 'ready' ? null : new Promise((r) => c.once('ready', r)))),
    );
    expect(processes[0]!.store).toBe('redis');
    // all on one process: more than a per-process share, since the count is shared
    expect(await admitted([processes[0]!], 'student-a', 30)).toBe(30);
    expect(await admitted(processes, 'student-a', LIMIT.points)).toBe(LIMIT.points - 30);
    const refusal = await processes[1]!.signedIn.consume('student-a').catch((error: unknown) => error);
    expect(refusal).toMatchObject({ remainingPoints: 0 });
    expect((refusal as { msBeforeNext: number }).msBeforeNext).toBeGreaterThan(0);
  });

  it('keeps limiting per process when Redis goes away', async () => {
    const client = connect();
    await new Promise((resolve) =>
      client.status === 'ready' ? resolve(null) : client.once('ready', resolve),
    );
    const limiters = createGeneralLimiters({
      redis: client,
      processes: 2,
      signedIn: LIMIT,
      signedOut: LIMIT,
      keyPrefix: 't2',
    });
    client.disconnect();
    expect(await admitted([limiters], 'student-z', LIMIT.points)).toBe(LIMIT.points / 2);
  });
});
