// Personal API tokens: listed, made and revoked by the signed-in student on /developers (ADR 306). Only a session
// may manage tokens (Query and Mutation refuse API tokens unless a field opts in; builder.ts). Thin:
// the rules live in services/api-tokens.ts.
import type { ApiToken } from '@campus-swap/prisma/client';
import { builder } from '../builder.ts';
import { revokedEverywhere } from '../services/freshness/index.ts';
import { createApiToken, listApiTokens, revokeApiToken, TOKEN_DEFAULT_DAYS } from '../services/api-tokens.ts';
import { SuccessPayload } from './session.ts';
import { changes } from '../mutation-changes.ts';

const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  description: 'What a personal API token may do.',
  values: {
    READ: { description: 'Read me, the listing, matches and swap requests.' },
    WRITE: { description: 'READ, plus listing edits and reveal. Never account deletion or password.' },
  } as const,
});

export const ApiTokenRef = builder.prismaObject('ApiToken', {
  description: 'A personal API token, as its owner sees it (the token itself is shown only once).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The token id (for revokeApiToken).' }),
    name: t.exposeString('name', { description: 'What the student called it.' }),
    scope: t.expose('scope', { type: ApiTokenScopeEnum, description: 'READ or WRITE.' }),
    prefix: t.exposeString('prefix', { description: 'Its first characters, e.g. cs_pat_Ab3x.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'After this it answers 401.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last used, to the minute; null when never.',
    }),
    expired: t.boolean({
      description: 'Past its expiry.',
      resolve: (token) => token.expiresAt <= new Date(),
    }),
  }),
});

const CreatedApiToken = builder
  .objectRef<{ token: string; apiToken: ApiToken }>('CreatedApiToken')
  .implement({
    description: 'A new token. Copy it now: it is never shown again.',
    fields: (t) => ({
      token: t.exposeString('token', { description: 'Send it as `Authorization: Bearer <token>`.' }),
      apiToken: t.field({
        type: ApiTokenRef,
        description: 'The token as listed.',
        resolve: (r) => r.apiToken,
      }),
    }),
  });

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new personal API token.',
  fields: (t) => ({
    name: t.string({ required: false, description: 'A name to recognise it by, at most 60 characters.' }),
    scope: t.field({ type: ApiTokenScopeEnum, required: false, description: 'READ (default) or WRITE.' }),
    expiresInDays: t.int({
      required: false,
      description: `Lifetime in days, 1 to 365 (default ${TOKEN_DEFAULT_DAYS}).`,
    }),
  }),
});

builder.queryField('apiTokens', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: ['ApiToken'],
    description: "The signed-in student's personal API tokens, newest first. Sessions only.",
    resolve: (_query, _root, _args, ctx) => listApiTokens(ctx.prisma, ctx.viewer.user.id),
  }),
);

builder.mutationFields((t) => ({
  createApiToken: t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: CreatedApiToken,
    description: 'Makes a personal API token (at most 20 per student). Sessions only.',
    args: { input: t.arg({ type: CreateApiTokenInput, required: true, description: 'The token to make.' }) },
    resolve: (_root, { input }, ctx) => createApiToken(ctx.prisma, ctx.viewer.user.id, input),
  }),
  revokeApiToken: t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: SuccessPayload,
    description: 'Revokes a token: it answers 401 from now on. NOT_FOUND if it is not yours. Sessions only.',
    args: { id: t.arg.id({ required: true, description: 'The token id.' }) },
    resolve: async (_root, { id }, ctx) => {
      const userId = ctx.viewer.user.id;
      await revokedEverywhere(ctx, userId, async () => {
        await revokeApiToken(ctx.prisma, userId, String(id));
        return true;
      });
      return { success: true };
    },
  }),
}));
