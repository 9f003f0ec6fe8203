// A signed-in page rendered by React Router's server rendering (ADR 293): built by `vite build --ssr`
// into web/dist-ssr and called by the gateway (gateway/src/web-pages.ts) for a student whose session it
// checked. React Router's static handler matches the route table (routes.tsx) and runs the page's
// loader, which asks the gateway's Apollo server for the page's first data (`run`); the page renders
// from it, and StaticRouterProvider adds React Router's hydration data as the one inline script, with
// the response's CSP nonce. The browser's router starts from that data (main.tsx) and ApolloRoot writes
// it into Apollo's cache, as the server's render did. Why not React Router's framework mode: its
// <Scripts/> puts the app's modules before the first paint (measured on a framework-mode build, ADR 317).
import { ApolloClient, ApolloLink } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { ServerApolloClient } from './app/ApolloRoot.tsx';
import { Document, type DocumentAssets } from './app/Document.tsx';
import { operationName, PAGE_QUERIES, type PageData, storeOf } from './app/page-data.ts';
import { routes, type ServerLoadContext } from './app/routes.tsx';
import { ToastProvider } from './components/Toast.tsx';
import { createCache } from './lib/apollo.ts';
import { adoptRenderedConfig } from './lib/config.ts';
import { renderingSignedIn } from './lib/signed-in.ts';

renderingSignedIn();
const handler = createStaticHandler(routes);

/** The longest a page waits for its first data: past it, the page renders with what is there. */
export const PAGE_DATA_BUDGET_MS = 1_500;

type Manifest = Record<string, { file: string }>;
// the client build's manifest (Vite's own, `build.manifest`), built before this bundle (web/package.json)
const manifests = import.meta.glob<Manifest>('../dist/.vite/manifest.json', {
  eager: true,
  import: 'default',
});

function documentAssets(): DocumentAssets {
  const manifest = Object.values(manifests)[0];
  const entry = manifest?.['src/hydrate.ts']?.file;
  const app = manifest?.['index.html']?.file;
  if (!manifest || !entry || !app) throw new Error('no client build beside this server bundle');
  // one stylesheet for every page (vite.config.ts, cssCodeSplit: false)
  const styles = Object.values(manifest).flatMap((item) =>
    item.file.endsWith('.css') ? [`/${item.file}`] : [],
  );
  return { entry: `/${entry}`, app: `/${app}`, styles };
}

export type PageRequest = {
  /** the request's absolute URL */
  url: string;
  /** this response's CSP nonce */
  nonce: string;
  /** runs one GraphQL operation for the request's student; rejects when it fails */
  run(query: string): Promise<unknown>;
  /** the public configuration (the gateway's /health/config body): the page renders with it, and sends it */
  config?: unknown;
};

/** The page's first answers that arrived within the budget, by operation name; a failed one is left out. */
async function answersOf(path: string, run: PageRequest['run']): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const runs = (PAGE_QUERIES[path] ?? []).map(async (document) => {
    answers[operationName(document)] = await run(print(addTypenameToDocument(document)));
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PAGE_DATA_BUDGET_MS);
  });
  await Promise.race([Promise.allSettled(runs), budget]).finally(() => clearTimeout(timer));
  return { ...answers };
}

/** Whether `url`'s page is one the server renders (a route with a loader), before any data is read. */
export function rendersPage(url: string): boolean {
  return matchRoutes(routes, new URL(url).pathname)?.some((match) => match.route.loader) ?? false;
}

/** Where a route's loader sent the request instead (a path of this app), e.g. /login for a signed-in student. */
export type PageRedirect = { redirect: string };

function redirectOf(response: Response): PageRedirect | null {
  const location = response.headers.get('Location');
  // only a path of this app: never an address elsewhere
  return response.status >= 300 &&
    response.status < 400 &&
    location?.startsWith('/') &&
    !location.startsWith('//')
    ? { redirect: location }
    : null;
}

/**
 * The whole HTML document of a page the server renders (a route with a loader), a redirect its loader
 * answered (ADR 307), or null for any other path: the gateway then serves the shell, which the browser
 * renders itself.
 */
export async function renderPage({
  url,
  nonce,
  run,
  config,
}: PageRequest): Promise<string | PageRedirect | null> {
  // the same for every request of this server: what /health/config answers
  adoptRenderedConfig(config);
  const requestContext: ServerLoadContext = {
    answers: (path) => answersOf(path, run),
    pageData: async (path): Promise<PageData> => ({
      pageData: { path, store: storeOf(createCache(), path, await answersOf(path, run)), config },
    }),
  };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) return redirectOf(context);
  if (!context.matches.some((match) => match.route.loader)) return null;
  // a route whose loader only redirects (/login): otherwise the shell, as for a signed-out visitor
  if (
    context.matches.some(
      (match) => (match.route.handle as { serverRedirectsOnly?: boolean })?.serverRedirectsOnly,
    )
  )
    return null;
  if (context.errors) throw new Error('the route has errors');
  const client = new ApolloClient({ ssrMode: true, cache: createCache(), link: ApolloLink.empty() });
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerApolloClient value={client}>
        <ToastProvider>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            nonce={nonce}
          />
        </ToastProvider>
      </ServerApolloClient>
    </StrictMode>,
    {
      // one piece: a boundary React would send later comes with an inline script of its own
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  client.stop();
  if (failure) throw failure;
  const app = Buffer.concat(chunks).toString('utf8');
  return `<!doctype html>${renderToStaticMarkup(<Document nonce={nonce} assets={documentAssets()} app={app} />)}`;
}
