// The next pages' data before the student taps (ADR 162, ADR 293). A signed-in page's first tap to
// another page waited for that page's queries (/account: six) at the phone's speed: ~0.6-0.7 s in
// bench:web against the 300 ms of issue 21. Once the page is idle, the other pages' first queries
// (page-data.ts) that the cache does not hold yet are asked from /graphql, so a tap paints their content
// at once; the page's own cache-and-network query still asks the server on arrival, so what is shown is
// refreshed.
//
// Only what adds something: from /matches, /account's queries cover /post's too. A query the cache
// already holds is left as it is (never an older answer over a newer one), one query at a time (each
// answer's write is 10-20 ms on a phone, in a task of its own), and a tab fetches each page at most once.
import { type ApolloClient, ApolloLink } from '@apollo/client';
import { operationName, PAGE_QUERIES } from './page-data.ts';

const fetched = new Set<string>();

/** The routes worth fetching from `current`: each adds a query that neither the page nor another has. */
export function routesToPrefetch(current: string, done: ReadonlySet<string> = fetched): string[] {
  const covered = new Set((PAGE_QUERIES[current] ?? []).map(operationName));
  const picked: string[] = [];
  const others = Object.keys(PAGE_QUERIES)
    .filter((route) => route !== current && !done.has(route))
    .sort((a, b) => (PAGE_QUERIES[b]?.length ?? 0) - (PAGE_QUERIES[a]?.length ?? 0));
  for (const route of others) {
    const names = (PAGE_QUERIES[route] ?? []).map(operationName);
    if (names.every((name) => covered.has(name))) continue;
    picked.push(route);
    for (const name of names) covered.add(name);
  }
  return picked;
}

const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Asks the client's own link for each query the cache does not hold, and writes the answers one per
 * task. Not client.query: its machinery (a watched query, the document's transforms and variables, a
 * broadcast) cost ~250 ms of a phone's main thread per page load for answers nobody watches yet (bench:web
 * bootup-time of the Apollo chunk with and without the prefetch, ADR 293).
 */
async function prefetchRoute(client: ApolloClient, route: string): Promise<void> {
  for (const query of PAGE_QUERIES[route] ?? []) {
    // each query's look into the cache in a task of its own: the first reads of documents the page did
    // not use run cold code (their transforms), ~50 ms at 4x for /account's five in one task (ADR 318)
    await nextTask();
    if (client.readQuery({ query }) !== null) continue;
    const document = client.cache.transformDocument(query);
    const answer = await new Promise<ApolloLink.Result>((resolve, reject) => {
      ApolloLink.execute(client.link, { query: document }, { client }).subscribe({
        next: resolve,
        error: reject,
      });
    });
    if (!answer.data || answer.errors?.length) throw new Error(`prefetch of ${operationName(query)} failed`);
    await nextTask();
    // never an older answer over a newer one: the page may have asked meanwhile
    if (client.readQuery({ query }) === null) client.writeQuery({ query, data: answer.data });
  }
}

/** Fetches the other pages' first data once the page has loaded and the browser is idle; returns a cancel. */
export function prefetchWhenIdle(client: ApolloClient, current = window.location.pathname): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (cancelled) return;
    for (const route of routesToPrefetch(current)) {
      fetched.add(route);
      // a prefetch that fails changes nothing: the page asks for its data itself, as before
      prefetchRoute(client, route).catch(() => fetched.delete(route));
    }
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 3_000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 1_000);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
