// Builder configuration only (types live in ./types, one file each).
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '@campus-swap/prisma/pothos-types';
import { getDatamodel } from '@campus-swap/prisma/pothos-types';
import { type AuthScopes, authScopes, unauthorizedError } from './auth-scopes.ts';
import type { Context, SignedInContext } from './context.ts';
import { AppError } from './errors.ts';
import { isoString } from './iso-time.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  // `t.withAuth({ student: true })` (or signedIn, staff; alone or in $all) hands its resolver a context
  // whose viewer is not null: the guard ran before it, so no resolver asserts the viewer by hand
  AuthContexts: { signedIn: SignedInContext; student: SignedInContext; staff: SignedInContext };
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: { complexity: 2000, depth: 10, breadth: 100 },
    // a breach is the client's: 400 QUERY_LIMIT_EXCEEDED like the armor limits (ADR 090)
    complexityError: (kind, result) =>
      new AppError('QUERY_LIMIT_EXCEEDED', {
        message: `Query ${kind.toLowerCase()} limit exceeded (${JSON.stringify(result)}).`,
      }),
  },
  // the rules are in auth-scopes.ts; API tokens reach only the fields that opt in (ADR 061)
  scopeAuth: {
    authScopes,
    unauthorizedError: (_parent, ctx, _info, result) => unauthorizedError(ctx, result.failure),
  },
});

// API tokens reach only the fields that opt in with `skipTypeScopes` (auth-scopes.ts).
builder.queryType({
  description: 'Reads. Most need a signed-in student (a session or an API token).',
  authScopes: { noApiToken: true },
});
builder.mutationType({
  description: 'Changes. Listing edits and reveal need a session or a write token.',
  authScopes: { noApiToken: true },
});

builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time in UTC, e.g. 2026-01-21T15:04:05.000Z.',
  serialize: isoString,
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', { message: 'Invalid date.' });
    return date;
  },
});
