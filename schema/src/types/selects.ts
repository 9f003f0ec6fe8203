// Whether a field's selection asks for a sub-field, through fragments too: lets a resolver read in
// one go what a child resolver will need (the matches read and its `cycles`, ADR 150).
import { type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

export function selects(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) => node.selectionSet && within(node.selectionSet, name, info.fragments));
}

function within(
  set: SelectionSetNode,
  name: string,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): boolean {
  return set.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name;
    if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet, name, fragments, seen);
    const fragmentName = selection.name.value;
    if (seen.has(fragmentName)) return false;
    seen.add(fragmentName);
    const fragment = fragments[fragmentName];
    return !!fragment && within(fragment.selectionSet, name, fragments, seen);
  });
}
