// The listing's documents (typed by codegen from schema/schema.graphql, `npm run codegen`) and the hooks
// the screens call them through.
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { ListingFieldsFragment, ListingInput, PreferencesInput } from '../../../gql/graphql.ts';

export type Listing = ListingFieldsFragment;

// ListingFields, every field of the Listing type, is generated from the schema by `npm run codegen`
// (api/generated/listing-fields.graphql, ADR 244): a new listing field needs no edit here.

export const MyListingQuery = graphql(`
  query MyListing {
    myListing {
      ...ListingFields
    }
  }
`);

export const ListingPayloadFields = graphql(`
  fragment ListingPayloadFields on ListingPayload {
    listing {
      ...ListingFields
    }
  }
`);

export const SaveListingMutation = graphql(`
  mutation SaveListing($input: ListingInput!) {
    saveListing(input: $input) {
      ...ListingPayloadFields
    }
  }
`);

export const UpdatePreferencesMutation = graphql(`
  mutation UpdatePreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      ...ListingPayloadFields
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

/** The student's listing (null: none yet), from the cache at once and then from the server. */
export function useMyListing() {
  return useQuery(MyListingQuery, { fetchPolicy: 'cache-and-network' });
}

/** Asks the server for the student's listing now (null: none yet). */
export function useFetchMyListing() {
  const client = useApolloClient();
  return useCallback(async () => {
    const result = await client.query({ query: MyListingQuery, fetchPolicy: 'network-only' });
    return result.data?.myListing ?? null;
  }, [client]);
}

// Matches computed for the listing as it was are stale once it changed.
function forgetMatches(cache: ApolloCache) {
  cache.evict({ fieldName: 'matches' });
  cache.gc();
}

/** Creates or replaces the student's one listing; resolves to the saved listing. */
export function useSaveListing() {
  const [mutate, { loading }] = useMutation(SaveListingMutation, { refetchQueries: [MyListingQuery] });
  const saveListing = useCallback(
    async (input: ListingInput) => (await mutate({ variables: { input } })).data?.saveListing.listing ?? null,
    [mutate],
  );
  return { saveListing, saving: loading };
}

export function useUpdatePreferences() {
  const [mutate, { loading }] = useMutation(UpdatePreferencesMutation, { update: forgetMatches });
  const updatePreferences = useCallback(
    async (input: PreferencesInput) => {
      await mutate({ variables: { input } });
    },
    [mutate],
  );
  return { updatePreferences, updating: loading };
}

export function useDeactivateListing() {
  const [mutate, { loading }] = useMutation(DeactivateListingMutation, {
    refetchQueries: [MyListingQuery],
    awaitRefetchQueries: true,
    update: forgetMatches,
  });
  const deactivateListing = useCallback(async () => {
    await mutate();
  }, [mutate]);
  return { deactivateListing, deactivating: loading };
}
