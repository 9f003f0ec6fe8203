// How the web client knows who is signed in.
// - Instantly: the readable `signed_in=1` cookie the server sets beside the HttpOnly session cookie.
// - In detail: the `me` query. If `me` is null while `signed_in` is set, the session expired on the
//   server: the stale cookie is cleared here and the app treats the visitor as signed out.
// After sign-in or sign-out, call `refreshSignedIn()` (and refetch `me`) so the UI updates at once.
import { useQuery } from '@apollo/client/react';
import { useEffect, useSyncExternalStore } from 'react';
import { graphql } from '../gql/gql.ts';
import { clearCookie, isSignedInCookie, SIGNED_IN_COOKIE } from './cookies.ts';

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

const listeners = new Set<() => void>();
let signedIn = typeof document === 'undefined' ? false : isSignedInCookie();

/** Re-reads the signed_in cookie and notifies subscribers when it changed. */
export function refreshSignedIn(): boolean {
  const next = isSignedInCookie();
  if (next !== signedIn) {
    signedIn = next;
    for (const listener of listeners) listener();
  }
  return signedIn;
}

/** Forgets a session the server no longer knows (expired or revoked). */
export function markSignedOut(): void {
  clearCookie(SIGNED_IN_COOKIE);
  refreshSignedIn();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Cookies can change in another tab or through a server response; re-check when the tab regains focus.
  const recheck = () => refreshSignedIn();
  window.addEventListener('focus', recheck);
  document.addEventListener('visibilitychange', recheck);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', recheck);
    document.removeEventListener('visibilitychange', recheck);
  };
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => signedIn,
    () => false,
  );
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
