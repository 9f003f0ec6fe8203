// The matches documents the benchmark sends: the REST facade's own (GET /api/matches runs it: the
// listing, the full documented card and the 3-way swaps, ADR 100), and what the outside harness of
// issue 22 sends to /graphql (the full card, without the listing and the swaps).
import { type DocumentNode, Kind, print, visit } from 'graphql';
import { matchRoutes } from '@campus-swap/rest-facade/routes/matches';

const REST_MATCHES = matchRoutes.find((route) => route.method === 'GET' && route.path === '/matches')!
  .document as DocumentNode;

/** The REST facade's GET /api/matches document, as text. */
export const REST_MATCHES_DOCUMENT = print(REST_MATCHES);

/** The same document without `myListing` and `cycles` (and the fragments only they used). */
export const CARDS_ONLY_MATCHES_DOCUMENT = print(withoutFields(REST_MATCHES, ['myListing', 'cycles']));

function withoutFields(document: DocumentNode, names: string[]): DocumentNode {
  const trimmed = visit(document, {
    Field: (node) => (names.includes(node.name.value) ? null : undefined),
  });
  // keep the fragments still reachable from the operation
  const fragments = new Map(
    trimmed.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const used = new Set<string>();
  const walk = (node: unknown) =>
    visit(node as DocumentNode, {
      FragmentSpread: (spread) => {
        if (used.has(spread.name.value)) return;
        used.add(spread.name.value);
        const fragment = fragments.get(spread.name.value);
        if (fragment) walk(fragment);
      },
    });
  for (const d of trimmed.definitions) if (d.kind === Kind.OPERATION_DEFINITION) walk(d);
  return {
    ...trimmed,
    definitions: trimmed.definitions.filter(
      (d) => d.kind !== Kind.FRAGMENT_DEFINITION || used.has(d.name.value),
    ),
  };
}
