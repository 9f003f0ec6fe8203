// A signed-in page's first data (ADR 293): the queries its first render asks for. On the server the
// page's route loader (routes.tsx) has them run through the gateway's Apollo server (entry-server.tsx);
// React Router sends the loader's answer to the browser in its hydration data; ApolloRoot writes it
// into Apollo's cache before anything under it renders, on the server and in the browser alike, so the
// pages' own typed useQuery hooks read the same answers on both sides. A query left out here is
// fetched by the page itself; one listed here that the page does not use costs the server a query.
import type { ApolloClient } from '@apollo/client';
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

/** What a page's loader answers: the answers that arrived, by operation name (a failed one is left out). */
export type PageData = { pageData: { path: string; answers: Record<string, unknown> } };

/** The name of a document's one operation (the key of its answer). */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  throw new Error('page data: a document without a named operation');
}

const written = new WeakSet<object>();

function isPageData(value: unknown): value is PageData {
  const data = (value as Partial<PageData> | null)?.pageData;
  return typeof data?.path === 'string' && typeof data.answers === 'object' && data.answers !== null;
}

function writeAnswer(
  client: ApolloClient,
  document: DocumentNode,
  answers: Record<string, unknown>,
): boolean {
  const data = answers[operationName(document)];
  if (typeof data !== 'object' || data === null) return false;
  try {
    client.cache.writeQuery({ query: document, data: data as Record<string, unknown>, broadcast: false });
    return true;
  } catch {
    // a shape this build does not expect (a deploy in between): the page fetches it instead
    return false;
  }
}

/**
 * Writes a loader's answers into the client's cache, once per answer object (a later render, or the
 * same data still in the router's state after the student changed things, never writes it again).
 * Called while rendering (the server's), before the components that read it: `broadcast: false` tells
 * no watcher. Returns whether it wrote anything.
 */
export function writePageData(client: ApolloClient, value: unknown): boolean {
  if (!isPageData(value) || written.has(value)) return false;
  written.add(value);
  const { path, answers } = value.pageData;
  let any = false;
  for (const document of PAGE_QUERIES[path] ?? []) any = writeAnswer(client, document, answers) || any;
  return any;
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
 * The browser's write of the router's starting loader data (the server's answers): one answer per task
 * and then each first read warmed, before the page hydrates (on a phone each write is 10-80 ms: /post's
 * catalog and /account's six inside the hydration's render were a long task, ADR 162, 255). Returns
 * whether it wrote anything.
 */
export async function writePageDataInTasks(
  client: ApolloClient,
  loaderData: Record<string, unknown>,
): Promise<boolean> {
  let any = false;
  for (const value of Object.values(loaderData)) {
    if (!isPageData(value) || written.has(value)) continue;
    written.add(value);
    const { path, answers } = value.pageData;
    const documents = PAGE_QUERIES[path] ?? [];
    for (const document of documents) {
      await nextTask();
      any = writeAnswer(client, document, answers) || any;
    }
    for (const document of documents) await warmFirstRead(client, document);
  }
  return any;
}
