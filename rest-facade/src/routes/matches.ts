// /api/matches and /api/swaps: ranked cards, reveal and the swap requests (decisions.md §3, §5;
// documents/matches.graphql, which selects cards, requests and cycles in full, ADR 100).
import { RestMatchesDocument, RestRevealDocument, RestSwapRequestsDocument } from '../generated/graphql.ts';
import { type RestRoute, route } from '../route.ts';

export const matchRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/matches', document: RestMatchesDocument }),
  route({
    method: 'POST',
    path: '/matches/:id/reveal',
    document: RestRevealDocument,
    // Express matches `:id` only when the segment is non-empty, so `params.id` is always present.
    variables: ({ params }) => ({ listingId: params.id }),
  }),
  route({ method: 'GET', path: '/swaps/requests', document: RestSwapRequestsDocument }),
];
