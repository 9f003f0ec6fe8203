// The swap-request calls as hooks, typed by codegen from schema/schema.graphql (`npm run codegen`). The
// request fragment lives beside the screen that shows it (components/RequestItem.tsx).
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';

const SwapRequestsQuery = graphql(`
  query SwapRequests {
    swapRequests {
      incoming {
        ...SwapRequestFields
      }
      outgoing {
        ...SwapRequestFields
      }
      connected {
        ...SwapRequestFields
      }
    }
  }
`);

const RevealBackMutation = graphql(`
  mutation RevealBack($listingId: ID!) {
    reveal(listingId: $listingId) {
      status: result
    }
  }
`);

/** The signed-in student's swap requests, fresh on every visit (shown from the cache meanwhile). */
export function useSwapRequests() {
  return useQuery(SwapRequestsQuery, { fetchPolicy: 'cache-and-network' });
}

/**
 * Reveals back to an incoming request. A request has no id for the cache to update it by, and the
 * answer moves it between lists: the requests are loaded again, whether it succeeded or not (another
 * student's listing may be gone meanwhile). docs/decisions/107-web-match-card-cache.md
 */
export function useRevealBack() {
  const [mutate, state] = useMutation(RevealBackMutation);
  const revealBack = (listingId: string) =>
    mutate({ variables: { listingId }, refetchQueries: [SwapRequestsQuery] });
  return [revealBack, state] as const;
}
