// /api/matches/:id/block and /api/blocks: block the student behind a listing, list and undo blocks;
// /api/matches/:id/report: report a listing (docs/decisions/180-blocks.md, 181-reports.md;
// documents/blocks.graphql).
import {
  RestBlockDocument,
  RestBlocksDocument,
  RestReportDocument,
  RestUnblockDocument,
} from '../generated/graphql.ts';
import { type RestRoute, route } from '../route.ts';

export const blockRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/matches/:id/block',
    document: RestBlockDocument,
    // `:id` is the other student's listing id, as for reveal
    variables: ({ params }) => ({ listingId: params.id }),
  }),
  route({ method: 'GET', path: '/blocks', document: RestBlocksDocument, answer: 'data' }),
  route({
    method: 'DELETE',
    path: '/blocks/:id',
    document: RestUnblockDocument,
    variables: ({ params }) => ({ blockId: params.id }),
  }),
  route({
    method: 'POST',
    path: '/matches/:id/report',
    document: RestReportDocument,
    body: 'input',
    variables: ({ params }) => ({ listingId: params.id }),
  }),
];
