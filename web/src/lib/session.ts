// Who is signed in, in detail: the `me` query (the instant yes/no is the cookie of ./signed-in.ts).
// If `me` is null while `signed_in` is set, the session expired on the server: the stale cookie is cleared
// here and the app treats the visitor as signed out.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../gql/gql.ts';
import { errorCode } from './api-errors.ts';
import { markSignedOut, useSignedIn } from './signed-in.ts';

/** The profile part of a user: what `me` shows and what saving a profile answers with. */
export const UserProfileFields = graphql(`
  fragment UserProfileFields on User {
    id
    name
    age
    year
    instagram
    linkedin
    hasProfile
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...UserProfileFields
      email
      hasPassword
      termsAccepted
      termsAcceptedAt
      termsVersion
      isStaff
    }
  }
`);

/** Re-reads `me` from the server (after the profile or the terms changed there). */
export function useRefreshSession(): () => Promise<unknown> {
  const client = useApolloClient();
  return useCallback(() => client.refetchQueries({ include: [MeQuery] }), [client]);
}

/** The signed-in student (null while loading or signed out). */
export function useSession() {
  const isSignedIn = useSignedIn();
  const { data, loading, error, refetch } = useQuery(MeQuery, {
    skip: !isSignedIn,
    fetchPolicy: 'cache-and-network',
  });
  const me = data?.me;
  useEffect(() => {
    // The server answered and says nobody is signed in: the cookie is stale.
    if (isSignedIn && !loading && !error && me === null) markSignedOut();
  }, [isSignedIn, loading, error, me]);
  return {
    signedIn: isSignedIn,
    user: isSignedIn ? (me ?? null) : null,
    loading: isSignedIn && loading,
    error,
    refetch,
  };
}

/**
 * Whether `error` refused the read because the student has not accepted the current terms. That is not
 * a failure: the terms dialog is over the page, which waits behind it as if loading (the server's
 * render shows it loading too, ADR 293), and the read is done again once the terms are accepted.
 */
export function useWaitsForTerms(error: unknown, refetch: () => Promise<unknown>): boolean {
  const { user } = useSession();
  const accepted = user?.termsAccepted === true;
  const refused = errorCode(error) === 'TERMS_NOT_ACCEPTED';
  useEffect(() => {
    if (accepted && refused) refetch().catch(() => {});
  }, [accepted, refused, refetch]);
  return refused;
}
