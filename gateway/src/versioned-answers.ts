// The matches read served from memory when nothing it depends on changed (docs/decisions/150-session-
// cache-and-viewer-versions.md). An Apollo plugin, so GraphQL and the REST facade (which runs its
// documents through the same Apollo server) share it: a signed-in query whose root fields are all
// versioned reads is answered from this process's cache when the student's version and the matching
// index's version equal those it was computed at; otherwise it runs, and a clean answer is kept under
// the versions taken before it ran (a change during the run makes it unreachable at once).
// It also bumps the student's version after each of their own mutations, so that whatever a mutation
// changed, their next read on this process is computed afresh (other processes hear it by the channel).
// A mutation that changes only what their matches show keeps their cached session (ADR 151).
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Context, Viewer } from '@campus-swap/schema/context';
import { keepServed, keptStandIn, servedJson } from './served-json.ts';

/** Root fields whose answer depends only on the viewer's version and the matching index. */
const VERSIONED_FIELDS = new Set(['matches', '__typename']);

/**
 * Mutations that write listings, reveals, reports, blocks or 3-way swap seats and never the student's
 * account row or credentials: after them the cached session stays valid, so the student's next request
 * costs the matches read alone. Any other mutation (a new one too, until it is added here) drops the
 * session as well: the safe default.
 */
const ANSWER_ONLY_MUTATIONS = new Set([
  'saveListing',
  'updatePreferences',
  'deactivateListing',
  'reveal',
  'block',
  'unblock',
  'report',
  'joinCycle',
  'leaveCycle',
  // "we swapped" (ADR 183): a claim row, listings and reveals, never the account
  'swapped',
  'disputeSwap',
  '__typename',
]);

function answersOnly(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && ANSWER_ONLY_MUTATIONS.has(s.name.value),
  );
}

function versioned(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && VERSIONED_FIELDS.has(s.name.value) && !s.directives?.length,
  );
}

function keyOf(request: GraphQLRequestContext<Context>, viewer: Viewer): string {
  const ctx = request.contextValue;
  return [
    viewer.user.id,
    viewer.apiToken ? `token:${viewer.apiToken.scope}` : 'session',
    ctx.freshness.versionOf(viewer.user.id),
    ctx.matchingIndex.version,
    request.queryHash,
    request.operationName ?? '',
    JSON.stringify(request.request.variables ?? {}),
  ].join('|');
}

export const versionedAnswers: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    let key: string | null = null;
    return {
      async responseForOperation(request) {
        const ctx = request.contextValue;
        if (!ctx.viewer || !ctx.freshness.enabled || !versioned(request.operation)) return null;
        // A failure here would reach Apollo as a plugin error, answered INTERNAL without its cause
        // (a database outage became a 500). Without a synced index the versions prove nothing, so
        // the read runs uncached: its resolver syncs again and fails as the documented 503.
        const synced = await ctx.matchingIndex.sync().then(
          () => true,
          () => false,
        );
        if (!synced) return null;
        key = keyOf(request, ctx.viewer);
        const kept = ctx.freshness.answers.get(key) as Record<string, unknown> | undefined;
        if (!kept) return null;
        key = null;
        return { http: request.response.http, body: { kind: 'single', singleResult: { data: kept } } };
      },
      async willSendResponse(request) {
        const ctx = request.contextValue;
        if (!ctx.viewer) return;
        const operation = request.operation;
        if (operation?.operation === 'mutation') {
          ctx.freshness.viewerChanged(ctx.viewer.user.id, { answersOnly: answersOnly(operation) });
        }
        const body = request.response.body;
        if (!key || body.kind !== 'single' || body.singleResult.errors || !body.singleResult.data) return;
        const data = body.singleResult.data;
        keepServed(data);
        // this answer's text, which GraphQL's answer then sends without serializing again; the cache
        // keeps only the texts (ADR 153): `data` and the root fields' (REST sends `matches`)
        ctx.freshness.answers.set(ctx.viewer.user.id, key, keptStandIn(data), 2 * servedJson(data).length);
      },
    };
  },
};
