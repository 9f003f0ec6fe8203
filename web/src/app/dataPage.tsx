import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded page that uses the API: its code and the Apollo chunk download in parallel (no
 * waterfall), and it renders inside the shared client's provider.
 */
export function dataPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Page, { ApolloRoot, cacheReady }] = await Promise.all([load(), import('./ApolloRoot.tsx')]);
    await cacheReady;
    function DataPage() {
      return (
        <ApolloRoot>
          <Page />
        </ApolloRoot>
      );
    }
    return { default: DataPage };
  });
}
