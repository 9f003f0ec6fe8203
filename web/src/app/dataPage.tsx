import { type ComponentType, lazy, useEffect } from 'react';
import { markLive } from '../lib/live.ts';

/**
 * A lazily loaded page that uses the API: its code and the Apollo chunk download in parallel (no
 * waterfall), and it renders inside the shared client's provider, which first writes the page's loader
 * data (a server-rendered page's first answers, ADR 293) into the cache.
 */
export function dataPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Page, { ApolloRoot, startingDataWritten }] = await Promise.all([
      load(),
      import('./ApolloRoot.tsx'),
    ]);
    await startingDataWritten();
    function DataPage() {
      // the page's part of a server render hydrates here, after the rest (Layout's Suspense): from
      // now on React's listeners reach it, so the taps held before it are replayed (ADR 265)
      useEffect(markLive, []);
      return (
        <ApolloRoot>
          <Page />
        </ApolloRoot>
      );
    }
    return { default: DataPage };
  });
}
