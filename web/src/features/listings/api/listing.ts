// The listing documents, typed by codegen from schema/schema.graphql (`npm run codegen`).
import { graphql } from '../../../gql/gql.ts';
import type { ListingFieldsFragment } from '../../../gql/graphql.ts';

export type Listing = ListingFieldsFragment;

export const ListingFields = graphql(`
  fragment ListingFields on Listing {
    id
    type
    campusNow
    dormNow
    roomTypeNow
    campusWant
    dormWant
    roomTypeWant
    permitNow
    permitWant
    moveWhen
    flexible
    notes
    active
    createdAt
    updatedAt
    have
    want
  }
`);

export const MyListingQuery = graphql(`
  query MyListing {
    myListing {
      ...ListingFields
    }
  }
`);

export const SaveListingMutation = graphql(`
  mutation SaveListing($input: ListingInput!) {
    saveListing(input: $input) {
      listing {
        ...ListingFields
      }
    }
  }
`);

export const UpdatePreferencesMutation = graphql(`
  mutation UpdatePreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      listing {
        ...ListingFields
      }
    }
  }
`);

export const DeactivateListingMutation = graphql(`
  mutation DeactivateListing {
    deactivateListing {
      success
    }
  }
`);
