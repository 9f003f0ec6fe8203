// The deprecation rule (docs/decisions/062-schema-deprecation-rule.md): compared with the last
// release's schema, a change may break clients only by removing something that the release already
// marked @deprecated. Everything else @graphql-inspector/core calls BREAKING is refused.
import { graphql } from './graphql-cjs.ts';
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import type { GraphQLSchema } from 'graphql';

const g = graphql;

/** Removals that are allowed once the release marked the element deprecated. */
const REMOVALS = new Set(['FIELD_REMOVED', 'INPUT_FIELD_REMOVED', 'ENUM_VALUE_REMOVED']);

function deprecatedInRelease(release: GraphQLSchema, path: string | undefined): boolean {
  const [typeName, member] = (path ?? '').split('.');
  const type = typeName ? release.getType(typeName) : undefined;
  if (!type || !member) return false;
  if (g.isObjectType(type) || g.isInterfaceType(type) || g.isInputObjectType(type)) {
    return !!type.getFields()[member]?.deprecationReason;
  }
  if (g.isEnumType(type)) return !!type.getValue(member)?.deprecationReason;
  return false;
}

/** The breaking changes from the release SDL to the current SDL that the rule does not allow. */
export async function forbiddenChanges(releaseSdl: string, currentSdl: string): Promise<Change[]> {
  const release = g.buildSchema(releaseSdl);
  const current = g.buildSchema(currentSdl);
  const changes = await diff(release, current);
  return changes.filter(
    (change) =>
      change.criticality.level === CriticalityLevel.Breaking &&
      !(REMOVALS.has(change.type) && deprecatedInRelease(release, change.path)),
  );
}
