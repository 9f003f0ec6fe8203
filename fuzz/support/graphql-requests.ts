// GraphQL fuzz requests from the schema itself: for every root field of Query and Mutation, an
// operation that passes each argument as a variable (arbitrary values of its input type) and selects
// the field's output two levels deep; plus documents a client should never send (broken, over the
// limits, batched, persisted, sent by GET).
import fc from 'fast-check';
import type { GraphQLField, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { graphql } from '@campus-swap/schema/graphql-cjs';
import type { Auth, Body, FuzzRequest } from './requests.ts';
import { respell } from './spellings.ts';
import { asciiText, type Vocabulary, valueFor, wrongShape } from './values.ts';

const { getNamedType, isLeafType, isObjectType, isRequiredArgument } = graphql;

type Envelope = {
  contentType: fc.Arbitrary<string | null>;
  headers: fc.Arbitrary<Record<string, string>>;
  auth: fc.Arbitrary<Auth>;
  forwardedFor: fc.Arbitrary<string>;
  respelling: fc.Arbitrary<number | null>;
};

/** The selection set of an output type, `depth` object levels deep. */
export function selectionOf(type: GraphQLOutputType, depth = 2): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth === 0) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some(isRequiredArgument)) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth > 1) parts.push(`${field.name} ${selectionOf(field.type, depth - 1)}`);
  }
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

/** A well-formed operation for one root field, its arguments passed as variables. */
export function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
}

/** Documents no schema accepts, or only over a limit. */
const hostileDocuments: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '{',
    'PARKING',
    'query {',
    '}',
    'subscription { me { id } }',
    'fragment A on Query { ...A } { ...A }',
  ),
  fc.integer({ min: 100, max: 2600 }).map((n) => `query { ${'me { id } '.repeat(n)} }`),
  fc.integer({ min: 5, max: 40 }).map((n) => `query { ${'me { id '.repeat(n)}${'} '.repeat(n)} }`),
  fc
    .integer({ min: 10, max: 60 })
    .map((n) => `query { ${Array.from({ length: n }, (_, i) => `a${i}: catalog { years }`).join(' ')} }`),
  fc
    .integer({ min: 10, max: 60 })
    .map((n) => `query { catalog ${'@include(if: true) '.repeat(n)} { years } }`),
  fc.integer({ min: 50, max: 300 }).map((n) => `query { catalog { ${'years '.repeat(n)} } }`),
  fc.constant('query { __schema { types { name fields { name } } } }'),
);

type Payload = { method: 'POST' | 'GET'; path: string; body: Body };

function post(payload: unknown): Payload {
  return { method: 'POST', path: '/graphql', body: { kind: 'json', value: payload } };
}

function get(query: string, variables: unknown): Payload {
  const params = new URLSearchParams({ query });
  if (variables !== undefined) params.set('variables', JSON.stringify(variables));
  return { method: 'GET', path: `/graphql?${params}`, body: { kind: 'none' } };
}

function withEnvelope(
  origin: string,
  payload: fc.Arbitrary<Payload>,
  envelope: Envelope,
): fc.Arbitrary<FuzzRequest> {
  return fc.record({ payload, ...envelope }).map(({ payload: p, respelling, ...rest }) => ({
    origin,
    method: p.method,
    ...respell('/graphql', {}, p.path, respelling),
    body: p.body,
    ...rest,
  }));
}

export function graphQLRequests(
  schema: GraphQLSchema,
  vocab: Vocabulary,
  envelope: Envelope,
): fc.Arbitrary<FuzzRequest>[] {
  const out: fc.Arbitrary<FuzzRequest>[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const document = operationFor(kind, field);
      const variables = fc.record(
        Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, arg.name, vocab)])),
        { requiredKeys: [] },
      );
      const payload: fc.Arbitrary<Payload> = fc.oneof(
        { weight: 8, arbitrary: variables.map((v) => post({ query: document, variables: v })) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(variables, fc.nat({ max: document.length }))
            .map(([v, cut]) => post({ query: document.slice(0, cut), variables: v })),
        },
        { weight: 1, arbitrary: variables.map((v) => get(document, v)) },
        {
          weight: 1,
          arbitrary: fc
            .record({
              operationName: fc.option(asciiText(10)),
              variables: wrongShape,
              extensions: wrongShape,
            })
            .map((extra) => post({ query: document, ...extra })),
        },
      );
      out.push(withEnvelope(`graphql ${kind} ${field.name}`, payload, envelope));
    }
  }
  const hostile: fc.Arbitrary<Payload> = fc.oneof(
    hostileDocuments.map((query) => post({ query })),
    hostileDocuments.map((query) => get(query, undefined)),
    fc.constantFrom(
      post({ extensions: { persistedQuery: { version: 1, sha256Hash: null } } }),
      post({ query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }),
      post([{ query: '{ me { id } }' }, { query: '{ catalog { years } }' }]),
      post({ query: 5 }),
      post({}),
      get('mutation { logout { success } }', undefined),
    ),
    wrongShape.map((value) => post(value)),
  );
  out.push(withEnvelope('graphql (malformed)', hostile, envelope));
  return out;
}
