// The one Apollo Client of the tab and its provider, in a chunk of their own. Only screens that talk to
// the API load it (see dataPage.tsx and SignedInLayer.tsx): a signed-out visitor reading the landing
// page, the terms or the privacy policy never downloads the GraphQL client. Every provider instance
// hands out this same client, so all screens share one cache.
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo.ts';
import { restoreFirstData } from './first-data/restore.ts';

const client = createApolloClient();
// The page's data that came with the HTML goes into the cache before anything renders from it (ADR 160),
// after this chunk's own evaluation and one answer per task: on a phone the chunk's evaluation is already
// a long task, and writing /account's six answers with it made it ~240 ms longer (ADR 162). The lazy pages
// and the signed-in layer wait for it.
export const cacheReady: Promise<void> = restoreFirstData(client).then(
  () => undefined,
  () => undefined,
);

export function ApolloRoot({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
