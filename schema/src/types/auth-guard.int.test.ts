// The one student guard (auth-scopes.ts scope `student`) as an account moves through its states:
// signed out -> UNAUTHENTICATED, no profile -> PROFILE_REQUIRED, old terms -> TERMS_NOT_ACCEPTED.
// Uses the listings engineer's `myListing` when the schema has it, else a probe field on the builder.
import { graphql } from '../graphql-cjs.ts';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builder } from '../builder.ts';
import { schema as appSchema } from '../index.ts';
import { createSession } from '../services/sessions.ts';
import {
  createTestContext,
  createTestServices,
  type TestServices,
} from '@campus-swap/test-support/test-services';

const { graphql: execute } = graphql;

let services: TestServices;
let schema: GraphQLSchema;
let probe: string;

beforeAll(async () => {
  services = await createTestServices();
  if (appSchema.getQueryType()?.getFields().myListing) {
    schema = appSchema;
    probe = '{ myListing { id } }';
  } else {
    builder.queryField('studentGuardProbe', (t) =>
      t.boolean({ authScopes: { student: true }, resolve: () => true }),
    );
    schema = builder.toSchema();
    probe = '{ studentGuardProbe }';
  }
});
afterAll(() => services?.close());

async function probeAs(token: string | null): Promise<string | undefined> {
  const { ctx } = await createTestContext(services, { token });
  const result = (await execute({ schema, source: probe, contextValue: ctx })) as ExecutionResult;
  const code = result.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

describe('student guard', () => {
  it('answers UNAUTHENTICATED, PROFILE_REQUIRED, TERMS_NOT_ACCEPTED, then lets the student through', async () => {
    expect(await probeAs(null)).toBe('UNAUTHENTICATED');

    const user = await services.prisma.user.create({ data: { email: 'guard@rutgers.edu' } });
    const token = await createSession(services.prisma, user.id, 'OTP');
    expect(await probeAs(token)).toBe('PROFILE_REQUIRED');

    await services.prisma.user.update({
      where: { id: user.id },
      data: { name: 'G', age: 20, year: 'junior', termsVersion: '2024-01-01' },
    });
    expect(await probeAs(token)).toBe('TERMS_NOT_ACCEPTED');

    await services.prisma.user.update({ where: { id: user.id }, data: { termsVersion: '2025-01-21' } });
    expect(await probeAs(token)).toBeUndefined();
  });
});
