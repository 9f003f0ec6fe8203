// The queries each signed-in page asks for on its first render, which the gateway runs while it serves
// that page's HTML and sends along in it (ADR 160). The build prints them to dist/first-data.json
// (scripts/first-data.ts) for the gateway; restore.ts writes the answers into Apollo's cache before the
// first render. A query left out here is simply fetched by the page, as before; one listed here that
// the page does not use costs the server a query and the cache a write.
import type { DocumentNode } from 'graphql';
import {
  ApiTokensDocument,
  BlocksDocument,
  CatalogDocument,
  MatchesDocument,
  MeDocument,
  MyListingDocument,
  NotificationSettingsDocument,
} from '../../gql/graphql.ts';

/** Per route: the signed-in layer's `me` (every page) and the page's own first queries. */
export const FIRST_DATA: Readonly<Record<string, readonly DocumentNode[]>> = {
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

/** The name of a document's one operation (the key of its answer in the embedded block). */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  throw new Error('first data: a document without a named operation');
}

/** The id of the non-executing JSON block the gateway adds to the page (CSP stays script-src 'self'). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';
