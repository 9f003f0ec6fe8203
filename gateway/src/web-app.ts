// The built web app (web/dist): hashed assets cached for a year, the shell and service worker never
// cached, and every other page path answered with the shell so the client router can take it
// (the app sends unknown paths to /).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function webAppRouter(dist = webDist): express.Router {
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
  router.get(/.*/, (req, res, next) => {
    // a missing asset (e.g. /assets/old-hash.js) is a 404, not the shell
    if (path.extname(req.path) !== '') return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
