// The 3-way swap documents (docs/decisions/040-three-way-swaps.md), typed by codegen.
import { graphql } from '../../../gql/gql.ts';
import type { SwapCycleFieldsFragment } from '../../../gql/graphql.ts';

export type SwapCycle = SwapCycleFieldsFragment;

export const SwapCycleFields = graphql(`
  fragment SwapCycleFields on SwapCycle {
    id
    type
    status
    connected
    joinedByMe
    joinedCount
    nextStep
    members {
      position
      isMe
      userName
      userAge
      userAcademicYear
      have
      place
      movesInto
      userEmail
      userInstagram
      userLinkedin
    }
  }
`);

export const JoinCycleMutation = graphql(`
  mutation JoinCycle($cycleId: ID!) {
    joinCycle(cycleId: $cycleId) {
      status
      cycle {
        ...SwapCycleFields
      }
    }
  }
`);

export const LeaveCycleMutation = graphql(`
  mutation LeaveCycle($cycleId: ID!) {
    leaveCycle(cycleId: $cycleId) {
      success
    }
  }
`);
