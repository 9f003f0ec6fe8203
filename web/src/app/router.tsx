import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

let created: BrowserRouter | null = null;

export function createRouter(): BrowserRouter {
  // starts from React Router's hydration data when the server rendered the page (ADR 293)
  created = createBrowserRouter(routes);
  return created;
}

/** The loader data the tab's router started from: a server-rendered page's, else none. */
export function startingLoaderData(): Record<string, unknown> {
  return created?.state.loaderData ?? {};
}

/**
 * The public configuration a server-rendered page was rendered with (its loader data's, page-data.ts
 * PageData), else undefined. Read here, in the entry, not through page-data.ts: that module brings the
 * GraphQL documents, which the landing page never loads.
 */
export function startingPageConfig(): unknown {
  for (const value of Object.values(startingLoaderData()))
    if (typeof value === 'object' && value !== null && 'pageData' in value)
      return (value as { pageData?: { config?: unknown } }).pageData?.config;
  return undefined;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same router, with the two slow first touches of the browser that creating it makes each moved to
 * a task of its own (ADR 164 step 3, kept by ADR 293). On a phone, createBrowserRouter was one unit of ~300 ms at 4x:
 * most of it the page's first sessionStorage access (react-router reads its view-transition state there)
 * and the history.replaceState that stamps the entry's index (`idx`, which it skips when the state has
 * one). Done first, apart, they leave the router's own creation short. Used where the page is already
 * on screen (a server-rendered page), so the few tasks of delay cost nothing visible.
 */
export async function createRouterInSlices(): Promise<BrowserRouter> {
  await nextTask();
  try {
    window.sessionStorage.getItem('campus-swap:warm');
  } catch {
    // storage disabled: react-router's own read fails the same way and it carries on
  }
  await nextTask();
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
  await nextTask();
  const router = createRouter();
  await nextTask();
  return router;
}
