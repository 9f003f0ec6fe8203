// /api/listings: the student's one listing (decisions.md §3; documents/listings.graphql).
import {
  RestDeactivateListingDocument,
  RestMyListingDocument,
  RestSaveListingDocument,
  RestUpdatePreferencesDocument,
} from '../generated/graphql.ts';
import { pick, type RestRoute, route } from '../route.ts';

/** What a client sends for a whole listing (ListingInput's fields). */
export const LISTING_INPUT_KEYS = [
  'type',
  'campusNow',
  'dormNow',
  'roomTypeNow',
  'campusWant',
  'dormWant',
  'roomTypeWant',
  'permitNow',
  'permitWant',
  'moveWhen',
  'flexible',
  'notes',
] as const;

const PREFERENCE_KEYS = [
  'campusWant',
  'dormWant',
  'roomTypeWant',
  'permitWant',
  'moveWhen',
  'flexible',
] as const;

export const listingRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/listings/me', document: RestMyListingDocument, answer: 'data' }),
  route({
    method: 'POST',
    path: '/listings',
    document: RestSaveListingDocument,
    variables: ({ body }) => ({ input: pick(body, LISTING_INPUT_KEYS) }),
  }),
  route({
    method: 'PUT',
    path: '/listings/preferences',
    document: RestUpdatePreferencesDocument,
    variables: ({ body }) => ({ input: pick(body, PREFERENCE_KEYS) }),
  }),
  route({ method: 'POST', path: '/listings/deactivate', document: RestDeactivateListingDocument }),
];
