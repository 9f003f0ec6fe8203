// The public reference for campus developers: the GraphQL schema as SDL (for tools that read a file
// rather than introspect) and the OpenAPI document of the REST facade. Both are
// derived from the running schema and route table at start-up, so they cannot drift from them.
import { createHash } from 'node:crypto';
import express, { type Response } from 'express';
import { openApiDocument } from '@campus-swap/rest-facade/openapi/document';
import { routes } from '@campus-swap/rest-facade/routes/index';
import { schema } from '@campus-swap/schema/index';
import { printSdl } from '@campus-swap/schema/sdl';
import { STRICT_ROUTING } from './http/strict-paths.ts';

export const SDL_PATH = '/graphql/schema.graphql';
export const OPENAPI_PATH = '/api/openapi.json';

function publicText(res: Response, type: string, body: string, etag: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.setHeader('ETag', etag);
  // public documents, fetched by tools from anywhere; no credentials are involved
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.send(body);
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
  const sdl = printSdl();
  const openapi = openApiText(options);
  const tag = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const sdlTag = tag(sdl);
  const openapiTag = tag(openapi);
  const router = express.Router(STRICT_ROUTING);
  router.get(SDL_PATH, (req, res) => {
    if (req.get('if-none-match') === sdlTag) return void res.status(304).end();
    publicText(res, 'text/plain; charset=utf-8', sdl, sdlTag);
  });
  router.get(OPENAPI_PATH, (req, res) => {
    if (req.get('if-none-match') === openapiTag) return void res.status(304).end();
    publicText(res, 'application/json; charset=utf-8', openapi, openapiTag);
  });
  return router;
}
