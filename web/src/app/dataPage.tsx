import { type ComponentType, lazy, useEffect } from 'react';
import { markLive } from '../lib/live.ts';

/**
 * A lazily loaded page that uses the API: its code and the Apollo chunk download in parallel (no
 * waterfall), and it renders inside the shared client's provider.
 */
export function dataPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Page, { ApolloRoot, cacheReady }] = await Promise.all([load(), import('./ApolloRoot.tsx')]);
    await cacheReady;
    function DataPage() {
      // the page's part of a server render hydrates here, after the rest (Layout's Suspense): from
      // now on React's listeners reach it, so public/after-paint.js replays what it held (ADR 265)
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
