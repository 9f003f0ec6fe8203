// The support desk's calls (docs/decisions/182-support-desk.md, 297-a-support-desk-without-dead-ends.md):
// staff only; a student's calls are refused FORBIDDEN, which the page shows as such. Each list is read
// a page at a time (`first`, `after`); each change asks for a reason and reloads every list on screen,
// since a hide moves a listing from the queue to the hidden list, a suspension adds a student, and each
// writes an audit row.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';

/** Items a page on the desk: a screenful on a phone. */
export const DESK_PAGE = 10;

export const SupportReportsQuery = graphql(`
  query SupportReports($first: Int, $after: String) {
    supportReports(first: $first, after: $after) {
      total
      nextCursor
      items {
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
    }
  }
`);

export const SupportHiddenListingsQuery = graphql(`
  query SupportHiddenListings($first: Int, $after: String) {
    supportHiddenListings(first: $first, after: $after) {
      total
      nextCursor
      items {
        listingId
        type
        have
        hiddenAt
        hiddenReason
        openReports
        ownerId
        ownerName
        ownerSuspended
      }
    }
  }
`);

export const SupportSuspendedStudentsQuery = graphql(`
  query SupportSuspendedStudents($first: Int, $after: String) {
    supportSuspendedStudents(first: $first, after: $after) {
      total
      nextCursor
      items {
        userId
        name
        suspendedAt
        reason
        listingHave
      }
    }
  }
`);

export const SupportAuditQuery = graphql(`
  query SupportAudit($studentId: ID, $first: Int, $after: String) {
    supportAudit(studentId: $studentId, first: $first, after: $after) {
      total
      nextCursor
      items {
        id
        createdAt
        action
        targetUserId
        targetName
        sentence
      }
    }
  }
`);

export const SupportFiguresQuery = graphql(`
  query SupportFigures {
    supportWeeklyFigures {
      weekStart
      type
      campus
      connections
      swapsCompleted
      pairSwapsDone
      threeWaySwapsDone
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
const UnsuspendStudent = graphql(`
  mutation SupportUnsuspendStudent($userId: ID!, $reason: String!) {
    unsuspendStudent(userId: $userId, input: { reason: $reason }) {
      success
    }
  }
`);

/** The variables of one page of a desk list; `after` is the page before's cursor (null: the first). */
export const pageOf = (after: string | null) => ({ first: DESK_PAGE, after });

export function useReportsPage(after: string | null) {
  return useQuery(SupportReportsQuery, { variables: pageOf(after), fetchPolicy: 'cache-and-network' });
}

export function useHiddenPage(after: string | null) {
  return useQuery(SupportHiddenListingsQuery, { variables: pageOf(after), fetchPolicy: 'cache-and-network' });
}

export function useSuspendedPage(after: string | null) {
  return useQuery(SupportSuspendedStudentsQuery, {
    variables: pageOf(after),
    fetchPolicy: 'cache-and-network',
  });
}

export function useAuditPage(studentId: string | null, after: string | null) {
  return useQuery(SupportAuditQuery, {
    variables: { studentId, ...pageOf(after) },
    fetchPolicy: 'cache-and-network',
  });
}

export function useFigures() {
  return useQuery(SupportFiguresQuery, { fetchPolicy: 'cache-and-network' });
}

/** The four staff changes, each with its reason; every list on screen reloads after one. */
export function useStaffActions() {
  const options = {
    refetchQueries: [
      SupportReportsQuery,
      SupportHiddenListingsQuery,
      SupportSuspendedStudentsQuery,
      SupportAuditQuery,
    ],
    awaitRefetchQueries: true,
  };
  const [hide] = useMutation(HideListing, options);
  const [restore] = useMutation(RestoreListing, options);
  const [suspend] = useMutation(SuspendStudent, options);
  const [unsuspend] = useMutation(UnsuspendStudent, options);
  return {
    hide: (listingId: string, reason: string) => hide({ variables: { listingId, reason } }),
    restore: (listingId: string, reason: string) => restore({ variables: { listingId, reason } }),
    suspend: (userId: string, reason: string) => suspend({ variables: { userId, reason } }),
    unsuspend: (userId: string, reason: string) => unsuspend({ variables: { userId, reason } }),
  };
}
