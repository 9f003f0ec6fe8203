// What each mutation changes for the student who calls it (ADR 291), declared on its field and read by
// the gateway's answer cache: 'answers' when it writes only what the student's matches show (listings,
// reveals, reports, blocks, 3-way seats, swap claims), so their cached session stays valid; 'session'
// when it may change their account or credentials (or is signed out), so the cached session goes too.
// Every mutation declares one: mutation-changes.test.ts fails on a field that does not.
import type { GraphQLSchema } from 'graphql';

export type MutationChanges = 'answers' | 'session';

/** The field option that declares it: `t.field({ …, ...changes('answers') })`. */
export function changes(what: MutationChanges): { extensions: { changes: MutationChanges } } {
  return { extensions: { changes: what } };
}

/** What the mutation field `name` declared, or undefined (unknown field, or none declared). */
export function mutationChanges(schema: GraphQLSchema, name: string): MutationChanges | undefined {
  const declared = schema.getMutationType()?.getFields()[name]?.extensions?.changes;
  return declared === 'answers' || declared === 'session' ? declared : undefined;
}
