// The server's render of a signed-in page's first view (ADR 164), built by `vite build --ssr` into
// web/dist-ssr and called by the gateway (gateway/src/web-ssr.ts) when it serves /matches, /post or
// /account with the answers of the page's first queries (ADR 160). The markup goes inside #root, so the
// phone paints the page's content from the HTML and the CSS alone; main.tsx then hydrates it.
//
// It renders exactly what the browser's first render makes from the same answers: the same route table
// (routes.tsx), the same providers, an Apollo cache written by the same writeAnswers, and the signed-in
// snapshot of the browser's hydration (lib/signed-in.ts). Nothing here may throw past the gateway's
// fallback (the plain shell with its first data): a render error, an error boundary that caught one,
// or a render slower than the budget all reject.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerApolloClient } from './app/ApolloRoot.tsx';
import { FIRST_DATA } from './app/first-data/documents.ts';
import { writeAnswers } from './app/first-data/restore.ts';
import { routes } from './app/routes.tsx';
import { ToastProvider } from './components/Toast.tsx';
import { createCache } from './lib/apollo.ts';
import { renderingSignedIn } from './lib/signed-in.ts';

renderingSignedIn();
const handler = createStaticHandler(routes);

/** The routes this entry renders: the signed-in pages with first data. */
export const ROUTES: readonly string[] = Object.keys(FIRST_DATA);

export type RenderInput = {
  /** the request's path and query, e.g. /matches?x=1 (its path must be `route`) */
  url: string;
  /** one of ROUTES */
  route: string;
  /** the page's first answers by operation name, as in the HTML's first-data block */
  results: Record<string, unknown>;
  /** rejects once this fires (the gateway's time budget) */
  signal: AbortSignal;
};

/** The page's markup for #root; rejects when it could not be rendered as the browser would. */
export async function renderFirstView({ url, route, results, signal }: RenderInput): Promise<string> {
  if (!ROUTES.includes(route)) throw new Error(`no server render for ${route}`);
  const client = new ApolloClient({ ssrMode: true, cache: createCache(), link: ApolloLink.empty() });
  writeAnswers(client, route, results);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  if (context.errors) throw new Error('the route has errors');
  const router = createStaticRouter(handler.dataRoutes, context);
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerApolloClient value={client}>
        <ToastProvider>
          {/* hydrate={false}: no inline script (CSP script-src 'self'); the browser's router starts itself */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ToastProvider>
      </ServerApolloClient>
    </StrictMode>,
    {
      signal,
      // one piece: a boundary React would send later needs an inline script, which the CSP refuses
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (failure) throw failure;
  if (signal.aborted) throw signal.reason;
  client.stop();
  return Buffer.concat(chunks).toString('utf8');
}
