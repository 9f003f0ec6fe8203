// /api/matches and /api/swaps: ranked cards, reveal and the swap requests (decisions.md §3, §5).
import type { RestRoute } from '../route.ts';
import { CYCLE_FIELDS } from './cycles.ts';
import { LISTING_FIELDS } from './listings.ts';

export const CARD_FIELDS = `id type score why { exactReverse sameDormOrLot sameCampus } category when flexible notes
  have want createdAt userName userAge userAcademicYear userEmail userInstagram userLinkedin revealedByMe revealedToMe connected nextStep`;

export const SWAP_REQUEST_FIELDS = `listingId type have want when userName userAge userAcademicYear userEmail
  userInstagram userLinkedin createdAt connected nextStep`;

export const matchRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/matches',
    document: /* GraphQL */ `
      query RestMatches($limit: Int) {
        matches(limit: $limit) { myListing { ${LISTING_FIELDS} } cards { ${CARD_FIELDS} } preferenceCount otherCount cycles { ${CYCLE_FIELDS} } }
      }`,
  },
  {
    method: 'POST',
    path: '/matches/:id/reveal',
    document: /* GraphQL */ `mutation RestReveal($listingId: ID!) { reveal(listingId: $listingId) { status: result } }`,
    // Express matches `:id` only when the segment is non-empty, so `params.id` is always present.
    variables: ({ params }) => ({ listingId: params.id }),
  },
  {
    method: 'GET',
    path: '/swaps/requests',
    document: /* GraphQL */ `
      query RestSwapRequests {
        swapRequests {
          outgoing { ${SWAP_REQUEST_FIELDS} }
          incoming { ${SWAP_REQUEST_FIELDS} }
          connected { ${SWAP_REQUEST_FIELDS} }
        }
      }`,
  },
];
