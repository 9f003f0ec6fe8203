// /api/listings: the student's one listing (decisions.md §3; documents/listings.graphql).
import {
  RestDeactivateListingDocument,
  RestMyListingDocument,
  RestSaveListingDocument,
  RestUpdatePreferencesDocument,
} from '../generated/graphql.ts';
import { type RestRoute, route } from '../route.ts';

export const listingRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/listings/me', document: RestMyListingDocument, answer: 'data' }),
  route({
    method: 'POST',
    path: '/listings',
    document: RestSaveListingDocument,
  }),
  route({
    method: 'PUT',
    path: '/listings/preferences',
    document: RestUpdatePreferencesDocument,
  }),
  route({ method: 'POST', path: '/listings/deactivate', document: RestDeactivateListingDocument }),
];
