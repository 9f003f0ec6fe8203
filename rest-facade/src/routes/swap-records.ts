// /api/swaps, /api/swaps/:id/done and /api/swaps/:id/call-off: "Your swaps", "we swapped" and "call off"
// for a pair and a 3-way alike (docs/decisions/294-one-swap-after-the-match.md; documents/swap-records.graphql).
import { RestCallOffSwapDocument, RestMySwapsDocument, RestSwapDoneDocument } from '../generated/graphql.ts';
import { type RestRoute, route } from '../route.ts';

export const swapRecordRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/swaps', document: RestMySwapsDocument, answer: 'data' }),
  route({
    method: 'POST',
    path: '/swaps/:id/done',
    document: RestSwapDoneDocument,
    answer: 'data',
    variables: ({ params }) => ({ swapId: params.id }),
  }),
  route({
    method: 'POST',
    path: '/swaps/:id/call-off',
    document: RestCallOffSwapDocument,
    answer: 'data',
    variables: ({ params }) => ({ swapId: params.id }),
  }),
];
