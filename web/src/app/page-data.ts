// A signed-in page's first data (ADR 293): the queries its first render asks for. On the server the
// page's route loader (routes.tsx) has them run through the gateway's Apollo server (entry-server.tsx);
// React Router sends the loader's answer to the browser in its hydration data; ApolloRoot writes it
// into Apollo's cache before anything under it renders, on the server and in the browser alike, so the
// pages' own typed useQuery hooks read the same answers on both sides. A query left out here is
// fetched by the page itself; one listed here that the page does not use costs the server a query.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import {
  ApiTokensDocument,
  BlocksDocument,
  CatalogDocument,
  MatchesDocument,
  MeDocument,
  MyListingDocument,
  NotificationSettingsDocument,
} from '../gql/graphql.ts';

/** Per path: the signed-in layer's `me` (every page) and the page's own first queries. */
export const PAGE_QUERIES: Readonly<Record<string, readonly DocumentNode[]>> = {
  '/matches': [MeDocument, MatchesDocument],
  '/post': [MeDocument, CatalogDocument, MyListingDocument],
  '/account': [
    MeDocument,
    MyListingDocument,
    CatalogDocument,
    NotificationSettingsDocument,
    BlocksDocument,
    ApiTokensDocument,
  ],
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

/**
 * Writes a loader's answers into the client's cache, once per answer object (a later render, or the
 * same data still in the router's state after the student changed things, never writes it again).
 * Called while rendering, before the components that read it: `broadcast: false` tells no watcher.
 * Returns whether it wrote anything.
 */
export function writePageData(client: ApolloClient, value: unknown): boolean {
  if (!isPageData(value) || written.has(value)) return false;
  written.add(value);
  const { path, answers } = value.pageData;
  let any = false;
  for (const document of PAGE_QUERIES[path] ?? []) {
    const data = answers[operationName(document)];
    if (typeof data !== 'object' || data === null) continue;
    try {
      client.cache.writeQuery({ query: document, data: data as Record<string, unknown>, broadcast: false });
      any = true;
    } catch {
      // a shape this build does not expect (a deploy in between): the page fetches it instead
    }
  }
  return any;
}
