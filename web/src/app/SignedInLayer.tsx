// What the layout adds while somebody is signed in, loaded with Apollo only then: `me` kept fresh (which
// also clears a stale signed_in cookie when the server session is gone) and the blocking terms modal.
import { TermsGate } from '../features/auth/components/TermsGate.tsx';
import { useSession } from '../lib/session.ts';
import { ApolloRoot } from './ApolloRoot.tsx';

export { cacheReady } from './ApolloRoot.tsx';

function SessionWatch() {
  useSession();
  return <TermsGate />;
}

export function SignedInLayer() {
  return (
    <ApolloRoot>
      <SessionWatch />
    </ApolloRoot>
  );
}
