// The answer cache (docs/decisions/291-one-answer-cache.md, after ADR 150): whole answers of the matches
// read, per student, in this process's memory, served when nothing they depend on changed. One module
// holds all of it: the key (the student's version and the matching index's version), the storage (a byte-
// bounded lru-cache, ADR 316), an answer's text and ETag (made once, carried by the kept answer itself),
// and the invalidation (versions move; Freshness tells the cache to free what can no longer be reached).
// Both doors call it: GraphQL through Apollo's plugin and stringifier, REST (whose documents run through
// the same Apollo server) through `bytes` and `etag`.
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import etag from 'etag';
import { LRUCache } from 'lru-cache';
import { type GraphQLSchema, Kind, type OperationDefinitionNode } from 'graphql';
import type { Context, Viewer } from '@campus-swap/schema/context';
import { mutationChanges } from '@campus-swap/schema/mutation-changes';
import type { Freshness } from '@campus-swap/schema/services/freshness/index';

/**
 * An answer (or one of its root fields) as the cache keeps it: its JSON text, its UTF-8 bytes and its
 * weak ETag, each made at most once. No object of the answer is held: kept as objects, a computed
 * answer's ~113 cards survived every young-generation collection (pauses of 20-96 ms, ADR 153).
 */
export class KeptText {
  #bytes: Buffer | undefined;
  #etag: string | undefined;
  constructor(readonly text: string) {}
  get bytes(): Buffer {
    this.#bytes ??= Buffer.from(this.text, 'utf8');
    return this.#bytes;
  }
  get etag(): string {
    this.#etag ??= etag(this.bytes, { weak: true });
    return this.#etag;
  }
  /** anything that serializes it with JSON.stringify still gets the same JSON */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** A kept answer's `data`: its root fields (what REST sends) kept as texts, and its own text. */
export type KeptData = Record<string, unknown> & { [KEPT]: KeptText };
const KEPT = Symbol('kept answer');

/** Turns a computed `data` into its kept form: each root field's text made once, the whole composed. */
export function keep(data: Record<string, unknown>): KeptData {
  const kept: Record<string, unknown> = {};
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const field = typeof value === 'object' && value !== null ? new KeptText(JSON.stringify(value)) : value;
    kept[key] = field;
    parts.push(`${JSON.stringify(key)}:${field instanceof KeptText ? field.text : JSON.stringify(value)}`);
  }
  return Object.freeze(Object.assign(kept, { [KEPT]: new KeptText(`{${parts.join(',')}}`) }));
}

/**
 * An answer as plain objects, for code that reads its fields (the server render of a page's first
 * view): a kept answer holds only texts, so its root fields are parsed back; anything else is itself.
 */
export function plainAnswer(data: Record<string, unknown>): Record<string, unknown> {
  if (!keptText(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof KeptText ? JSON.parse(value.text) : value,
    ]),
  );
}

const keptText = (value: unknown): KeptText | undefined =>
  value instanceof KeptText
    ? value
    : typeof value === 'object' && value !== null
      ? (value as Partial<KeptData>)[KEPT]
      : undefined;

/** The bound on what the cache holds (estimated by the texts' lengths): the least recently read go. */
export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const PER_STUDENT = 4;
/** Root fields whose answer depends only on the viewer's version and the matching index. */
const VERSIONED_FIELDS = new Set(['matches', '__typename']);

type Entry = { userId: string; data: KeptData };

/** What an answer counts for against the bound: its text's UTF-16 bytes. */
const sizeOf = (data: KeptData) => 2 * data[KEPT].text.length;

export class AnswerCache {
  /** least recently read first out, bounded by the texts' sizes (lru-cache: maxSize, sizeCalculation) */
  private readonly entries: LRUCache<string, Entry>;
  /** each student's keys, so that a change of theirs drops exactly their answers */
  private readonly byUser = new Map<string, Set<string>>();

  /** an answer larger than an eighth of the cache is not kept: it would push out many others */
  private readonly largest: number;

  constructor(freshness: Freshness, maxBytes: number = ANSWER_CACHE_MAX_BYTES) {
    this.largest = maxBytes / 8;
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => sizeOf(entry.data),
      // however an entry goes (replaced, evicted, dropped), its student's index forgets it
      dispose: (entry, key) => {
        const keys = this.byUser.get(entry.userId);
        keys?.delete(key);
        if (keys?.size === 0) this.byUser.delete(entry.userId);
      },
    });
    freshness.onChange((userId) => (userId === null ? this.clear() : this.dropUser(userId)));
  }

  /** GraphQL's stringifier (Apollo's own: JSON plus a newline), a kept answer's text made once. */
  stringify(result: { data?: unknown; errors?: unknown; extensions?: unknown }): string {
    const kept = result.errors || result.extensions ? undefined : keptText(result.data);
    return kept ? `{"data":${kept.text}}\n` : `${JSON.stringify(result)}\n`;
  }

  /** REST: an answer's JSON text in UTF-8, made once for a kept one. */
  bytes(answer: unknown): Buffer {
    return keptText(answer)?.bytes ?? Buffer.from(JSON.stringify(answer), 'utf8');
  }

  /** REST: a GET answer's ETag, made once for a kept one. */
  etag(answer: unknown, body: Buffer): string {
    return keptText(answer)?.etag ?? etag(body, { weak: true });
  }

  /**
   * The Apollo plugin: a signed-in query whose root fields are all versioned reads is answered from
   * memory when the student's and the index's versions equal those it was computed at; otherwise it
   * runs, and a clean answer is kept under the versions taken before it ran (a change during the run
   * makes it unreachable at once). After a mutation the student's version moves, and unless the field
   * declares that it changes answers only (`mutationChanges`), their cached session goes too.
   */
  readonly plugin: ApolloServerPlugin<Context> = {
    requestDidStart: async () => {
      let key: string | null = null;
      return {
        responseForOperation: async (request) => {
          const ctx = request.contextValue;
          if (!ctx.viewer || !ctx.freshness.enabled || !versioned(request.operation)) return null;
          // once per request: the matches resolver uses this same sync (ctx.indexSynced). Should it
          // fail, the versions prove nothing: the read runs uncached and fails as the documented 503.
          ctx.indexSynced ??= ctx.matchingIndex.sync();
          if (
            !(await ctx.indexSynced.then(
              () => true,
              () => false,
            ))
          )
            return null;
          key = keyOf(request, ctx.viewer);
          const kept = this.get(key);
          if (!kept) return null;
          key = null;
          return { http: request.response.http, body: { kind: 'single', singleResult: { data: kept } } };
        },
        willSendResponse: async (request) => {
          const ctx = request.contextValue;
          if (!ctx.viewer) return;
          const operation = request.operation;
          if (operation?.operation === 'mutation') {
            ctx.freshness.viewerChanged(ctx.viewer.user.id, {
              answersOnly: answersOnly(request.schema, operation),
            });
          }
          const body = request.response.body;
          if (!key || body.kind !== 'single' || body.singleResult.errors || !body.singleResult.data) return;
          // the answer goes out in its kept form, so neither door turns it into text again
          const kept = keep(body.singleResult.data);
          body.singleResult.data = kept;
          this.set(ctx.viewer.user.id, key, kept);
        },
      };
    },
  };

  get(key: string): KeptData | undefined {
    return this.entries.get(key)?.data;
  }

  set(userId: string, key: string, data: KeptData): void {
    if (sizeOf(data) > this.largest) return;
    const keys = this.byUser.get(userId);
    // a student's oldest answer makes room for a new one past PER_STUDENT
    if (keys && !keys.has(key) && keys.size >= PER_STUDENT) this.entries.delete(keys.values().next().value!);
    this.entries.set(key, { userId, data });
    const kept = this.byUser.get(userId) ?? new Set<string>();
    kept.add(key);
    this.byUser.set(userId, kept);
  }

  dropUser(userId: string): void {
    for (const key of [...(this.byUser.get(userId) ?? [])]) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

function versioned(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && VERSIONED_FIELDS.has(s.name.value) && !s.directives?.length,
  );
}

/** Whether every root field of the mutation declared that it changes the caller's answers only. */
function answersOnly(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (s) =>
      s.kind === Kind.FIELD &&
      (s.name.value === '__typename' || mutationChanges(schema, s.name.value) === 'answers'),
  );
}

function keyOf(request: GraphQLRequestContext<Context>, viewer: Viewer): string {
  const ctx = request.contextValue;
  return [
    viewer.user.id,
    viewer.apiToken ? `token:${viewer.apiToken.scope}` : 'session',
    ctx.freshness.versionOf(viewer.user.id),
    ctx.matchingIndex.version,
    request.queryHash,
    request.operationName ?? '',
    JSON.stringify(request.request.variables ?? {}),
  ].join('|');
}
