// The failure mapping without I/O: an unexpected resolver fault is INTERNAL with the request id and
// nothing of the fault itself; known codes pass through; body-parser refusals map to their codes.
import { describe, expect, it } from 'vitest';
import type { Context } from '@campus-swap/schema/context';
import { AppError } from '@campus-swap/schema/errors';
import { fromHttpFailure, operationFailure } from './failures.ts';
import { createApolloServer, MAX_TOKENS } from './graphql.ts';

/**
 * `checkUser` through a fresh Apollo server whose database throws `fault` at any use; answers the
 * context it ran with (the REST door's holder on it) and the errors of the single result.
 */
async function checkUserFailing(fault: unknown, requestId: string, internal: (error: unknown) => void) {
  const apollo = createApolloServer({ faults: { internal, unavailable: () => {} } });
  await apollo.start();
  const prisma = new Proxy(
    {},
    {
      get: () => {
        throw fault;
      },
    },
  );
  const contextValue = {
    prisma,
    viewer: null,
    request: { requestId, ip: '127.0.0.1', userAgent: '' },
    failure: {},
  } as unknown as Context;
  const response = await apollo.executeOperation(
    { query: '{ checkUser(email: "a@rutgers.edu") { exists } }' },
    { contextValue },
  );
  await apollo.stop();
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { contextValue, errors: response.body.singleResult.errors ?? [] };
}

describe('GraphQL faults of ours', () => {
  it('answer INTERNAL with the request id, log the fault, and leak nothing', async () => {
    const logged: unknown[] = [];
    const fault = new Error('SELECT * FROM "User" failed at prisma/src/database.ts:12');
    const { errors } = await checkUserFailing(fault, 'req-internal-1', (error) => logged.push(error));
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

describe('the REST door', () => {
  it('gets the AppError a resolver threw, itself, through the context (ADR 101)', async () => {
    // what only the thrown error has: the rate limit's bucket, never sent to the client
    const thrown = new AppError('RATE_LIMITED', { retryAfter: 7, bucket: 'check-user' });
    const { contextValue, errors } = await checkUserFailing(thrown, 'req-rest-1', () => {});
    const first = errors[0]!;
    expect(first.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 7 });
    // Apollo runs the operation on a copy of the context; the holder it shares carries the error
    expect(operationFailure(contextValue, first)).toBe(thrown);
    // without the holder, the answer is rebuilt from the formatted error: the same code, sentence
    // and retry time, but not the bucket
    const rebuilt = operationFailure({ ...contextValue, failure: {} }, first);
    expect(rebuilt).not.toBe(thrown);
    expect([rebuilt.code, rebuilt.message, rebuilt.retryAfter, rebuilt.bucket]).toEqual([
      'RATE_LIMITED',
      thrown.message,
      7,
      undefined,
    ]);
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

describe('the token limit', () => {
  it('is QUERY_LIMIT_EXCEEDED where the parser stopped counting, and an earlier syntax error is not', async () => {
    const apollo = createApolloServer({ faults: { internal: () => {}, unavailable: () => {} } });
    await apollo.start();
    const contextValue = {
      viewer: null,
      request: { requestId: 'req-tokens-1', ip: '127.0.0.1', userAgent: '' },
    } as unknown as Context;
    const codeOf = async (query: string) => {
      const response = await apollo.executeOperation({ query }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return response.body.singleResult.errors?.[0]?.extensions?.code;
    };
    const many = 'me { id } '.repeat(MAX_TOKENS / 2);
    expect(await codeOf(`query { ${many} }`)).toBe('QUERY_LIMIT_EXCEEDED');
    // as long, but graphql-js stops at the stray ')' before it counts that far
    expect(await codeOf(`query { ) ${many} }`)).toBe('GRAPHQL_PARSE_FAILED');
    // within the limit; comments are not tokens
    expect(await codeOf(`${'# a comment\n'.repeat(MAX_TOKENS + 1)}query { me { id } `)).toBe(
      'GRAPHQL_PARSE_FAILED',
    );
    await apollo.stop();
  });
});
