// A signed-in student's page arrives with its data (ADR 160). While serving the HTML of /matches, /post or
// /account, the gateway runs the queries that page renders first (dist/first-data.json, printed by the
// web build from web/src/app/first-data/documents.ts) in-process, the way the REST facade runs its
// operations (one context, the session read once), and adds their answers to the HTML as a
// non-executing `<script type="application/json">` block; the client writes them into Apollo's cache
// before the first render. The page then needs no request before it can paint its content.
//
// It only ever helps: no session, a tool's API token, a spent rate budget, an operation that fails or
// a database slower than FIRST_DATA_BUDGET_MS, and the page gets the plain shell (or the answers that
// did arrive) and asks for the rest itself, as before. The embedded answers are the student's own data,
// so such an HTML is `private, no-store`.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Services } from '@campus-swap/schema/context';
import type { RestDoor } from '@campus-swap/rest-facade/router';
import { resolveViewer, viewerOf } from './context.ts';
import type { GeneralLimiters } from './http/rate-limit.ts';
import { plainAnswer } from './answer-cache.ts';

/** The longest the HTML waits for the answers: past it, the page is served with what is there. */
export const FIRST_DATA_BUDGET_MS = 1_500;

type FirstDataFile = { routes?: Record<string, { name: string; query: string }[]> };

/** The block's element id and type, as web/src/app/first-data/restore.ts reads them. */
const ELEMENT = '<script type="application/json" id="first-data">';

/** JSON that cannot end the <script> element or open a comment inside it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function readOperations(dist: string, route: string) {
  const file = path.join(dist, 'first-data.json');
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(await readFile(file, 'utf8')) as FirstDataFile;
  return parsed.routes?.[route] ?? [];
}

function lookUpViewer(services: Services, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    resolveViewer(services)(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}

/** The block for the HTML and the answers in it (which the server render renders from, ADR 164). */
export type FirstDataBlock = { block: string; results: Record<string, unknown> };

export type FirstData = (req: Request, res: Response, route: string) => Promise<FirstDataBlock | null>;

/** What the gateway could run for a route: the answers, or why there are none. */
export type Collected =
  | { kind: 'answers'; results: Record<string, unknown> }
  | { kind: 'no-route' | 'signed-out' | 'limited' | 'nothing' };

type Deps = { services: Services; limiters: GeneralLimiters; door: RestDoor; dist: string };

/** Runs `route`'s first queries for the request's student (at most FIRST_DATA_BUDGET_MS). */
export function collectFirstData(deps: Deps) {
  const { services, limiters, door, dist } = deps;
  return async (req: Request, res: Response, route: string): Promise<Collected> => {
    const operations = await readOperations(dist, route);
    if (operations.length === 0) return { kind: 'no-route' };
    await lookUpViewer(services, req, res);
    const viewer = viewerOf(res);
    if (!viewer || viewer.apiToken) return { kind: 'signed-out' };
    // the page would have spent these requests itself; a student out of budget gets the plain shell
    const allowed = await limiters.signedIn.consume(viewer.user.id).then(
      () => true,
      () => false,
    );
    if (!allowed) return { kind: 'limited' };
    const call = door.open(req, res);
    const results: Record<string, unknown> = {};
    const runs = operations.map(async (operation) => {
      // the server render reads fields: a kept answer (texts only, answer-cache.ts) is parsed back
      results[operation.name] = plainAnswer(await call.run({ query: operation.query, variables: {} }));
    });
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_DATA_BUDGET_MS);
    });
    // a failed operation (e.g. no profile yet) is left to the page, which shows its own message
    await Promise.race([Promise.allSettled(runs), budget]).finally(() => clearTimeout(timer));
    const done = { ...results };
    return Object.keys(done).length === 0 ? { kind: 'nothing' } : { kind: 'answers', results: done };
  };
}

/** The block to add to `route`'s HTML for this request, or null for the plain shell. */
export function firstDataFor(deps: Deps): FirstData {
  const collect = collectFirstData(deps);
  return async (req, res, route) => {
    try {
      const collected = await collect(req, res, route);
      if (collected.kind !== 'answers') return null;
      const block = `${ELEMENT}${scriptSafeJson({ path: route, results: collected.results })}</script>`;
      return { block, results: collected.results };
    } catch (error) {
      deps.services.log.warn({ err: error }, 'could not add the first data to the page');
      return null;
    }
  };
}
