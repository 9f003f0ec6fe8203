// What the layout adds while somebody is signed in, loaded with Apollo only then: `me` kept fresh (which
// also clears a stale signed_in cookie when the server session is gone), the blocking terms modal, and
// the other pages' data fetched once the page is idle (ADR 162).
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { TermsGate } from '../features/auth/components/TermsGate.tsx';
import { useSession } from '../lib/session.ts';
import { ApolloRoot } from './ApolloRoot.tsx';
import { prefetchWhenIdle } from './prefetch.ts';

export { startingDataWritten } from './ApolloRoot.tsx';

function SessionWatch() {
  useSession();
  const client = useApolloClient();
  useEffect(() => prefetchWhenIdle(client), [client]);
  return <TermsGate />;
}

export function SignedInLayer() {
  return (
    <ApolloRoot>
      <SessionWatch />
    </ApolloRoot>
  );
}
