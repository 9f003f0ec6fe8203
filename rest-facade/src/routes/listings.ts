// /api/listings: the student's one listing (decisions.md §3).
import { pick, type RestRoute } from '../route.ts';

/** decisions.md §3 `listing` */
export const LISTING_FIELDS =
  'id type campusNow dormNow roomTypeNow campusWant dormWant roomTypeWant permitNow permitWant moveWhen flexible notes active createdAt updatedAt';

const LISTING_INPUT_KEYS = [
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
  {
    method: 'GET',
    path: '/listings/me',
    document: /* GraphQL */ `query RestMyListing { listing: myListing { ${LISTING_FIELDS} } }`,
    answer: 'data',
  },
  {
    method: 'POST',
    path: '/listings',
    document: /* GraphQL */ `
      mutation RestSaveListing($input: ListingInput!) { saveListing(input: $input) { listing { ${LISTING_FIELDS} } } }`,
    variables: ({ body }) => ({ input: pick(body, LISTING_INPUT_KEYS) }),
  },
  {
    method: 'PUT',
    path: '/listings/preferences',
    document: /* GraphQL */ `
      mutation RestUpdatePreferences($input: PreferencesInput!) {
        updatePreferences(input: $input) { listing { ${LISTING_FIELDS} } }
      }`,
    variables: ({ body }) => ({ input: pick(body, PREFERENCE_KEYS) }),
  },
  {
    method: 'POST',
    path: '/listings/deactivate',
    document: /* GraphQL */ `mutation RestDeactivateListing { deactivateListing { success } }`,
  },
];
