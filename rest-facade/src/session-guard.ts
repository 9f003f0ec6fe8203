// Which rows of the route table need a session, read from the schema rather than written twice: a
// row whose operation selects a root field with scope-auth `authScopes`, or with the extension
// `unauthenticatedMessage` (a field whose service checks the session itself, e.g. setPassword), is
// refused 401 before its body is looked at (ADR 090), so that a signed-out caller learns only that
// it must sign in, whatever it sent.
import { type GraphQLSchema, Kind } from 'graphql';
import { schema } from '@campus-swap/schema/index';
import { operationOf, type RestRoute } from './route.ts';

/** The 401 message for a signed-out caller, or null when the row is open to anyone. */
export type SessionRequirement = { message: string | undefined } | null;

export function sessionRequirement(route: RestRoute, against: GraphQLSchema = schema): SessionRequirement {
  const operation = operationOf(route.document);
  const root = operation.operation === 'mutation' ? against.getMutationType() : against.getQueryType();
  const fields = root?.getFields() ?? {};
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const extensions = (fields[selection.name.value]?.extensions ?? {}) as {
      pothosOptions?: { authScopes?: unknown };
      unauthenticatedMessage?: unknown;
    };
    if (typeof extensions.unauthenticatedMessage === 'string') {
      return { message: extensions.unauthenticatedMessage };
    }
    if (extensions.pothosOptions?.authScopes) return { message: undefined };
  }
  return null;
}
