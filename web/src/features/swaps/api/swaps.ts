// "Your swaps" and what a member does about one (docs/decisions/294-one-swap-after-the-match.md), as
// hooks typed by codegen. The swap's fields are selected beside the card that shows them.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';

const MySwapsQuery = graphql(`
  query MySwaps {
    mySwaps {
      ...SwapCardFields
    }
  }
`);

const SwapDoneMutation = graphql(`
  mutation SwapDone($swapId: ID!) {
    swapDone(swapId: $swapId) {
      ...SwapCardFields
    }
  }
`);

const CallOffSwapMutation = graphql(`
  mutation CallOffSwap($swapId: ID!) {
    callOffSwap(swapId: $swapId) {
      ...SwapCardFields
    }
  }
`);

/** The signed-in student's swaps, fresh on every visit (shown from the cache meanwhile). */
export function useMySwaps() {
  return useQuery(MySwapsQuery, { fetchPolicy: 'cache-and-network' });
}

/**
 * "We swapped" and "Call off". Either may close listings or end another swap of the student, so the
 * swaps are loaded again afterwards, whether it worked or not.
 */
export function useSwapActions() {
  const [done, doneState] = useMutation(SwapDoneMutation);
  const [callOff, callOffState] = useMutation(CallOffSwapMutation);
  return {
    sayDone: (swapId: string) => done({ variables: { swapId }, refetchQueries: [MySwapsQuery] }),
    callOff: (swapId: string) => callOff({ variables: { swapId }, refetchQueries: [MySwapsQuery] }),
    busy: doneState.loading || callOffState.loading,
  };
}
