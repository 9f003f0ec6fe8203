// The one Apollo Client of the tab and its provider, in a chunk of their own. Only screens that talk to
// the API load it (see dataPage.tsx and SignedInLayer.tsx): a signed-out visitor reading the landing
// page, the terms or the privacy policy never downloads the GraphQL client. Every provider instance
// hands out this same client, so all screens share one cache.
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo.ts';
import { restoreFirstData } from './first-data/restore.ts';

const client = createApolloClient();
// the page's data that came with the HTML, in the cache before anything renders (ADR 160)
restoreFirstData(client);

export function ApolloRoot({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
