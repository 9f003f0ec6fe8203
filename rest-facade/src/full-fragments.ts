// Full-selection fragments (ADR 100): for the types REST answers with "the card as the API has it"
// (decisions.md §3), one fragment selecting every field, nested objects recursively, so that a field
// added to the Pothos type reaches the REST answer and its OpenAPI schema without a REST edit.
// Deprecated fields (ADR 062: kept for old clients, not part of the documented shape) and fields
// with required arguments (no value to give them) are left out. `npm run codegen` writes them to
// rest-facade/src/documents/generated/full-fragments.graphql (./print-fragments.ts).
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isUnionType,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/** The types whose REST answer is the whole type (each becomes `fragment Full<Type> on <Type>`). */
export const FULL_TYPES = ['MatchCard', 'SwapRequest', 'SwapCycle', 'NotificationSettings'] as const;

/** Whether REST selects the field: not deprecated, and callable without arguments. */
function selectable(field: GraphQLField<unknown, unknown>): boolean {
  return !field.deprecationReason && !field.args.some((arg) => isNonNullType(arg.type) && !arg.defaultValue);
}

/** `path` names the fields from the fragment's type down, `outer` the types on that path. */
function selectionSet(
  type: GraphQLObjectType | GraphQLInterfaceType,
  path: string,
  outer: readonly string[],
): SelectionSetNode {
  const selections: FieldNode[] = [];
  for (const field of Object.values(type.getFields())) {
    if (!selectable(field)) continue;
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
      nested = selectionSet(named, where, [...outer, named.name]);
    }
    selections.push({
      kind: Kind.FIELD,
      name: { kind: Kind.NAME, value: field.name },
      ...(nested ? { selectionSet: nested } : {}),
    });
  }
  return { kind: Kind.SELECTION_SET, selections };
}

/** `fragment Full<Type> on <Type> { …every field… }` for each of `types`. */
export function fullFragments(
  schema: GraphQLSchema,
  types: readonly string[] = FULL_TYPES,
): FragmentDefinitionNode[] {
  return types.map((name) => {
    const type = schema.getType(name);
    if (!isObjectType(type) && !isInterfaceType(type)) throw new Error(`${name} is not an object type`);
    return {
      kind: Kind.FRAGMENT_DEFINITION,
      name: { kind: Kind.NAME, value: `Full${name}` },
      typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: name } },
      selectionSet: selectionSet(type, name, [name]),
    };
  });
}
