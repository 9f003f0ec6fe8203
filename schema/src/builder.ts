// Builder configuration only (types live in ./types, one file each).
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '@campus-swap/prisma/pothos-types';
import { getDatamodel } from '@campus-swap/prisma/pothos-types';
import { TERMS_VERSION } from './constants.ts';
import type { Context } from './context.ts';
import { AppError } from './errors.ts';

/** What a field needs of an API token: `read` (me, listing, matches, swap requests) or `write`. */
export type TokenAccess = 'read' | 'write';

/** A READ token allows read fields; a WRITE token allows read and write fields. */
export function tokenAllows(scope: 'READ' | 'WRITE', needed: TokenAccess): boolean {
  return scope === 'WRITE' || needed === 'read';
}

const TOKEN_SCOPES = new Set(['noApiToken', 'tokenScope']);

type Failure = { kind: string; scope?: string; failures?: Failure[] };
/** The names of the scopes that failed, anywhere in scope-auth's failure tree. */
function failedScopes(failure: Failure): string[] {
  if (failure.scope) return [failure.scope];
  return (failure.failures ?? []).flatMap(failedScopes);
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { signedIn: boolean; student: boolean; noApiToken: boolean; tokenScope: TokenAccess };
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
  scopeAuth: {
    // The one guard of the product, for GraphQL and REST alike: `signedIn` for account calls,
    // `student` (signed in, profile complete, current terms accepted) for listing, matching and
    // reveal calls. API tokens (ADR 061): Query and Mutation require `noApiToken`, so a token may
    // call only the fields that opt in (`skipTypeScopes`) and name the token scope they need with
    // `tokenScope: 'read' | 'write'`, which sessions always satisfy.
    authScopes: async (ctx) => {
      const user = ctx.viewer?.user;
      const token = ctx.viewer?.apiToken ?? null;
      return {
        signedIn: !!user,
        student: !!user && hasProfile(user) && user.termsVersion === TERMS_VERSION,
        noApiToken: !token,
        tokenScope: (needed) => !token || tokenAllows(token.scope, needed),
      };
    },
    unauthorizedError: (_parent, ctx, _info, result) => {
      const user = ctx.viewer?.user;
      if (!user) return new AppError('UNAUTHENTICATED');
      if (ctx.viewer?.apiToken && failedScopes(result.failure).some((scope) => TOKEN_SCOPES.has(scope))) {
        return new AppError('INSUFFICIENT_SCOPE');
      }
      if (!hasProfile(user)) return new AppError('PROFILE_REQUIRED');
      if (user.termsVersion !== TERMS_VERSION) return new AppError('TERMS_NOT_ACCEPTED');
      return new AppError('UNAUTHENTICATED');
    },
  },
});

/** A profile is complete once name, age and year are set. */
export function hasProfile(user: { name: string | null; age: number | null; year: string | null }): boolean {
  return !!user.name && user.age !== null && !!user.year;
}

// API tokens reach only the fields that opt in with `skipTypeScopes` (see scopeAuth above).
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
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', { message: 'Invalid date.' });
    return date;
  },
});
