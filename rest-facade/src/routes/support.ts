// /api/support: the support desk, staff only (docs/decisions/182-support-desk.md, 297;
// documents/support.graphql). A student gets 403 FORBIDDEN from the schema's `staff` scope.
import {
  RestHideListingDocument,
  RestRestoreListingDocument,
  RestSupportAuditDocument,
  RestSupportFiguresDocument,
  RestSupportHiddenListingsDocument,
  RestSupportReportsDocument,
  RestSupportSuspendedStudentsDocument,
  RestSuspendStudentDocument,
  RestUnsuspendStudentDocument,
} from '../generated/graphql.ts';
import { type RestRequest, type RestRoute, route } from '../route.ts';

const PAGE = ['first', 'after'] as const;
const listing = ({ params }: RestRequest) => ({ listingId: params.id });
const student = ({ params }: RestRequest) => ({ userId: params.id });

export const supportRoutes: RestRoute[] = [
  // the lists are paged, ?first=&after=<nextCursor> (ADR 297): every state the desk creates has one
  route({ method: 'GET', path: '/support/reports', document: RestSupportReportsDocument, query: PAGE }),
  route({
    method: 'GET',
    path: '/support/hidden-listings',
    document: RestSupportHiddenListingsDocument,
    query: PAGE,
  }),
  route({
    method: 'GET',
    path: '/support/suspended-students',
    document: RestSupportSuspendedStudentsDocument,
    query: PAGE,
  }),
  route({
    method: 'GET',
    path: '/support/audit',
    document: RestSupportAuditDocument,
    query: [...PAGE, 'studentId'],
  }),
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
