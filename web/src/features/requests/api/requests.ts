// The swap-request documents, typed by codegen from schema/schema.graphql (`npm run codegen`).
import { graphql } from '../../../gql/gql.ts';
import type { SwapRequestFieldsFragment } from '../../../gql/graphql.ts';

export type SwapRequestItem = SwapRequestFieldsFragment;

export const SwapRequestFields = graphql(`
  fragment SwapRequestFields on SwapRequest {
    listingId
    type
    have
    want
    when
    userName
    userAge
    userAcademicYear
    userEmail
    userInstagram
    userLinkedin
    createdAt
    connected
    nextStep
  }
`);

export const SwapRequestsQuery = graphql(`
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

export const RevealBackMutation = graphql(`
  mutation RevealBack($listingId: ID!) {
    reveal(listingId: $listingId) {
      status: result
    }
  }
`);
