// /api/cycles: "I'm in" and "leave" for 3-way swaps (docs/decisions/040-three-way-swaps.md;
// documents/cycles.graphql). The cycles themselves arrive with GET /api/matches.
import { RestJoinCycleDocument, RestLeaveCycleDocument } from '../generated/graphql.ts';
import { type RestRoute, route } from '../route.ts';

export const cycleRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/cycles/:id/join',
    document: RestJoinCycleDocument,
    // Express matches `:id` only when the segment is non-empty, so `params.id` is always present.
    variables: ({ params }) => ({ cycleId: params.id }),
  }),
  route({
    method: 'POST',
    path: '/cycles/:id/leave',
    document: RestLeaveCycleDocument,
    variables: ({ params }) => ({ cycleId: params.id }),
  }),
];
