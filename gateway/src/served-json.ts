// The JSON text of an answer kept in memory (ADR 150), made once and sent as often as the answer is
// served. An unchanged matches read was spending a fifth of its time in JSON.stringify (Express's
// res.json for REST, Apollo's result stringifier for GraphQL: bench/profile-matches.ts), turning the
// same kept object into the same text on every request. Only objects the answer cache holds are
// marked (`keepServed`): they are never changed after they are kept, so their text cannot go stale,
// and it goes with them (weak references) when the cache drops them.
import { weakEtag } from './http/etag.ts';

const marked = new WeakSet<object>();
const texts = new WeakMap<object, string>();
const etags = new WeakMap<object, string>();
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
  return once(texts, value, () =>
    roots.has(value as object) ? composed(value as Record<string, unknown>) : JSON.stringify(value),
  );
}

/** `make()`, kept in `memo` for a marked object (made again each time for anything else). */
function once<T>(memo: WeakMap<object, T>, value: unknown, make: () => T): T {
  if (typeof value !== 'object' || value === null || !marked.has(value)) return make();
  let made = memo.get(value);
  if (made === undefined) {
    made = make();
    memo.set(value, made);
  }
  return made;
}

const bytes = new WeakMap<object, Buffer>();

/**
 * servedJson(value)'s text as UTF-8, made once per marked object like its text: a REST answer is sent
 * as bytes, and encoding a kept ~70 KB matches answer on every read made REST's unchanged read slower
 * than GraphQL's (p50 under load 1.13-1.20 of it), which writes the same text.
 */
export function servedBytes(value: unknown): Buffer {
  return once(bytes, value, () => Buffer.from(servedJson(value), 'utf8'));
}

/** The ETag of `body`, servedJson(value)'s text as UTF-8: made once per marked object, like its text. */
export function servedEtag(value: unknown, body: Buffer): string {
  return once(etags, value, () => weakEtag(body));
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

/**
 * What the answer cache holds of a kept `data` (after `keepServed`): its text and its root fields'
 * texts behind small stand-ins, not the object graph (ADR 153). A computed matches answer is ~113 cards
 * of ~25 fields; kept as objects, every one survived the young generation, so each scavenge copied and
 * traced hundreds of thousands of fields (pauses of 20-96 ms under the 5-client bench, the p99 of a
 * computed read) and promoted them into an old generation that mark-compact then had to trace. Kept as
 * text, an answer is a few strings the collector copies without looking inside.
 *
 * `servedJson` gives a stand-in's text; REST reads `data.matches` (a stand-in whose text is the
 * field's); anything that serializes one with `JSON.stringify` still gets the same JSON (`toJSON`).
 */
export function keptStandIn(data: Record<string, unknown>): Record<string, unknown> {
  const standIn: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const value = data[key];
    standIn[key] = typeof value === 'object' && value !== null ? textOnly(servedJson(value)) : value;
  }
  return registered(standIn, servedJson(data));
}

function textOnly(text: string): Record<string, unknown> {
  return registered({}, text);
}

function registered(standIn: Record<string, unknown>, text: string): Record<string, unknown> {
  Object.defineProperty(standIn, 'toJSON', { value: () => JSON.parse(text) });
  Object.freeze(standIn);
  marked.add(standIn);
  texts.set(standIn, text);
  return standIn;
}
