import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export function createRouter(): BrowserRouter {
  return createBrowserRouter(routes);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same router, with the two slow first touches of the browser that creating it makes each moved to
 * a task of its own (ADR 164, step 3). On a phone, createBrowserRouter was one unit of ~300 ms at 4x:
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
