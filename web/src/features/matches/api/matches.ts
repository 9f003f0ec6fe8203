// The matches documents. TEMPORARY hand-typed documents until the server's schema prints these
// operations; then they become `graphql()` documents typed by codegen.
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';

export interface MatchCard {
  __typename?: 'MatchCard';
  id: string;
  type: string;
  score: number;
  why: { exactReverse: boolean; sameDormOrLot: boolean; sameCampus: boolean };
  category: string;
  when: string | null;
  userName: string | null;
  userAge: number | null;
  userAcademicYear: string | null;
  userEmail: string | null;
  userInstagram: string | null;
  userLinkedin: string | null;
  have: string;
  want: string;
  connected: boolean;
  revealedByMe: boolean;
  nextStep: string | null;
  createdAt: string;
}

export interface MatchesData {
  matches: {
    myListing: { id: string; type: string; active: boolean } | null;
    cards: MatchCard[];
  };
}

export const MatchesQuery: TypedDocumentNode<MatchesData, Record<string, never>> = parse(`
  query Matches {
    matches {
      myListing { id type active }
      cards {
        id type score why { exactReverse sameDormOrLot sameCampus } category when
        userName userAge userAcademicYear userEmail userInstagram userLinkedin
        have want connected revealedByMe nextStep createdAt
      }
    }
  }
`);

export const RevealMutation: TypedDocumentNode<{ reveal: { status: string } }, { listingId: string }> = parse(
  'mutation Reveal($listingId: ID!) { reveal(listingId: $listingId) { status } }',
);
