// /developers: the guide for everyone, and for a signed-in student their API tokens in it (ADR 306).
// The guide stays free of the API client (it opens offline, and a visitor needs none); the tokens
// bring it, as any data page does (dataPage.tsx). Composed here: features do not import each other's
// loading machinery.
import { Suspense } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { DevelopersPage } from '../features/developers/components/DevelopersPage.tsx';
import { useSignedIn } from '../lib/signed-in.ts';
import { dataPage } from './dataPage.tsx';

const ApiTokens = dataPage(() =>
  import('../features/developers/components/ApiTokensSection.tsx').then((m) => m.ApiTokensSection),
);

export function DevelopersRoute() {
  const signedIn = useSignedIn();
  const tokens = signedIn ? (
    // the guide stays readable if the tokens' code cannot load (offline on a first visit)
    <ErrorBoundary resetKey="api-tokens" fallback={<p>Your API tokens could not load. Try again online.</p>}>
      <Suspense fallback={<p>Loading your API tokens…</p>}>
        <ApiTokens />
      </Suspense>
    </ErrorBoundary>
  ) : null;
  return <DevelopersPage tokens={tokens} />;
}
