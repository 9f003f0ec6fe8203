// Other spellings of a documented path (ADR 140): what a lenient router took for the same path and
// a path-prefix check did not. From a route-table template such as '/api/matches/:id/reveal' and its
// parameter values; only the fixed segments are respelled (a parameter is the client's own value).

export type Spelling = { how: string; path: string };

/** A segment's first letter percent-encoded ('api' -> '%61pi'), in lower- or upper-case hex. */
function encodeFirst(segment: string, upper: boolean): string {
  const hex = segment.charCodeAt(0).toString(16);
  return `%${upper ? hex.toUpperCase() : hex}${segment.slice(1)}`;
}

const titleCase = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1);

/** Every respelling of `template` (params filled from `values`), each different from the documented path. */
export function pathSpellings(template: string, values: Record<string, string> = {}): Spelling[] {
  const segments = template.split('/').slice(1);
  const fixed = segments.map((segment) => !segment.startsWith(':'));
  const fill = (segment: string) => (segment.startsWith(':') ? (values[segment.slice(1)] ?? 'x') : segment);
  const build = (change: (segment: string, index: number) => string) =>
    `/${segments.map((segment, i) => (fixed[i] ? change(segment, i) : fill(segment))).join('/')}`;
  const documented = build((segment) => segment);
  const last = segments.length - 1;
  const lastFixed = fixed.lastIndexOf(true);
  const spellings: Spelling[] = [
    { how: 'upper-case', path: build((segment) => segment.toUpperCase()) },
    { how: 'upper-case root', path: build((s, i) => (i === 0 ? s.toUpperCase() : s)) },
    { how: 'title-case root', path: build((s, i) => (i === 0 ? titleCase(s) : s)) },
    { how: 'title-case last fixed segment', path: build((s, i) => (i === lastFixed ? titleCase(s) : s)) },
    { how: 'trailing slash', path: `${documented}/` },
    { how: 'doubled leading slash', path: `/${documented}` },
    { how: 'doubled inner slash', path: documented.replace(/^(\/[^/]+)\//, '$1//') },
    { how: 'percent-encoded root letter', path: build((s, i) => (i === 0 ? encodeFirst(s, false) : s)) },
    {
      how: 'percent-encoded root letter (upper hex)',
      path: build((s, i) => (i === 0 ? encodeFirst(s, true) : s)),
    },
    {
      how: 'percent-encoded letter of the last fixed segment',
      path: build((s, i) => (i === lastFixed ? encodeFirst(s, false) : s)),
    },
    { how: 'percent-encoded slash', path: documented.replace(/^(\/[^/]+)\//, '$1%2F') },
    { how: 'dot segment', path: documented.replace(/^(\/[^/]+)\//, '$1/./') },
  ];
  if (last === 0) spellings.push({ how: 'dot segment after', path: `${documented}/.` });
  return dedupe(spellings.filter((s) => s.path !== documented));
}

function dedupe(spellings: Spelling[]): Spelling[] {
  const seen = new Set<string>();
  return spellings.filter((s) => !seen.has(s.path) && seen.add(s.path));
}
