// The named shapes of the OpenAPI document (`components`): every GraphQL object, input and enum type
// a route answers or takes is written once under its name and referenced wherever it appears, so
// the document stays small and generators name their types (User, Listing, MatchCard, …) instead of
// inventing one anonymous type per path.
/** A JSON Schema object, as the document writes it. */
export type JsonSchema = Record<string, unknown>;

export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  /** The GraphQL fragments the operations spread, each printed once (the document's x-graphql-fragments). */
  readonly fragments: Record<string, string> = {};
  /** The path parameters (`{id}`), each written once and referenced by the operations that take it. */
  readonly parameters: Record<string, JsonSchema> = {};
  private readonly texts = new Map<string, string>();

  /**
   * A `$ref` to `schema` under the first of `names` that is free or holds the same shape. A type
   * selected two ways thus gets its second name (e.g. the operation's); should every name be taken,
   * the first with the next free number, so that no shape is ever lost or merged with another.
   */
  ref(names: string | string[], schema: JsonSchema): JsonSchema {
    const text = JSON.stringify(schema);
    const fits = (name: string) => !this.texts.has(name) || this.texts.get(name) === text;
    const [first = 'Schema', ...others] = typeof names === 'string' ? [names] : names;
    let candidate = [first, ...others].find(fits) ?? first;
    for (let n = 2; !fits(candidate); n++) candidate = `${first}${n}`;
    if (!this.texts.has(candidate)) {
      this.texts.set(candidate, text);
      this.schemas[candidate] = schema;
    }
    return { $ref: `#/components/schemas/${candidate}` };
  }

  /** The schemas sorted by name, as the document lists them. */
  sorted(): Record<string, JsonSchema> {
    return Object.fromEntries(Object.entries(this.schemas).sort(([a], [b]) => a.localeCompare(b)));
  }
}
