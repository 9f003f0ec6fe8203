// Runs in every contract spec file: after its tests, every /api answer the file received through
// the proxy (openapi-proxy.ts) must have validated against GET /api/openapi.json.
import { afterAll, expect, inject } from 'vitest';

afterAll(async () => {
  const res = await fetch(`${inject('baseURL')}/__openapi-violations`);
  const { checked, violations } = (await res.json()) as { checked: number; violations: string[] };
  expect(violations).toEqual([]);
  // every contract spec calls /api; none checked means the tests bypassed the proxy
  expect(checked).toBeGreaterThan(0);
});
