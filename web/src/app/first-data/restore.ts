// The answers the gateway ran for this page while serving its HTML (ADR 160): a non-executing
// <script type="application/json" id="first-data"> block (the CSP stays script-src 'self'), written into
// Apollo's cache before the first render, so the page paints its content without a request waterfall.
//
// The block is used once, and only on the page it was made for: it is removed when read, and a block for
// another path (e.g. the router moved on) is ignored. Each answer must be an object under a known
// operation name; anything else is skipped and that query is fetched as usual.
//
// The answers are seconds old, so the pages' `cache-and-network` queries would fetch them again at once
// and render twice. Apollo's prioritizeCacheValues makes those first reads cache-first; it ends at the
// student's first tap or key press (before any mutation can ask for a refetch) or after a few seconds.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { FIRST_DATA, FIRST_DATA_ELEMENT_ID, operationName } from './documents.ts';

const CACHE_FIRST_MS = 4_000;

type Block = { path?: unknown; results?: unknown };

/** Reads and removes the page's block; null when there is none or it is not for this path. */
function takeBlock(pathname: string): Record<string, unknown> | null {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (element?.getAttribute('type') !== 'application/json') return null;
  element.remove();
  let block: Block;
  try {
    block = JSON.parse(element.textContent ?? '') as Block;
  } catch {
    return null;
  }
  if (block.path !== pathname || typeof block.results !== 'object' || block.results === null) return null;
  return block.results as Record<string, unknown>;
}

/**
 * Writes answers of `route`'s first queries into the cache; how many it wrote. `keepCached`: leave a
 * query the cache already holds as it is (a prefetch must not put older answers over newer ones).
 */
export function writeAnswers(
  client: ApolloClient,
  route: string,
  results: Record<string, unknown>,
  keepCached = false,
): number {
  let written = 0;
  for (const document of FIRST_DATA[route] ?? []) {
    const data = results[operationName(document)];
    if (typeof data !== 'object' || data === null) continue;
    try {
      if (keepCached && client.readQuery({ query: document }) !== null) continue;
      client.writeQuery({ query: document, data: data as Record<string, unknown> });
      written++;
    } catch {
      // a shape this build does not expect (e.g. a deploy in between): the page fetches it instead
    }
  }
  return written;
}

export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Does, in tasks of its own, the work of a page's first useQuery of `document` that Apollo keeps for the
 * next one (ADR 164, step 5): the document's transforms and its document info (watchQuery, cached per
 * document) and the cache read of the answer (getCurrentResult; InMemoryCache memoizes it per selection
 * set, so the page's own read of the same answer is a lookup). On a phone that first useQuery of the
 * Matches document was ~60 ms inside the hydration's longest task. The warming ObservableQuery is never
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
 * Writes this page's embedded answers into the client's cache, one answer per task (on a phone each
 * write is 10-80 ms: /account's six in one task were ~240 ms of blocked main thread, ADR 162); how many
 * it wrote.
 */
export async function restoreFirstData(
  client: ApolloClient,
  pathname = window.location.pathname,
): Promise<number> {
  const results = takeBlock(pathname);
  if (!results) return 0;
  let written = 0;
  for (const document of FIRST_DATA[pathname] ?? []) {
    await nextTask();
    const name = operationName(document);
    written += writeAnswers(client, pathname, { [name]: results[name] });
  }
  if (written > 0) {
    for (const document of FIRST_DATA[pathname] ?? []) await warmFirstRead(client, document);
    client.prioritizeCacheValues = true;
    const end = () => {
      client.prioritizeCacheValues = false;
      clearTimeout(timer);
      window.removeEventListener('pointerdown', end, true);
      window.removeEventListener('keydown', end, true);
    };
    const timer = setTimeout(end, CACHE_FIRST_MS);
    window.addEventListener('pointerdown', end, true);
    window.addEventListener('keydown', end, true);
  }
  return written;
}
