// GET /first-data/<page> (/first-data/matches, /first-data/post, /first-data/account): the answers that
// page's HTML carries for a signed-in student (ADR 160), as JSON, for the web app itself. A signed-in
// page fetches the other pages' answers once it is idle and writes them into Apollo's cache, so the
// student's first tap to one of them shows its content at once instead of waiting for its queries
// (ADR 162). Web plumbing like /vitals, outside /api: one request and one point of the student's rate
// budget for what the page would otherwise ask in up to six.
//
// Answers: 200 {path, results} (private, no-store: the student's own data), 204 when nothing could be
// run in the budget, 401 without a browser session (a tool's API token included), 404 for a page without
// first data, 429 with Retry-After when the budget is spent, 405 for other methods; a database failure
// is the documented 503.
import express, { type Request, type Response } from 'express';
import { AppError, unavailableError } from '@campus-swap/schema/errors';
import { fromHttpFailure } from './failures.ts';
import { sendError } from './http/errors.ts';
import { STRICT_ROUTING } from './http/strict-paths.ts';
import type { AppLogger } from './logger.ts';
import type { Collected } from './web-first-data.ts';

/** A page's name: lower-case letters and hyphens (the app's paths), nothing else reaches the runner. */
const PAGE = /^[a-z][a-z-]{0,40}$/;

type Collect = (req: Request, res: Response, route: string) => Promise<Collected>;

export function firstDataRouter(deps: { collect: Collect; log: AppLogger }): express.Router {
  const router = express.Router(STRICT_ROUTING);
  router.get('/:page', async (req, res) => {
    const page = String(req.params.page ?? '');
    if (!PAGE.test(page)) {
      sendError(res, new AppError('NOT_FOUND', { message: 'No first data for that page.' }));
      return;
    }
    let collected: Collected;
    try {
      collected = await deps.collect(req, res, `/${page}`);
    } catch (error) {
      const known = fromHttpFailure(error);
      if (!known) deps.log.warn({ err: error }, 'could not collect the first data');
      sendError(res, known ?? unavailableError('first data'));
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    switch (collected.kind) {
      case 'answers':
        res.status(200).json({ path: `/${page}`, results: collected.results });
        return;
      case 'nothing':
        res.status(204).end();
        return;
      case 'no-route':
        sendError(res, new AppError('NOT_FOUND', { message: 'No first data for that page.' }));
        return;
      case 'signed-out':
        sendError(res, new AppError('UNAUTHENTICATED'));
        return;
      case 'limited':
        sendError(res, new AppError('RATE_LIMITED', { retryAfter: 60 }));
        return;
    }
  });
  router.all('/:page', (_req, res) => {
    res.setHeader('Allow', 'GET');
    sendError(res, new AppError('METHOD_NOT_ALLOWED', { message: 'First data is read with GET.' }));
  });
  return router;
}
