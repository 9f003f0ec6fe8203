import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { messageOr, messageWithWait, readApiError, waitText } from './api-errors.ts';

function serverError(status: number, bodyText: string): ServerError {
  return new ServerError('Response not successful', {
    response: new Response(bodyText, { status }),
    bodyText,
  });
}

describe('readApiError', () => {
  it('reads code, message and fields from GraphQL errors', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Some fields are not valid.',
          extensions: {
            code: 'VALIDATION_FAILED',
            fields: { age: 'Age must be between 16 and 100.', bad: 3 },
          },
        },
      ],
    });
    expect(readApiError(error)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { age: 'Age must be between 16 and 100.' },
    });
  });

  it('reads how long to wait and how many tries are left, when the server said (issue 39)', () => {
    const error = (extensions: Record<string, unknown>) =>
      new CombinedGraphQLErrors({ errors: [{ message: 'm', extensions }] });
    expect(readApiError(error({ code: 'INVALID_CODE', triesLeft: 3 }))).toMatchObject({ triesLeft: 3 });
    expect(readApiError(error({ code: 'RATE_LIMITED', retryAfter: 42 }))).toMatchObject({ retryAfter: 42 });
    expect(readApiError(error({ code: 'INVALID_CODE', triesLeft: '3', retryAfter: -1 }))).toEqual({
      code: 'INVALID_CODE',
      message: 'm',
      fields: {},
    });
  });

  it('reads the documented JSON body of an HTTP refusal', () => {
    expect(readApiError(serverError(429, '{"error":"Too many requests.","code":"RATE_LIMITED"}'))).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests.',
      fields: {},
    });
  });

  it('reads a GraphQL response sent as application/json with an HTTP refusal (/graphql)', () => {
    const body = '{"errors":[{"message":"Missing CSRF token.","extensions":{"code":"CSRF_FAILED"}}]}';
    expect(readApiError(serverError(403, body))).toEqual({
      code: 'CSRF_FAILED',
      message: 'Missing CSRF token.',
      fields: {},
    });
  });

  it('knows nothing about network failures and odd values', () => {
    const empty = { code: null, message: null, fields: {} };
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual(empty);
    expect(readApiError(serverError(502, '<html>'))).toEqual(empty);
    expect(readApiError(null)).toEqual(empty);
    expect(readApiError(new CombinedGraphQLErrors({ errors: [] }))).toEqual(empty);
    // look-alikes that are not Apollo's errors are not read
    expect(readApiError({ errors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }] })).toEqual(empty);
    expect(readApiError({ bodyText: '{"error":"x","code":"RATE_LIMITED"}' })).toEqual(empty);
  });

  it('falls back when the server sent no sentence', () => {
    expect(messageOr(readApiError(new Error('x')), 'Failed to process login')).toBe(
      'Failed to process login',
    );
    const nope = new CombinedGraphQLErrors({ errors: [{ message: 'Nope', extensions: {} }] });
    expect(messageOr(readApiError(nope), 'F')).toBe('Nope');
  });
});

describe('messageWithWait (issue 39)', () => {
  it('says how long a refusal lasts when the server said', () => {
    expect(waitText(20)).toBe('a few seconds');
    expect(waitText(60)).toBe('about a minute');
    expect(waitText(14 * 60 + 10)).toBe('about 14 minutes');
    const locked = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many failed sign-in attempts.', fields: {} };
    expect(messageWithWait({ ...locked, retryAfter: 600 }, 'x')).toBe(
      'Too many failed sign-in attempts. (Try again in about 10 minutes.)',
    );
    expect(messageWithWait(locked, 'x')).toBe('Too many failed sign-in attempts.');
  });
});
