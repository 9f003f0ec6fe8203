// The server's render of a signed-in page's first view (ADR 164): with the answers of the page's first
// queries (web-first-data.ts, ADR 160), the gateway renders the page's React tree to HTML with the web
// build's server bundle (web/dist-ssr/entry-server.js, web/src/entry-server.tsx) and puts it inside
// #root, so a phone paints the page's content from the HTML and CSS before any script ran; the browser
// then hydrates it.
//
// It only ever helps: no bundle (a development checkout that did not build it), a bundle that fails to
// load, a render error, a render slower than SSR_BUDGET_MS or markup the CSP would break (an inline
// script) and the page is served as before, the shell with its first data. Never a 5xx because of it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppLogger } from './logger.ts';

/** The longest a page's HTML waits for its server render: past it, the shell with its data is served. */
export const SSR_BUDGET_MS = 1_000;

type Entry = {
  ROUTES: readonly string[];
  renderFirstView(input: {
    url: string;
    route: string;
    results: Record<string, unknown>;
    signal: AbortSignal;
  }): Promise<string>;
};

export type RenderFirstView = (input: {
  url: string;
  route: string;
  results: Record<string, unknown>;
}) => Promise<string | null>;

/** web/dist-ssr beside web/dist. */
export const ssrDirFor = (webDist: string) => path.join(path.dirname(webDist), 'dist-ssr');

export function serverRenderer(
  dir: string,
  log: Pick<AppLogger, 'warn'>,
  budgetMs = SSR_BUDGET_MS,
): RenderFirstView {
  const file = path.join(dir, 'entry-server.js');
  let loaded: { version: number; entry: Promise<Entry | null> } | null = null;

  /** The bundle, loaded once per build (a rebuild under a running server is picked up, as index.html is). */
  const entry = (): Promise<Entry | null> => {
    if (!existsSync(file)) return Promise.resolve(null);
    const version = statSync(file).mtimeMs;
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(file).href}?v=${version}`;
      loaded = {
        version,
        entry: (import(url) as Promise<Entry>).catch((error: unknown) => {
          log.warn({ err: error }, 'could not load the server render bundle; pages are served without it');
          return null;
        }),
      };
    }
    return loaded.entry;
  };
  // loaded with the server, not by the first student's page
  void entry();

  return async ({ url, route, results }) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('server render budget spent')), budgetMs);
    try {
      const bundle = await entry();
      if (!bundle?.ROUTES.includes(route)) return null;
      const markup = await bundle.renderFirstView({ url, route, results, signal: controller.signal });
      // the CSP (script-src 'self') would block an inline script, and the page would stay half shown
      if (/<script/i.test(markup)) throw new Error('the server render holds an inline script');
      return markup;
    } catch (error) {
      log.warn({ err: error, route }, 'could not render the page on the server; served without it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
