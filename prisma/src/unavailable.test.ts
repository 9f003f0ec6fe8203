import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable } from './unavailable.ts';

// Shapes as observed from Prisma 7 + @prisma/adapter-pg and pg 8 against a stopped server.
const adapterError = (cause: object) => ({
  name: 'PrismaClientKnownRequestError',
  code: 'P2039',
  meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
});

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is down, restarting or dropped the connection', () => {
    expect(isDatabaseUnavailable(adapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1' }))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(adapterError({ kind: 'postgres', code: '57P01', originalCode: '57P01' })),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: 'P1001' })).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable({ originalError: { cause: { code: '08006' } } })).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([{ code: 'ECONNREFUSED' }]))).toBe(true);
    // the pool stayed exhausted for the whole wait (seen under `npm run load` on a busy machine)
    expect(
      isDatabaseUnavailable({
        code: 'P2028',
        message: 'Transaction API error: Unable to start a transaction in the given time.',
      }),
    ).toBe(true);
  });

  it('leaves bugs and constraint errors alone (they stay 500 or their own code)', () => {
    expect(isDatabaseUnavailable(adapterError({ kind: 'UniqueConstraintViolation' }))).toBe(false);
    expect(
      isDatabaseUnavailable(adapterError({ kind: 'postgres', code: '42P01', originalCode: '42P01' })),
    ).toBe(false);
    expect(isDatabaseUnavailable({ code: 'P2002' })).toBe(false);
    expect(
      isDatabaseUnavailable({ code: 'P2028', message: 'Transaction API error: Transaction already closed' }),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = { cause: loop };
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });

  it('tells why: unreachable, a statement that timed out, or no pooled connection in time (ADR 218)', () => {
    expect(
      databaseUnavailableReason(adapterError({ kind: 'postgres', code: '57P01', originalCode: '57P01' })),
    ).toBe('database unreachable');
    expect(
      databaseUnavailableReason(adapterError({ kind: 'postgres', code: '57014', originalCode: '57014' })),
    ).toBe('database statement timeout');
    expect(databaseUnavailableReason({ originalError: { code: '55P03' } })).toBe(
      'database statement timeout',
    );
    expect(databaseUnavailableReason(new Error('timeout exceeded when trying to connect'))).toBe(
      'database pool wait timeout',
    );
    expect(databaseUnavailableReason({ code: 'P2024' })).toBe('database pool wait timeout');
    expect(databaseUnavailableReason({ code: 'ECONNREFUSED' })).toBe('database unreachable');
    expect(databaseUnavailableReason(adapterError({ kind: 'UniqueConstraintViolation' }))).toBeNull();
  });
});
