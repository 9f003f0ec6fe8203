// A signed-in page's first data (ADR 293): the queries its first render asks for. On the server the
// page's route loader (routes.tsx) has them run through the gateway's Apollo server (entry-server.tsx)
// and writes the answers into a cache of the tab's configuration; React Router sends that cache's
// normalized entities (`extract()`) to the browser in its hydration data; ApolloRoot restores them into
// Apollo's cache before anything under it renders, on the server and in the browser alike, so the
// pages' own typed useQuery hooks read the same answers on both sides. Entities, not answers: the
// browser then restores instead of writing each answer through the cache's policies (on a phone a
// write of /matches' 25 cards was a task of ~70 ms at 4x, ADR 318). A query left out here is fetched by
// the page itself; one listed here that the page does not use costs the server a query.
import type { ApolloClient, InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import {
  BlocksDocument,
  CatalogDocument,
  MatchesDocument,
  MeDocument,
  MyListingDocument,
  NotificationSettingsDocument,
} from '../gql/graphql.ts';

/** Per path: the signed-in layer's `me` (every page) and the page's own first queries. */
export const PAGE_QUERIES: Readonly<Record<string, readonly DocumentNode[]>> = {
  // not a page the server renders: its loader reads `me` to say where a signed-in student goes (ADR 307)
  '/login': [MeDocument],
  '/matches': [MeDocument, MatchesDocument],
  '/post': [MeDocument, CatalogDocument, MyListingDocument],
  '/account': [MeDocument, MyListingDocument, CatalogDocument, NotificationSettingsDocument, BlocksDocument],
};

/**
 * What a page's loader answers: its first answers that arrived (a failed one is left out), as entities,
 * and the public configuration the page was rendered with (lib/config.ts adoptRenderedConfig).
 */
export type PageData = { pageData: { path: string; store: NormalizedCacheObject; config?: unknown } };

/** The name of a document's one operation (the key of its answer). */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  throw new Error('page data: a document without a named operation');
}

/**
 * The server's side: a page's answers (by operation name) written into `cache`, a fresh one of the tab's
 * configuration (lib/apollo.ts createCache), as its entities. An answer of a shape this build does not
 * expect is left out: the page fetches it.
 */
export function storeOf(
  cache: InMemoryCache,
  path: string,
  answers: Record<string, unknown>,
): NormalizedCacheObject {
  for (const document of PAGE_QUERIES[path] ?? []) {
    const data = answers[operationName(document)];
    if (typeof data !== 'object' || data === null) continue;
    try {
      cache.writeQuery({ query: document, data: data as Record<string, unknown> });
    } catch {
      // left to the page
    }
  }
  return cache.extract();
}

const written = new WeakSet<object>();

function isPageData(value: unknown): value is PageData {
  const data = (value as Partial<PageData> | null)?.pageData;
  return typeof data?.path === 'string' && typeof data.store === 'object' && data.store !== null;
}

/**
 * The entities into the cache. Into an empty one (a page's first render, the usual case) by restore,
 * which takes them as they are; into one that holds something already, merged field by field over it.
 * Returns whether there was anything to restore.
 */
function restore(client: ApolloClient, store: NormalizedCacheObject): boolean {
  if (!store.ROOT_QUERY) return false;
  const held = client.cache.extract() as NormalizedCacheObject;
  if (Object.keys(held).length === 0) {
    client.cache.restore(store);
    return true;
  }
  const merged: NormalizedCacheObject = { ...held };
  for (const [id, fields] of Object.entries(store)) merged[id] = { ...held[id], ...fields };
  client.cache.restore(merged);
  return true;
}

/**
 * Restores a loader's entities into the client's cache, once per loader answer (a later render, or the
 * same data still in the router's state after the student changed things, never restores it again).
 * Called while rendering (the server's), before the components that read it; nothing watches yet.
 * Returns whether it restored anything.
 */
export function writePageData(client: ApolloClient, value: unknown): boolean {
  if (!isPageData(value) || written.has(value)) return false;
  written.add(value);
  return restore(client, value.pageData.store);
}

const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Does, in tasks of its own, the work of a page's first useQuery of `document` that Apollo keeps for the
 * next one (ADR 255): the document's transforms and its document info (watchQuery, cached per
 * document) and the cache read of the answer (getCurrentResult; InMemoryCache memoizes it per selection
 * set, so the page's own read of the same answer is a lookup). The warming ObservableQuery is never
 * subscribed: it fetches nothing and the client does not keep it.
 */
export async function warmFirstRead(client: ApolloClient, document: DocumentNode): Promise<void> {
  try {
    await nextTask();
    const observable = client.watchQuery({ query: document });
    await nextTask();
    observable.getCurrentResult();
  } catch {
    // nothing is lost: the page's own first read does this work
  }
}

/**
 * Runs, in a task of its own, what a page's useQuery does when the page's first commit subscribes it
 * (reobserve, the cache's answer through Apollo's observers), once, on a small answer the cache holds,
 * with `cache-only` so it never asks the network: the first run of that code is the slow one (V8
 * compiles each function on its first call; ~75 ms at 4x inside /matches' first commit, ADR 318), and
 * the page's own subscriptions then run it warm. The subscription ends at once and leaves no query.
 */
export async function warmSubscription(client: ApolloClient, document: DocumentNode): Promise<void> {
  try {
    await nextTask();
    const observable = client.watchQuery({ query: document, fetchPolicy: 'cache-only' });
    if (observable.getCurrentResult().dataState !== 'complete') return;
    observable.subscribe(() => {}).unsubscribe();
  } catch {
    // nothing is lost: the page's own subscription does this work
  }
}

/**
 * The browser's restore of the router's starting loader data (the server's entities), and then each of
 * the page's first reads warmed in tasks of their own, before the page hydrates (on a phone each read
 * is 10-40 ms: inside the hydration's render they were a long task, ADR 162, 255). Returns whether it
 * restored anything.
 */
export async function writePageDataInTasks(
  client: ApolloClient,
  loaderData: Record<string, unknown>,
): Promise<boolean> {
  let any = false;
  for (const value of Object.values(loaderData)) {
    if (!isPageData(value) || written.has(value)) continue;
    await nextTask();
    any = writePageData(client, value) || any;
    const documents = PAGE_QUERIES[value.pageData.path] ?? [];
    for (const document of documents) await warmFirstRead(client, document);
    // every page's first is `me`, small
    if (documents[0]) await warmSubscription(client, documents[0]);
  }
  return any;
}
