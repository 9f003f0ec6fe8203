// Full-selection fragments (ADR 100): for the types REST answers with "the card as the API has it"
// (decisions.md §3), one fragment selecting every field, nested objects recursively, so that a field
// added to the Pothos type reaches the REST answer and its OpenAPI schema without a REST edit.
// Deprecated fields (ADR 062: kept for old clients, not part of the documented shape) and fields
// with required arguments (no value to give them) are left out. A field of a type the privacy walk
// covers (matches, swap requests, 3-way swaps) must declare its visibility (schema/src/visibility.ts,
// ADR 194): the resolvers then withhold it as declared, so selecting it in full leaks nothing, and a
// field without a declaration stops codegen here. `npm run codegen` writes the fragments to
// rest-facade/src/documents/generated/full-fragments.graphql (./print-fragments.ts).
import type {
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLSchema,
  SelectionSetNode,
} from 'graphql';
import { graphql } from '@campus-swap/schema/graphql-cjs';
import { PRIVACY_ROOTS, reachableTypes, visibilityOf } from '@campus-swap/schema/visibility';

// one realm with the schema it reads: the built one (schema/src/graphql-cjs.ts)
const { getNamedType, isInterfaceType, isNonNullType, isObjectType, isUnionType, Kind } = graphql;

/** The types whose REST answer is the whole type (each becomes `fragment Full<Type> on <Type>`). */
export const FULL_TYPES = ['MatchCard', 'SwapRequest', 'SwapCycle', 'Swap', 'NotificationSettings'] as const;

/** Whether REST selects the field: not deprecated, and callable without arguments. */
function selectable(field: GraphQLField<unknown, unknown>): boolean {
  return !field.deprecationReason && !field.args.some((arg) => isNonNullType(arg.type) && !arg.defaultValue);
}

/** `path` names the fields from the fragment's type down, `outer` the types on that path. */
function selectionSet(
  type: GraphQLObjectType | GraphQLInterfaceType,
  path: string,
  outer: readonly string[],
  guarded: ReadonlySet<string>,
): SelectionSetNode {
  const selections: FieldNode[] = [];
  for (const field of Object.values(type.getFields())) {
    if (!selectable(field)) continue;
    if (guarded.has(type.name) && !visibilityOf(type, field)) {
      throw new Error(
        `${path}.${field.name}: no declared visibility; declare it with the field (SHOWN, whenConnected or ownerOnly of schema/src/visibility.ts)`,
      );
    }
    const named = getNamedType(field.type);
    const where = `${path}.${field.name}`;
    let nested: SelectionSetNode | undefined;
    if (isUnionType(named)) {
      throw new Error(`${where}: a union has no fields to select in full; select it by hand`);
    }
    // an interface is selected by its own fields, which every implementation answers
    if (isObjectType(named) || isInterfaceType(named)) {
      if (outer.includes(named.name)) {
        throw new Error(`${where}: ${named.name} contains itself; a full selection would not end`);
      }
      nested = selectionSet(named, where, [...outer, named.name], guarded);
    }
    selections.push({
      kind: Kind.FIELD,
      name: { kind: Kind.NAME, value: field.name },
      ...(nested ? { selectionSet: nested } : {}),
    });
  }
  return { kind: Kind.SELECTION_SET, selections };
}

/** `fragment Full<Type> on <Type> { …every field… }` for each of `types` (`name` may name it otherwise). */
export function fullFragments(
  schema: GraphQLSchema,
  types: readonly string[] = FULL_TYPES,
  name: (type: string) => string = (type) => `Full${type}`,
): FragmentDefinitionNode[] {
  // the roots this schema has (a test's small schema may have none)
  const roots = PRIVACY_ROOTS.filter((root) => {
    const [type, field] = root.split('.') as [string, string];
    return !!(schema.getType(type) as GraphQLObjectType | undefined)?.getFields?.()[field];
  });
  const guarded = new Set(reachableTypes(schema, roots).map((type) => type.name));
  return types.map((typeName) => {
    const type = schema.getType(typeName);
    if (!isObjectType(type) && !isInterfaceType(type)) throw new Error(`${typeName} is not an object type`);
    return {
      kind: Kind.FRAGMENT_DEFINITION,
      name: { kind: Kind.NAME, value: name(typeName) },
      typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: typeName } },
      selectionSet: selectionSet(type, typeName, [typeName], guarded),
    };
  });
}
