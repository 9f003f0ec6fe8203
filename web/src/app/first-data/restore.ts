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

/** Writes this page's embedded answers into the client's cache; how many it wrote. */
export function restoreFirstData(client: ApolloClient, pathname = window.location.pathname): number {
  const results = takeBlock(pathname);
  if (!results) return 0;
  let written = 0;
  for (const document of FIRST_DATA[pathname] ?? []) {
    const data = results[operationName(document)];
    if (typeof data !== 'object' || data === null) continue;
    try {
      client.writeQuery({ query: document, data: data as Record<string, unknown> });
      written++;
    } catch {
      // a shape this build does not expect (e.g. a deploy in between): the page fetches it instead
    }
  }
  if (written > 0) {
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
