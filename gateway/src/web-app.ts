// The built web app (web/dist): hashed assets cached for a year, the shell and service worker never
// cached, and every other page path answered with the shell so the client router can take it
// (the app sends unknown paths to /, spec §2), dotted ones such as /john.doe included: only a missing
// asset path (ASSET_PATH) is a 404. A signed-in student's /matches, /post or /account is rendered by
// React Router's server rendering instead (`page`, web-pages.ts, ADR 293), and their /login is a 302
// to where they belong (ADR 307); signed-out visitors, and any page that could not be rendered, get
// the shell.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import etag from 'etag';
import express from 'express';
import { SIGNED_IN_COOKIE } from './http/cookies.ts';
import type { ServePage } from './web-pages.ts';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Paths only the build's files answer: the hashed chunks and the icons, the manifest, the service
 * workers and the favicon. A missing one (e.g. /assets/old-hash.js after a deploy) is a 404, so that
 * a stale page's import fails as missing instead of receiving HTML.
 */
export const ASSET_PATH =
  /^\/(?:assets|icons)\/|^\/(?:sw|push-sw|sw-routes|workbox-[\w-]+)\.js$|^\/manifest\.webmanifest$|^\/favicon\.\w+$/i;

export function webAppRouter(dist = webDist, page?: ServePage): express.Router {
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
  // Read on every request, so a rebuild under a running server is served at once.
  router.get(/.*/, async (req, res, next) => {
    if (ASSET_PATH.test(req.path)) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    // the same URL answers differently with and without a session
    res.setHeader('Vary', 'Cookie');
    const signedIn = req.cookies?.[SIGNED_IN_COOKIE] === '1';
    const rendered = signedIn && page ? await page(req, res) : null;
    if (rendered && typeof rendered === 'object') {
      // where the route sends a signed-in student (/login → /matches, ADR 307); it depends on the session
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(302, rendered.redirect);
      return;
    }
    if (rendered) {
      // the student's own data in the page: never stored by a cache on the way
      res.setHeader('Cache-Control', 'private, no-store');
      res.type('html').send(rendered);
      return;
    }
    // the shell (no student's data) may be revalidated (304)
    const html = await readFile(indexHtml, 'utf8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag(html, { weak: true }));
    res.type('html').send(html);
  });
  return router;
}
