// "We swapped" from a connected card or request (docs/decisions/183-we-swapped.md): the claim (or the
// other student's confirmation, the same call), the dispute, and what they change in the cache.
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql/gql.ts';

const SwappedMutation = graphql(`
  mutation Swapped($listingId: ID!) {
    swapped(listingId: $listingId) {
      ...SwapClaimFields
    }
  }
`);

const DisputeSwapMutation = graphql(`
  mutation DisputeSwap($listingId: ID!) {
    disputeSwap(listingId: $listingId) {
      ...SwapClaimFields
    }
  }
`);

/**
 * A claim shows on both students' cards and requests; a close also makes the student's own listing
 * inactive and ends pending interests: every query that shows them loads again.
 */
function forgetSwapViews(cache: ApolloCache): void {
  for (const fieldName of ['matches', 'swapRequests', 'myListing'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

export function useSwapClaim() {
  const [claim, { loading: claiming }] = useMutation(SwappedMutation);
  const [dispute, { loading: disputing }] = useMutation(DisputeSwapMutation);
  return {
    /** Says we swapped, or confirms the other student's claim. */
    swapped: (listingId: string) => claim({ variables: { listingId }, update: forgetSwapViews }),
    dispute: (listingId: string) => dispute({ variables: { listingId }, update: forgetSwapViews }),
    busy: claiming || disputing,
  };
}

// A closed listing's likeliest reason is a done swap (ADR 294): the latest swap says so, so the page
// shows "You swapped with …" instead of asking to re-list the room the student gave away.
const LatestSwapQuery = graphql(`
  query LatestSwap {
    mySwaps {
      id
      state
      headline
    }
  }
`);

/** The student's latest swap when it is done (asked only while their listing is closed); else null. */
export function useDoneSwap(listingClosed: boolean) {
  const { data } = useQuery(LatestSwapQuery, { skip: !listingClosed, fetchPolicy: 'cache-and-network' });
  const latest = data?.mySwaps[0];
  return latest?.state === 'DONE' ? latest : null;
}
