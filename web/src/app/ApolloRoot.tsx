// The one Apollo Client of the tab and its provider, in a chunk of their own. Only screens that talk to
// the API load it (see dataPage.tsx and SignedInLayer.tsx): a signed-out visitor reading the landing
// page, the terms or the privacy policy never downloads the GraphQL client. Every provider instance
// hands out this same client, so all screens share one cache.
//
// On the server (the first view of a signed-in page, entry-server.tsx, ADR 164) there is no tab client:
// each render brings its own, filled with that request's answers, through ServerApolloClient.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createContext, type ReactNode, useContext } from 'react';
import { createApolloClient } from '../lib/apollo.ts';
import { restoreFirstData } from './first-data/restore.ts';

/** The server render's per-request client (never set in the browser). */
export const ServerApolloClient = createContext<ApolloClient | null>(null);

const client = import.meta.env.SSR ? null : createApolloClient();
// The page's data that came with the HTML goes into the cache before anything renders from it (ADR 160),
// after this chunk's own evaluation and one answer per task: on a phone the chunk's evaluation is already
// a long task, and writing /account's six answers with it made it ~240 ms longer (ADR 162). The lazy pages
// and the signed-in layer wait for it (and so does hydrating the server's markup of them, ADR 164).
export const cacheReady: Promise<void> =
  import.meta.env.SSR || !client
    ? Promise.resolve()
    : restoreFirstData(client).then(
        () => undefined,
        () => undefined,
      );

export function ApolloRoot({ children }: { children: ReactNode }) {
  const serverClient = useContext(ServerApolloClient);
  const current = serverClient ?? client;
  if (!current) throw new Error('ApolloRoot: no client (a server render without ServerApolloClient)');
  return <ApolloProvider client={current}>{children}</ApolloProvider>;
}
