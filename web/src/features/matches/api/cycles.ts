// The 3-way swap calls as hooks (docs/decisions/040-three-way-swaps.md), typed by codegen. The cycle
// fragment lives beside the card that shows it (components/CycleCard.tsx).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';
import { MatchesQuery } from './matches.ts';

const JoinCycleMutation = graphql(`
  mutation JoinCycle($cycleId: ID!) {
    joinCycle(cycleId: $cycleId) {
      status
      cycle {
        ...SwapCycleFields
      }
    }
  }
`);

const LeaveCycleMutation = graphql(`
  mutation LeaveCycle($cycleId: ID!) {
    leaveCycle(cycleId: $cycleId) {
      success
    }
  }
`);

/** "I'm in": the answer carries the cycle, which Apollo writes over its cached copy (by id). */
export function useJoinCycle() {
  const [mutate, state] = useMutation(JoinCycleMutation);
  return [(cycleId: string) => mutate({ variables: { cycleId } }), state] as const;
}

/**
 * "Not for me" dissolves the swap for all three and may free a place for another offer, which only
 * the matches query can tell: they are loaded again.
 */
export function useLeaveCycle() {
  const [mutate, state] = useMutation(LeaveCycleMutation);
  return [
    (cycleId: string) => mutate({ variables: { cycleId }, refetchQueries: [MatchesQuery] }),
    state,
  ] as const;
}
