// The one Apollo Client of the tab and its provider, in a chunk of their own. Only screens that talk to
// the API load it (see dataPage.tsx and SignedInLayer.tsx): a signed-out visitor reading the landing
// page, the terms or the privacy policy never downloads the GraphQL client. Every provider instance
// hands out this same client, so all screens share one cache.
//
// On the server (a signed-in page, entry-server.tsx, ADR 293) there is no tab client: each render brings
// its own through ServerApolloClient.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createContext, type ReactNode, useContext } from 'react';
import { useMatches } from 'react-router';
import { createApolloClient } from '../lib/apollo.ts';
import { writePageData, writePageDataInTasks } from './page-data.ts';
import { startingLoaderData } from './router.tsx';

/** The server render's per-request client (never set in the browser). */
export const ServerApolloClient = createContext<ApolloClient | null>(null);

const client = import.meta.env.SSR ? null : createApolloClient();

const CACHE_FIRST_MS = 4_000;

/**
 * The answers in the router's hydration data are seconds old: the pages' `cache-and-network` queries
 * would ask for them again at once and render twice while the page hydrates. Apollo's
 * prioritizeCacheValues makes those first reads cache-first until the student's first tap or key press
 * (before any mutation can ask for a refetch) or a few seconds.
 */
function preferCacheAWhile(tab: ApolloClient): void {
  tab.prioritizeCacheValues = true;
  const end = () => {
    tab.prioritizeCacheValues = false;
    clearTimeout(timer);
    window.removeEventListener('pointerdown', end, true);
    window.removeEventListener('keydown', end, true);
  };
  const timer = setTimeout(end, CACHE_FIRST_MS);
  window.addEventListener('pointerdown', end, true);
  window.addEventListener('keydown', end, true);
}

let starting: Promise<void> | null = null;

/**
 * In the browser: the data the router started from (a server-rendered page's loader data, ADR 293) in
 * the cache, written in tasks of its own. The lazy pages and the signed-in layer wait for it, so the
 * server's markup of them hydrates from the answers it was rendered from.
 */
export function startingDataWritten(): Promise<void> {
  if (!client) return Promise.resolve();
  const tab = client;
  starting ??= writePageDataInTasks(tab, startingLoaderData()).then(
    (wrote) => {
      if (wrote) preferCacheAWhile(tab);
    },
    () => undefined,
  );
  return starting;
}

export function ApolloRoot({ children }: { children: ReactNode }) {
  const serverClient = useContext(ServerApolloClient);
  const current = serverClient ?? client;
  if (!current) throw new Error('ApolloRoot: no client (a server render without ServerApolloClient)');
  // the page's loader data into the cache before the children's useQuery read it: the server's render
  // writes it here; in the browser startingDataWritten did already (each answer is written once)
  const matches = useMatches();
  for (const match of matches) writePageData(current, match.data);
  return <ApolloProvider client={current}>{children}</ApolloProvider>;
}
