// /api/support: the support desk, staff only (docs/decisions/182-support-desk.md;
// documents/support.graphql). A student gets 403 FORBIDDEN from the schema's `staff` scope.
import {
  RestHideListingDocument,
  RestRestoreListingDocument,
  RestSupportAuditDocument,
  RestSupportFiguresDocument,
  RestSupportQueueDocument,
  RestSuspendStudentDocument,
  RestUnsuspendStudentDocument,
} from '../generated/graphql.ts';
import { type RestRequest, type RestRoute, route } from '../route.ts';

const listing = ({ params }: RestRequest) => ({ listingId: params.id });
const student = ({ params }: RestRequest) => ({ userId: params.id });

export const supportRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/support/reports', document: RestSupportQueueDocument, answer: 'data' }),
  route({ method: 'GET', path: '/support/audit', document: RestSupportAuditDocument, answer: 'data' }),
  // connections and completed swaps per week, type and campus (ADR 184)
  route({ method: 'GET', path: '/support/figures', document: RestSupportFiguresDocument, answer: 'data' }),
  route({
    method: 'POST',
    path: '/support/listings/:id/hide',
    document: RestHideListingDocument,
    body: 'input',
    variables: listing,
  }),
  route({
    method: 'POST',
    path: '/support/listings/:id/restore',
    document: RestRestoreListingDocument,
    body: 'input',
    variables: listing,
  }),
  route({
    method: 'POST',
    path: '/support/students/:id/suspend',
    document: RestSuspendStudentDocument,
    body: 'input',
    variables: student,
  }),
  route({
    method: 'POST',
    path: '/support/students/:id/unsuspend',
    document: RestUnsuspendStudentDocument,
    body: 'input',
    variables: student,
  }),
];
