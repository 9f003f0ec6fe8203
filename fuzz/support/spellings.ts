// Path spellings in fuzz requests (ADR 140): now and then a request goes to another spelling of its
// documented path (case, slashes, percent-encoding), which the gateway must never serve.
import fc from 'fast-check';
import { pathSpellings } from '@campus-swap/test-support/path-spellings';

/** Mostly the documented spelling; now and then one of the others (a number picks which). */
export const spellingArb: fc.Arbitrary<number | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.nat() },
);

/**
 * `path` (documented, from `template` and its parameter `values`) or, when `pick` is a number, one
 * of its other spellings; a query string stays as it was.
 */
export function respell(
  template: string,
  values: Record<string, string>,
  path: string,
  pick: number | null,
): { path: string; spelling: string | null } {
  if (pick === null) return { path, spelling: null };
  const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const spellings = pathSpellings(template, values);
  const chosen = spellings[pick % spellings.length]!;
  return { path: `${chosen.path}${query}`, spelling: chosen.how };
}
