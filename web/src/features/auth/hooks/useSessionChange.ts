// After the server starts or ends a session (it sets or clears the HttpOnly auth_token and the readable
// signed_in cookie), the client forgets everything cached for the previous visitor and re-reads who is
// signed in. The token itself never passes through page scripts.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { markLeftOnPurpose, refreshSignedIn } from '../../../lib/signed-in.ts';

export function useSessionChange() {
  const client = useApolloClient();

  const signedIn = useCallback(async () => {
    // resetStore refetches active queries (a `me` left from another account) with the new cookie;
    // refreshSignedIn then starts `me` if nobody was signed in before.
    await client.resetStore().catch(() => undefined);
    refreshSignedIn();
  }, [client]);

  // The student's own choice (log out, delete account): see RequireAuth for what that changes.
  const signedOut = useCallback(async () => {
    markLeftOnPurpose();
    await client.clearStore().catch(() => undefined);
  }, [client]);

  return useMemo(() => ({ signedIn, signedOut }), [signedIn, signedOut]);
}
