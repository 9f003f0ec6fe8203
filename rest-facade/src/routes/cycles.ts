// /api/cycles: "I'm in" and "leave" for 3-way swaps (docs/decisions/040-three-way-swaps.md). The cycles
// themselves arrive with GET /api/matches (CYCLE_FIELDS).
import type { RestRoute } from '../route.ts';

export const CYCLE_FIELDS = `id type status connected joinedByMe joinedCount createdAt nextStep
  members { position isMe userName userAge userAcademicYear have place movesInto userEmail userInstagram userLinkedin }`;

export const cycleRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/cycles/:id/join',
    document: /* GraphQL */ `
      mutation RestJoinCycle($cycleId: ID!) { joinCycle(cycleId: $cycleId) { status cycle { ${CYCLE_FIELDS} } } }`,
    // Express matches `:id` only when the segment is non-empty, so `params.id` is always present.
    variables: ({ params }) => ({ cycleId: params.id }),
  },
  {
    method: 'POST',
    path: '/cycles/:id/leave',
    document: /* GraphQL */ `mutation RestLeaveCycle($cycleId: ID!) { leaveCycle(cycleId: $cycleId) { success } }`,
    variables: ({ params }) => ({ cycleId: params.id }),
  },
];
