// The failure mapping without I/O: an unexpected resolver fault is INTERNAL with the request id and
// nothing of the fault itself; known codes pass through; body-parser refusals map to their codes.
import { describe, expect, it } from 'vitest';
import type { Context } from '@campus-swap/schema/context';
import { AppError } from '@campus-swap/schema/errors';
import { fromHttpFailure } from './failures.ts';
import { createApolloServer } from './graphql.ts';

describe('GraphQL faults of ours', () => {
  it('answer INTERNAL with the request id, log the fault, and leak nothing', async () => {
    const logged: unknown[] = [];
    const apollo = createApolloServer({
      faults: { internal: (error) => logged.push(error), unavailable: () => {} },
    });
    await apollo.start();
    const broken = new Proxy(
      {},
      {
        get: () => {
          throw new Error('SELECT * FROM "User" failed at prisma/src/database.ts:12');
        },
      },
    );
    const contextValue = {
      prisma: broken,
      viewer: null,
      request: { requestId: 'req-internal-1', ip: '127.0.0.1', userAgent: '' },
    } as unknown as Context;
    const response = await apollo.executeOperation(
      { query: '{ checkUser(email: "a@rutgers.edu") { exists } }' },
      { contextValue },
    );
    await apollo.stop();
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { errors } = response.body.singleResult;
    expect(errors).toEqual([
      {
        message: 'Something went wrong on our side. Please try again.',
        path: ['checkUser'],
        extensions: { code: 'INTERNAL', requestId: 'req-internal-1' },
      },
    ]);
    expect(logged).toHaveLength(1);
    expect(String(logged[0])).toContain('SELECT');
  });
});

describe('fromHttpFailure', () => {
  it('maps body-parser refusals to their codes and leaves unknown faults to INTERNAL', () => {
    expect(fromHttpFailure({ type: 'entity.parse.failed', status: 400, expose: true })?.code).toBe(
      'BAD_JSON',
    );
    expect(fromHttpFailure({ type: 'entity.too.large', status: 413, expose: true })?.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    expect(fromHttpFailure({ type: 'charset.unsupported', status: 415, expose: true })?.code).toBe(
      'BAD_REQUEST',
    );
    expect(fromHttpFailure({ type: 'request.aborted', status: 400, expose: true })?.code).toBe('BAD_REQUEST');
    expect(
      fromHttpFailure(Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' }))?.code,
    ).toBe('BAD_REQUEST');
    const own = new AppError('RATE_LIMITED', { retryAfter: 3 });
    expect(fromHttpFailure(own)).toBe(own);
    expect(fromHttpFailure(Object.assign(new URIError('URI malformed'), { status: 400 }))?.code).toBe(
      'BAD_REQUEST',
    );
    expect(fromHttpFailure(new Error('boom'))).toBeNull();
    expect(fromHttpFailure({ status: 500, expose: false })).toBeNull();
  });
});
