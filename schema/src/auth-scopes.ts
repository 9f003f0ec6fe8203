// The one guard of the product, for GraphQL and REST alike (read by scope-auth in builder.ts):
// `signedIn` for account calls, `student` (signed in, profile complete, current terms accepted;
// services/profile.ts) for listing, matching and reveal calls. API tokens (ADR 061): Query and
// Mutation require `noApiToken`, so a token may call only the fields that opt in (`skipTypeScopes`)
// and name the token scope they need with `tokenScope: 'read' | 'write'`, which sessions always
// satisfy; what a token's scope allows is `tokenAllows` (services/api-tokens.ts).
import type { Context } from './context.ts';
import { AppError } from './errors.ts';
import { type TokenAccess, tokenAllows } from './services/api-tokens.ts';
import { acceptedCurrentTerms, hasProfile, isStudent } from './services/profile.ts';
import { isStaff } from './services/trust/staff.ts';

export type AuthScopes = {
  signedIn: boolean;
  student: boolean;
  noApiToken: boolean;
  tokenScope: TokenAccess;
  /** an account named in STAFF_EMAILS (ADR 182): the support desk's one guard */
  staff: boolean;
};

/** This request's scopes, from its viewer (a session or a token; null when signed out). */
export function authScopes(ctx: Context) {
  const user = ctx.viewer?.user;
  const token = ctx.viewer?.apiToken ?? null;
  return {
    signedIn: !!user,
    student: !!user && isStudent(user),
    noApiToken: !token,
    tokenScope: (needed: TokenAccess) => !token || tokenAllows(token.scope, needed),
    staff: !!user && isStaff(ctx.settings, user.email),
  };
}

const TOKEN_SCOPES = new Set(['noApiToken', 'tokenScope']);

type Failure = { kind: string; scope?: string; failures?: Failure[] };
/** The names of the scopes that failed, anywhere in scope-auth's failure tree. */
function failedScopes(failure: Failure): string[] {
  if (failure.scope) return [failure.scope];
  return (failure.failures ?? []).flatMap(failedScopes);
}

/** Why a field was refused, as the code a client acts on. */
export function unauthorizedError(ctx: Context, failure: Failure): AppError {
  const user = ctx.viewer?.user;
  if (!user) return new AppError('UNAUTHENTICATED');
  if (ctx.viewer?.apiToken && failedScopes(failure).some((scope) => TOKEN_SCOPES.has(scope))) {
    return new AppError('INSUFFICIENT_SCOPE');
  }
  if (failedScopes(failure).includes('staff')) return new AppError('FORBIDDEN');
  if (!hasProfile(user)) return new AppError('PROFILE_REQUIRED');
  if (!acceptedCurrentTerms(user)) return new AppError('TERMS_NOT_ACCEPTED');
  return new AppError('UNAUTHENTICATED');
}
