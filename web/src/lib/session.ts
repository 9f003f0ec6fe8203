// Who is signed in, in detail: the `me` query (the instant yes/no is the cookie of ./signed-in.ts).
// If `me` is null while `signed_in` is set, the session expired on the server: the stale cookie is cleared
// here and the app treats the visitor as signed out.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../gql/gql.ts';
import { markSignedOut, useSignedIn } from './signed-in.ts';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      name
      age
      year
      instagram
      linkedin
      hasProfile
      hasPassword
      termsAccepted
      termsAcceptedAt
      termsVersion
    }
  }
`);

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
