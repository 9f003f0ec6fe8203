// The public reference for campus developers: the GraphQL schema as SDL (for tools that read a file
// rather than introspect) and the OpenAPI document of the REST facade. Both are
// derived from the running schema and route table at start-up, so they cannot drift from them.
import etag from 'etag';
import express from 'express';
import { openApiDocument } from '@campus-swap/rest-facade/openapi/document';
import { routes } from '@campus-swap/rest-facade/routes/index';
import { schema } from '@campus-swap/schema/index';
import { printSdl } from '@campus-swap/schema/sdl';
import { STRICT_ROUTING } from './http/strict-paths.ts';

export const SDL_PATH = '/graphql/schema.graphql';
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Serves `body`, tagged once. `res.send` answers 304 when the request is fresh (Express's `req.fresh`:
 * an If-None-Match list or `*`, and not a forced reload, `Cache-Control: no-cache`); the app's
 * automatic ETag is off (ADR 286), not this check.
 */
function publicText(type: string, body: string): express.RequestHandler {
  const tag = etag(body);
  return (_req, res) => {
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('ETag', tag);
    // public documents, fetched by tools from anywhere; no credentials are involved
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.send(body);
  };
}

export type DocsOptions = { version: string; appOrigin: string };

/**
 * The OpenAPI document as served: compact JSON, for tools (browsers' JSON viewers and /developers
 * show it laid out); it and the CI lint (.ci/lint-openapi.sh) are the same text.
 */
export function openApiText(options: DocsOptions): string {
  const document = openApiDocument(routes, schema, {
    version: options.version,
    licenseUrl: `${options.appOrigin}/terms`,
  });
  return JSON.stringify(document);
}

export function developerDocsRouter(options: DocsOptions): express.Router {
  const router = express.Router(STRICT_ROUTING);
  router.get(SDL_PATH, publicText('text/plain; charset=utf-8', printSdl()));
  router.get(OPENAPI_PATH, publicText('application/json; charset=utf-8', openApiText(options)));
  return router;
}
