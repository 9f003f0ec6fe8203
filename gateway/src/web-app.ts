// The built web app (web/dist): hashed assets cached for a year, the shell and service worker never
// cached, and every other page path answered with the shell so the client router can take it
// (the app sends unknown paths to /, spec §2), dotted ones such as /john.doe included: only a missing
// asset path (ASSET_PATH) is a 404. A signed-in student's shell also names, as modulepreload links,
// the chunks of the page asked for (dist/route-preloads.json, written by the build): they download
// alongside the entry instead of after it ran (ADR 070), and, when `firstData` is given, the answers of
// the page's first queries (web-first-data.ts, ADR 160), and, when `render` is given, the page's first
// view rendered from those answers inside #root (web-ssr.ts, ADR 164). Signed-out visitors get the plain
// shell.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { SIGNED_IN_COOKIE } from './http/cookies.ts';
import { weakEtag } from './http/etag.ts';
import type { FirstData } from './web-first-data.ts';
import type { RenderFirstView } from './web-ssr.ts';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

type RoutePreloads = { routes: Record<string, { js: string[]; css: string[] }> };

/** Only hashed files under /assets/ are named in a link: nothing from the JSON reaches the HTML otherwise. */
const ASSET_URL = /^\/assets\/[\w.-]+\.(?:js|css)$/;

async function readPreloads(dist: string): Promise<RoutePreloads['routes']> {
  const file = path.join(dist, 'route-preloads.json');
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(await readFile(file, 'utf8')) as RoutePreloads;
  return parsed.routes ?? {};
}

/** The shell's HTML with the links for `route` added before </head>; unchanged when it has none. */
export function withPreloads(html: string, preload: { js: string[]; css: string[] } | undefined): string {
  if (!preload) return html;
  const links = [
    ...preload.js
      .filter((u) => ASSET_URL.test(u))
      .map((u) => `<link rel="modulepreload" crossorigin href="${u}">`),
    // stylesheets, not preloads: the lazy page's import (Vite's preload helper) finds them already applied
    // instead of adding them itself in the middle of the first render (~90 ms of a phone's main thread,
    // and the page waiting for their load events; ADR 162)
    ...preload.css.filter((u) => ASSET_URL.test(u)).map((u) => `<link rel="stylesheet" href="${u}">`),
  ];
  return links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
}

const routeKey = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * Paths only the build's files answer: the hashed chunks and the icons, the manifest, the service
 * workers and the favicon. A missing one (e.g. /assets/old-hash.js after a deploy) is a 404, so that
 * a stale page's import fails as missing instead of receiving HTML.
 */
export const ASSET_PATH =
  /^\/(?:assets|icons)\/|^\/(?:sw|push-sw|after-paint|workbox-[\w-]+)\.js$|^\/manifest\.webmanifest$|^\/favicon\.\w+$/i;

const ROOT = '<div id="root"></div>';

/**
 * `html` with `block` before </body> and `markup` inside #root. Functions as replacements: a student's
 * text in them may hold `$&` or `$'`, which a replacement string would expand.
 */
export function withFirstView(html: string, block: string | null, markup: string | null): string {
  let page = html;
  if (block) page = page.replace('</body>', () => `${block}</body>`);
  if (markup && page.includes(ROOT)) {
    page = page.replace(ROOT, () => `<div id="root">${markup}</div>`);
    // The page is on screen without its scripts: they are fetched once its first paint is there
    // (public/after-paint.js), instead of sharing a phone's bandwidth with the HTML and the stylesheet
    // that paint needs (ADR 164 steps 3 and 4). Only here: an empty shell needs its scripts to show anything.
    page = page
      .replace(
        /<script type="module"([^>]*?) src="(\/assets\/[^"]+)"/,
        (_all, attributes: string, entry: string) =>
          `<script type="module"${attributes} src="/after-paint.js" data-entry="${entry}"`,
      )
      .replace(/<link rel="modulepreload"/g, () => '<link rel="modulepreload-after-paint"');
  }
  return page;
}

export function webAppRouter(
  dist = webDist,
  firstData?: FirstData,
  render?: RenderFirstView,
): express.Router {
  const router = express.Router();
  const indexHtml = path.join(dist, 'index.html');
  router.use(
    express.static(dist, {
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    }),
  );
  // Read on every request (two small files), so a rebuild under a running server is served at once.
  router.get(/.*/, async (req, res, next) => {
    if (ASSET_PATH.test(req.path)) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const signedIn = req.cookies?.[SIGNED_IN_COOKIE] === '1';
    const html = await readFile(indexHtml, 'utf8');
    const route = routeKey(req.path);
    const preload = signedIn ? (await readPreloads(dist))[route] : undefined;
    const data = signedIn && firstData ? await firstData(req, res, route) : null;
    // only the route's own spelling: the browser restores the answers only for it (restore.ts)
    const markup =
      data && render && req.path === route
        ? await render({ url: req.originalUrl, route, results: data.results })
        : null;
    // the student's own data in the page: never stored by a cache on the way
    res.setHeader('Cache-Control', data ? 'private, no-store' : 'no-cache');
    // the same URL answers differently with and without a session
    res.setHeader('Vary', 'Cookie');
    const page = withFirstView(withPreloads(html, preload), data?.block ?? null, markup);
    // the shell without a student's data may be revalidated (304); a page with it is never stored
    if (!data) res.setHeader('ETag', weakEtag(page));
    res.type('html').send(page);
  });
  return router;
}
