// /api/matches/:id/swapped and /api/matches/:id/swapped/dispute: "we swapped" between two connected
// students, its confirmation (the other student's same call) and its dispute
// (docs/decisions/183-we-swapped.md; documents/swaps.graphql).
import { RestDisputeSwapDocument, RestSwappedDocument } from '../generated/graphql.ts';
import { type RestRoute, route } from '../route.ts';

export const swapRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/matches/:id/swapped',
    document: RestSwappedDocument,
    // `:id` is the other student's listing id, as for reveal
    variables: ({ params }) => ({ listingId: params.id }),
  }),
  route({
    method: 'POST',
    path: '/matches/:id/swapped/dispute',
    document: RestDisputeSwapDocument,
    variables: ({ params }) => ({ listingId: params.id }),
  }),
];
