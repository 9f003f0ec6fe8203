// TRUST_PROXY as production takes it (issue 20, ADR 142): behind one proxy (`1`), the client address
// is the one the proxy appended to X-Forwarded-For, so a client that forges the header's first entry
// on every request still meets the per-IP limit. With `true` (refused in production) the forged
// entry would be taken as the address and every request would get a fresh budget: the control.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { SIGNED_OUT_LIMIT } from './http/rate-limit.ts';

let behindOneProxy: RunningServer;
let trustingAll: RunningServer;

beforeAll(async () => {
  behindOneProxy = await startInProcessGateway({ TRUST_PROXY: '1' });
  trustingAll = await startInProcessGateway({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await behindOneProxy?.close();
  await trustingAll?.close();
});

/** Signed-out requests from one client that forges a new first X-Forwarded-For entry each time. */
async function forgedFlood(server: RunningServer, count: number, realAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, async (_, j) => {
      const i = start + j;
      const forged = `198.18.${Math.floor(i / 250)}.${i % 250}`;
      const res = await fetch(`${server.url}/api/catalog`, {
        // what the proxy passes on: the client's own header, then the address it saw
        headers: { 'x-forwarded-for': `${forged}, ${realAddress}` },
      });
      await res.arrayBuffer();
      return res.status;
    });
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('TRUST_PROXY and forged X-Forwarded-For', () => {
  it('behind one proxy, a forged first entry does not dodge the per-IP limit', async () => {
    const statuses = await forgedFlood(behindOneProxy, SIGNED_OUT_LIMIT.points + 3, '203.0.113.7');
    expect(count(statuses, 200)).toBe(SIGNED_OUT_LIMIT.points);
    expect(count(statuses, 429)).toBe(3);
    // another client behind the same proxy has its own budget
    const other = await fetch(`${behindOneProxy.url}/api/catalog`, {
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.status).toBe(200);
  });

  it('trusting every hop (refused in production) lets the same client pick a fresh address each time', async () => {
    const statuses = await forgedFlood(trustingAll, SIGNED_OUT_LIMIT.points + 3, '203.0.113.7');
    expect(count(statuses, 429)).toBe(0);
  });
});
