// Each /api/auth row's GraphQL document runs against the real schema, and its reshape gives the
// documented body of decisions.md §3 (the HTTP mechanism itself is tested with the gateway).
import { graphql } from '@campus-swap/schema/graphql-cjs';
import { schema } from '@campus-swap/schema/index';
import { services, smtp, useAccountServices } from '@campus-swap/test-support/accounts-harness';
import { USER_KEYS } from '@campus-swap/test-support/documented-shapes';
import { runOperation } from '@campus-swap/test-support/test-services';
import { describe, expect, it } from 'vitest';
import { variablesReader } from '../request-variables.ts';
import { answerOf, type RestRoute } from '../route.ts';
import { authRoutes } from './auth.ts';

const { print, validate } = graphql;

useAccountServices();

function route(method: string, path: string): RestRoute {
  const found = authRoutes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no route ${method} ${path}`);
  return found;
}

/** What the facade does for one request, minus HTTP. */
async function call(method: string, path: string, body: Record<string, unknown> = {}, token?: string) {
  const r = route(method, path);
  const variables = variablesReader(r, schema)({ body, params: {}, query: {} });
  const result = await runOperation(services, print(r.document), variables, {
    token: token ?? null,
    ip: '10.9.9.9',
  });
  if (result.errors)
    return {
      error: result.errors[0]!.message,
      code: result.code,
      fields: result.errors[0]!.extensions?.fields,
    };
  return { body: answerOf(r, result.data as Record<string, unknown>) as Record<string, unknown> };
}

describe('/api/auth routes', () => {
  it('every document is valid against the schema', () => {
    for (const r of authRoutes) expect(validate(schema, r.document), `${r.method} ${r.path}`).toEqual([]);
  });

  it('answer the documented bodies through a whole sign-up', async () => {
    const email = 'rest1@rutgers.edu';
    expect(await call('POST', '/auth/check-user', { email })).toEqual({
      body: { exists: false, hasPassword: false },
    });
    const since = Date.now();
    expect(await call('POST', '/auth/request-otp', { email })).toEqual({
      body: { sent: true, expiresInSeconds: 600 },
    });
    const code = await smtp.waitForCode(email, since);
    const verified = await call('POST', '/auth/verify-otp', { email, code });
    expect(verified.body).toEqual({ token: expect.any(String), hasPassword: false, hasProfile: false });
    const otpToken = verified.body!.token as string;

    const set = await call('POST', '/auth/set-password', { email, password: 'Secret123' }, otpToken);
    expect(set.body).toEqual({
      token: expect.any(String),
      hasPassword: true,
      hasProfile: false,
      otherSessionsRevoked: 0,
    });
    const token = set.body!.token as string;

    expect(await call('POST', '/auth/accept-terms', { version: '2025-01-21' }, token)).toEqual({
      body: { success: true },
    });
    const profile = { name: 'Rest Student', age: '20', year: 'junior', instagram: 'rest', linkedin: '' };
    const setup = await call('POST', '/auth/setup-profile', profile, token);
    expect(setup.body).toEqual({
      success: true,
      user: expect.objectContaining({
        email,
        name: 'Rest Student',
        age: 20,
        hasProfile: true,
        termsAccepted: true,
      }),
    });
    expect(Object.keys((setup.body!.user as object) ?? {}).sort()).toEqual(USER_KEYS);
    const updated = await call('PUT', '/auth/update-profile', { ...profile, age: 21 }, token);
    expect(updated.body).toEqual({ user: expect.objectContaining({ age: 21 }) });
    expect(await call('PUT', '/auth/update-profile', { ...profile, age: 'twenty' }, token)).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Age must be between 16 and 100.',
    });
    expect(await call('PUT', '/auth/update-profile', { ...profile, age: 15.5 }, token)).toMatchObject({
      error: 'Age must be between 16 and 100.',
    });
    expect(await call('POST', '/auth/setup-profile', { name: 'X' }, token)).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Please fill in all fields.',
    });

    const login = await call('POST', '/auth/login', { email, password: 'Secret123' });
    expect(login.body).toEqual({ token: expect.any(String), hasProfile: true, hasPassword: true });
    expect(await call('POST', '/auth/login', { email, password: 'Wrong1234' })).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      error: 'Invalid password. Please try again.',
    });
    expect(await call('DELETE', '/auth/account', {}, token)).toEqual({ body: { success: true } });
    expect(await call('DELETE', '/auth/account', {}, token)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
