// The public reference, served the way production serves it (NODE_ENV=production): the SDL is the
// committed schema.graphql, and the OpenAPI document covers every route of the table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '@campus-swap/rest-facade/routes/index';
import { gateway as server, useInProcessGateway } from '@campus-swap/test-support/in-process-gateway';

useInProcessGateway({
  NODE_ENV: 'production',
  // never dialled by these tests: no code is requested
  SMTP_URL: 'smtp://127.0.0.1:9',
  UNSUBSCRIBE_SECRET: 'developer-docs-test-secret-0123456789abcdef',
});

describe('developer reference', () => {
  it('publishes the committed SDL at /graphql/schema.graphql, as introspection answers too', async () => {
    // introspection is on in production too (ADR 190); tools without it read the SDL
    const introspection = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(await introspection.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });

    const res = await fetch(`${server.url}/graphql/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const committed = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
    expect(await res.text()).toBe(committed);
    const tag = res.headers.get('etag')!;
    // a cache-control of our own: fetch would add `no-cache` to a conditional request, as a forced reload
    const revalidate = (ifNoneMatch: string) =>
      fetch(`${server.url}/graphql/schema.graphql`, {
        headers: { 'if-none-match': ifNoneMatch, 'cache-control': 'max-age=0' },
      });
    const again = await revalidate(tag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // a cache holding several versions sends a list; any one of them matching is enough
    expect((await revalidate(`"0-stale", W/${tag}`)).status).toBe(304);
    const changed = await revalidate('"0-stale", W/"1-older"');
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(committed);
  });

  it('publishes an OpenAPI 3.1 document with every route of the table and the error body', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const text = await res.text();
    // shared shapes and answers are components (ADR 191): about 1.65 KB an operation, where inlining
    // the shapes took 15 KB and seven error $refs an operation (before issue 25's second pass) 2.1 KB;
    // the guard grows with the route table, while a route whose shapes are written inline, or a
    // return to per-status error $refs in every operation, fails it
    expect(Buffer.byteLength(text) / routes.length).toBeLessThan(2_000);
    // and the whole document stays under a bound: issue 25's 60 KB held up to 38 operations (59,173
    // bytes); the support desk's lists and the swap after the match (issues 37, 38) brought 43 and
    // 73 KB of new shapes, after their repeated parameters were shared. ADR 300 records the new bound
    // and what to cut next (the deprecated shapes kept beside their successors); a new operation that
    // does not fit is the time to cut that repetition, not to raise the bar again
    expect(Buffer.byteLength(text)).toBeLessThan(75_000);
    const doc = JSON.parse(text) as {
      openapi: string;
      info: { license: { url: string } };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: { Error: { required: string[] } } };
    };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(table.sort());
    expect(doc.components.schemas.Error.required).toEqual(['error', 'code']);
    // every error answer is the shared client error (4xx) or failure (5xx)
    expect(Object.keys(doc.paths['/matches/{id}/reveal']!.post!.responses)).toEqual([
      '200',
      '4XX',
      'default',
    ]);
    expect(doc.info.license.url).toMatch(/^http.*\/terms$/);
  });
});
