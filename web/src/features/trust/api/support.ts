// The support desk's calls (docs/decisions/182-support-desk.md): staff only; a student's calls are
// refused FORBIDDEN, which the page shows as such.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';

export const SupportDeskQuery = graphql(`
  query SupportDesk {
    supportQueue {
      listingId
      type
      have
      want
      hidden
      ownerId
      ownerName
      ownerSuspended
      reports {
        id
        reason
        details
        createdAt
        reporterName
      }
    }
    supportWeeklyFigures {
      weekStart
      type
      campus
      connections
      swapsCompleted
    }
    supportAuditLog {
      id
      staffEmail
      createdAt
      action
      targetUserId
      targetListingId
      reason
    }
  }
`);

const HideListing = graphql(`
  mutation SupportHideListing($listingId: ID!, $reason: String!) {
    hideListing(listingId: $listingId, input: { reason: $reason }) {
      success
    }
  }
`);
const RestoreListing = graphql(`
  mutation SupportRestoreListing($listingId: ID!, $reason: String!) {
    restoreListing(listingId: $listingId, input: { reason: $reason }) {
      success
    }
  }
`);
const SuspendStudent = graphql(`
  mutation SupportSuspendStudent($userId: ID!, $reason: String!) {
    suspendStudent(userId: $userId, input: { reason: $reason }) {
      success
    }
  }
`);

export function useSupportDesk() {
  return useQuery(SupportDeskQuery, { fetchPolicy: 'network-only' });
}

/** The three staff actions; each reloads the desk (queue and audit log). */
export function useStaffActions() {
  const refetchQueries = [SupportDeskQuery];
  const [hide, h] = useMutation(HideListing, { refetchQueries, awaitRefetchQueries: true });
  const [restore, r] = useMutation(RestoreListing, { refetchQueries, awaitRefetchQueries: true });
  const [suspend, s] = useMutation(SuspendStudent, { refetchQueries, awaitRefetchQueries: true });
  return {
    hide: (listingId: string, reason: string) => hide({ variables: { listingId, reason } }),
    restore: (listingId: string, reason: string) => restore({ variables: { listingId, reason } }),
    suspend: (userId: string, reason: string) => suspend({ variables: { userId, reason } }),
    busy: h.loading || r.loading || s.loading,
  };
}
