// The JSON text of an answer kept in memory (ADR 150), made once and sent as often as the answer is
// served. An unchanged matches read was spending a fifth of its time in JSON.stringify (Express's
// res.json for REST, Apollo's result stringifier for GraphQL: bench/profile-matches.ts), turning the
// same kept object into the same text on every request. Only objects the answer cache holds are
// marked (`keepServed`): they are never changed after they are kept, so their text cannot go stale,
// and it goes with them (weak references) when the cache drops them.
const marked = new WeakSet<object>();
const texts = new WeakMap<object, string>();
/** kept answers' `data`: their text is composed of their root fields' texts (ADR 153) */
const roots = new WeakSet<object>();

/** Marks a kept answer's `data` and its root fields' values (what REST sends) as never changing. */
export function keepServed(data: Record<string, unknown>): void {
  marked.add(data);
  roots.add(data);
  for (const value of Object.values(data)) if (typeof value === 'object' && value !== null) marked.add(value);
}

/** `JSON.stringify(value)`, made once per marked object. */
export function servedJson(value: unknown): string {
  if (typeof value !== 'object' || value === null || !marked.has(value)) return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = roots.has(value) ? composed(value as Record<string, unknown>) : JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

/**
 * `JSON.stringify(data)` of a kept `data` from its root fields' texts: a computed REST read sends the
 * text of `data.matches` and the cache sizes the text of `data`, so each card is turned into text once,
 * not twice (ADR 153). The same bytes: GraphQL's `data` holds no `undefined` and no `toJSON`.
 */
function composed(data: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(data)) {
    const value = data[key];
    if (value !== undefined) parts.push(`${JSON.stringify(key)}:${servedJson(value)}`);
  }
  return `{${parts.join(',')}}`;
}
