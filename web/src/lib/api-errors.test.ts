import { describe, expect, it } from 'vitest';
import { messageOr, readApiError } from './api-errors.ts';

describe('readApiError', () => {
  it('reads code, message and fields from GraphQL errors', () => {
    const error = {
      errors: [
        {
          message: 'Some fields are not valid.',
          extensions: {
            code: 'VALIDATION_FAILED',
            fields: { age: 'Age must be between 16 and 100.', bad: 3 },
          },
        },
      ],
    };
    expect(readApiError(error)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { age: 'Age must be between 16 and 100.' },
    });
  });

  it('reads the documented JSON body of an HTTP refusal', () => {
    expect(
      readApiError({ statusCode: 429, bodyText: '{"error":"Too many requests.","code":"RATE_LIMITED"}' }),
    ).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests.',
      fields: {},
    });
  });

  it('knows nothing about network failures and odd values', () => {
    const empty = { code: null, message: null, fields: {} };
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual(empty);
    expect(readApiError({ bodyText: '<html>' })).toEqual(empty);
    expect(readApiError(null)).toEqual(empty);
    expect(readApiError({ errors: [] })).toEqual(empty);
  });

  it('falls back when the server sent no sentence', () => {
    expect(messageOr(readApiError(new Error('x')), 'Failed to process login')).toBe(
      'Failed to process login',
    );
    expect(messageOr(readApiError({ errors: [{ message: 'Nope', extensions: {} }] }), 'F')).toBe('Nope');
  });
});
