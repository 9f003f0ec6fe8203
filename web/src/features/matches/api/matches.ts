// The matches calls as hooks, typed by codegen from schema/schema.graphql (`npm run codegen`). The card
// fragment lives beside the screen that shows it (components/MatchCardView.tsx, CycleCard.tsx); these
// documents spread it by name. How the cache follows a reveal: docs/decisions/107-web-match-card-cache.md.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';
import type { MatchCard } from '../components/MatchCardView.tsx';
import { isInterested } from '../card-text.ts';

export const MatchesQuery = graphql(`
  query Matches {
    matches {
      myListing {
        id
        type
        active
        hiddenBySupport
      }
      cards {
        ...MatchCardFields
      }
      preferenceCount
      otherCount
      interestedCount
      cycles {
        ...SwapCycleFields
      }
    }
  }
`);

const RevealMutation = graphql(`
  mutation Reveal($listingId: ID!) {
    reveal(listingId: $listingId) {
      status: result
      card {
        ...MatchCardFields
      }
    }
  }
`);

/** The signed-in student's matches and 3-way swaps, fresh on every visit (shown from the cache meanwhile). */
export function useMatches() {
  return useQuery(MatchesQuery, { fetchPolicy: 'cache-and-network' });
}

/**
 * Reveals interest in a card. The answer carries the card, which Apollo writes over its cached copy (by
 * id). What the answer cannot carry is fixed here: the "interested in you" count drops by the card that
 * stopped being interested, the swap requests are dropped from the cache (the next visit loads them),
 * and when there is no card (no longer a match) the matches are loaded again.
 */
export function useReveal() {
  const [mutate, state] = useMutation(RevealMutation);
  const reveal = (card: MatchCard) =>
    mutate({
      variables: { listingId: card.id },
      update(cache, { data }) {
        const after = data?.reveal.card;
        if (after && isInterested(card) && !isInterested(after)) {
          cache.updateQuery({ query: MatchesQuery }, (cached) =>
            cached
              ? {
                  matches: {
                    ...cached.matches,
                    interestedCount: Math.max(0, cached.matches.interestedCount - 1),
                  },
                }
              : undefined,
          );
        }
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'swapRequests' });
        cache.gc();
      },
      refetchQueries: ({ data }) => (data?.reveal.card ? [] : [MatchesQuery]),
    });
  return [reveal, state] as const;
}
