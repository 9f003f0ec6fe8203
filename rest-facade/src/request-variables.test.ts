// The REST facade takes from a request body exactly what its OpenAPI document advertises for that
// operation: every advertised property reaches GraphQL, and nothing else does (issue 26: a hand list of
// keys could drop a field the document advertises, silently).
import { schema } from '@campus-swap/schema/index';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi/document.ts';
import { variablesReader } from './request-variables.ts';
import { bodyKind } from './route.ts';
import { routes } from './routes/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
const doc = openApiDocument(routes, schema, { version: 'test' }) as any;
// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
const resolved = (s: any) => (s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s);
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The body properties the document advertises for a route (none when it takes no body). */
function advertised(method: string, path: string): string[] {
  const own = doc.paths[openApiPath(path)][method.toLowerCase()].requestBody;
  // a body several operations take is a $ref into components.requestBodies
  const body = own?.$ref ? doc.components.requestBodies[own.$ref.split('/').pop()] : own;
  return Object.keys(resolved(body?.content['application/json'].schema)?.properties ?? {}).sort();
}

describe('request variables', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: the advertised body keys, no others',
    (_name, route) => {
      const keys = advertised(route.method, route.path);
      const body = Object.fromEntries([...keys, 'notAdvertised'].map((key) => [key, `value of ${key}`]));
      const variables = variablesReader(route, schema)({ body, params: { id: 'path-id' }, query: {} });
      const fromBody = bodyKind(route) === 'input' ? (variables.input as Record<string, unknown>) : variables;
      const passed = Object.entries(fromBody ?? {})
        // from the body only (a route's `adjust` may change a value, e.g. the profile's age, not a key)
        .filter(([, value]) => value !== 'path-id')
        .map(([key]) => key)
        .sort();
      expect(passed).toEqual(keys);
    },
  );

  it('a body key the schema does not declare never reaches GraphQL', () => {
    const save = routes.find((r) => r.method === 'POST' && r.path === '/listings')!;
    const variables = variablesReader(
      save,
      schema,
    )({ body: { type: 'DORM', userId: 'someone else' }, params: {}, query: {} });
    expect(variables).toEqual({ input: { type: 'DORM' } });
  });
});
