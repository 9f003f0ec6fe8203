// The matches documents, typed by codegen from schema/schema.graphql (`npm run codegen`).
import { graphql } from '../../../gql/gql.ts';
import type { MatchCardFieldsFragment } from '../../../gql/graphql.ts';

export type MatchCard = MatchCardFieldsFragment;

export const MatchCardFields = graphql(`
  fragment MatchCardFields on MatchCard {
    id
    type
    score
    category
    why {
      exactReverse
      sameDormOrLot
      sameCampus
    }
    when
    flexible
    notes
    userName
    userAge
    userAcademicYear
    userEmail
    userInstagram
    userLinkedin
    have
    want
    connected
    revealedByMe
    revealedToMe
    nextStep
    createdAt
  }
`);

export const MatchesQuery = graphql(`
  query Matches {
    matches {
      myListing {
        id
        type
        active
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

export const RevealMutation = graphql(`
  mutation Reveal($listingId: ID!) {
    reveal(listingId: $listingId) {
      status: result
    }
  }
`);
