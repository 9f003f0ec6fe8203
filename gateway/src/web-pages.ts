// A signed-in student's /matches, /post or /account, rendered by React Router's server rendering
// (ADR 293): the web build's server bundle (web/dist-ssr/entry-server.js, from web/src/entry-server.tsx)
// matches the route, runs its loader (the page's first queries, through this gateway's Apollo server as
// the REST door runs its operations) and renders the whole document with React Router's hydration data
// as its one inline script. That script and the document's entry carry this response's nonce: the page
// gets its own CSP, `script-src 'nonce-…' 'strict-dynamic'`.
//
// The session is checked before any page data is read; no session, a tool's API token or a spent rate
// budget, and the page is the shell the browser renders itself (null here). So is any failure of the
// render: never a 5xx because of it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { Services } from '@campus-swap/schema/context';
import type { RestDoor } from '@campus-swap/rest-facade/router';
import { plainAnswer } from './answer-cache.ts';
import { findRequestViewer } from './context.ts';
import type { GeneralLimiters } from './http/rate-limit.ts';
import { pageContentSecurityPolicy } from './http/security.ts';
import type { AppLogger } from './logger.ts';

type ServerBundle = {
  rendersPage(url: string): boolean;
  renderPage(input: {
    url: string;
    nonce: string;
    run(query: string): Promise<unknown>;
    config: unknown;
  }): Promise<string | { redirect: string } | null>;
};

/** The page's HTML for this request, where its route sends the student instead, or null for the shell. */
export type ServePage = (req: Request, res: Response) => Promise<string | { redirect: string } | null>;

type Deps = {
  services: Services;
  /** the public configuration (health.ts publicConfig): the pages render with it */
  config: unknown;
  limiters: GeneralLimiters;
  door: RestDoor;
  log: AppLogger;
  webDist: string;
};

export function serverPages({ services, config, limiters, door, log, webDist }: Deps): ServePage {
  const file = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  // a checkout that has not built the web app yet serves the shell (which says so), and tries again
  const load = () =>
    existsSync(file) ? (import(pathToFileURL(file).href) as Promise<ServerBundle>) : Promise.resolve(null);
  // loaded with the server, not by the first student's page (Lighthouse saw its import as ~850 ms of
  // server response time)
  let bundle: Promise<ServerBundle | null> = load().catch(() => null);
  return async (req, res) => {
    // only the request's path and query matter to the router
    const url = `http://localhost${req.originalUrl}`;
    try {
      const renderer = await bundle;
      if (!renderer) {
        bundle = load().catch(() => null);
        return null;
      }
      if (!renderer.rendersPage(url)) return null;
      const viewer = await findRequestViewer(services, req);
      res.locals.viewer = viewer;
      if (!viewer || viewer.apiToken) return null;
      // the page would have spent these requests itself; a student out of budget gets the shell
      const allowed = await limiters.signedIn.consume(viewer.user.id).then(
        () => true,
        () => false,
      );
      if (!allowed) return null;
      const call = door.open(req, res);
      const nonce = randomBytes(16).toString('base64');
      const page = await renderer.renderPage({
        url,
        nonce,
        // the render reads fields: a kept answer (texts only, answer-cache.ts) is parsed back
        run: async (query) => plainAnswer(await call.run({ query, variables: {} })),
        config,
      });
      if (typeof page === 'string') pageContentSecurityPolicy(res, nonce);
      return page;
    } catch (error) {
      log.warn({ err: error }, 'could not render the page on the server; served the shell');
      return null;
    }
  };
}
