// One fuzz request as data (printable, so a failure shows the shrunk request), generated from what
// already describes the API: every row of the REST route table and every root field of the GraphQL
// schema, wrapped in arbitrary methods, content types, headers, tokens and bodies.
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { graphql } from '@campus-swap/schema/graphql-cjs';
import { operationOf, type RestRoute } from '@campus-swap/rest-facade/route';
import { graphQLRequests } from './graphql-requests.ts';
import { respell, spellingArb } from './spellings.ts';
import { asciiText, NOT_UUIDS, nearMisses, type Vocabulary, valueFor, wrongShape } from './values.ts';

const { isInputObjectType, isInputType, Kind } = graphql;

export type Auth =
  | { kind: 'none' }
  /** a live session of population slot `slot`, as a bearer token */
  | { kind: 'bearer'; slot: number }
  /** the same session as the auth_token cookie, with the CSRF header right, wrong or missing */
  | { kind: 'cookie'; slot: number; csrf: 'match' | 'mismatch' | 'missing' }
  /** an Authorization header that is not a live session */
  | { kind: 'garbage'; header: string };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'deep'; depth: number }
  | { kind: 'big'; kilobytes: number }
  | { kind: 'not-gzip' };

export type FuzzRequest = {
  /** the route-table row or schema field the request was generated from */
  origin: string;
  method: string;
  path: string;
  contentType: string | null;
  headers: Record<string, string>;
  auth: Auth;
  body: Body;
  /** X-Forwarded-For (the gateway runs with TRUST_PROXY=true, as behind a proxy) */
  forwardedFor: string;
  /** how the documented path was respelled (ADR 140: never served), or null when it was not */
  spelling: string | null;
};

/** A small pool of client addresses (so per-IP limits are reached on long runs) and some strangers. */
const ADDRESSES = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '192.168.1.9', '2001:db8::1'];

/** Signed out, or signed in as population slot `slot`, or carrying a token that is no session. */
export function authArb(slotIndex: number): fc.Arbitrary<Auth> {
  const slot = fc.constant(slotIndex);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Auth>({ kind: 'none' }) },
    { weight: 6, arbitrary: slot.map<Auth>((s) => ({ kind: 'bearer', slot: s })) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('cookie' as const),
        slot,
        csrf: fc.constantFrom('match' as const, 'mismatch' as const, 'missing' as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          asciiText(80).map((t) => `Bearer ${t}`),
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Basic dXNlcjpwYXNz',
            `Bearer ${'a'.repeat(43)}`,
            'bearer  x  y',
          ),
          asciiText(30),
        )
        .map<Auth>((header) => ({ kind: 'garbage', header })),
    },
  );
}

const contentTypeArb: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/graphql',
      'application/json; charset=latin1',
      'application/graphql-response+json',
      null,
    ),
  },
  { weight: 1, arbitrary: asciiText(30) },
);

const headersArb: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom(
    'x-request-id',
    'accept',
    'apollo-require-preflight',
    'x-apollo-operation-name',
    'origin',
    'x-csrf-token',
  ),
  fc.oneof(
    asciiText(70),
    fc.constantFrom('application/json', '*/*', 'text/html', '1', 'https://evil.example'),
  ),
  { maxKeys: 3 },
);

const forwardedForArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ADDRESSES) },
  { weight: 3, arbitrary: fc.oneof(fc.ipV4(), fc.ipV6()) },
  { weight: 1, arbitrary: fc.oneof(asciiText(30), fc.constant('1.2.3.4, 5.6.7.8')) },
);

/** Bodies a client should never send, whatever the route. */
export const hostileBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ kind: 'none' }),
  fc.constant<Body>({ kind: 'not-gzip' }),
  fc.integer({ min: 1, max: 40_000 }).map<Body>((depth) => ({ kind: 'deep', depth })),
  fc.integer({ min: 90, max: 130 }).map<Body>((kilobytes) => ({ kind: 'big', kilobytes })),
  fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.constantFrom('{', '{"email": ', 'null', '[', '"x"', '{"a":1}}'),
    )
    .map<Body>((text) => ({ kind: 'raw', text })),
  wrongShape.map<Body>((value) => ({ kind: 'json', value })),
);

const methodArb = (usual: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(usual) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
  );

/** The JSON body keys of a REST row: its operation's variables, with input objects flattened. */
export function bodyModel(route: RestRoute, schema: GraphQLSchema, vocab: Vocabulary) {
  const operation = operationOf(route.document);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    let typeNode = definition.type;
    while (typeNode.kind !== Kind.NAMED_TYPE) typeNode = typeNode.type;
    const type = schema.getType(typeNode.name.value);
    const name = definition.variable.name.value;
    if (isInputObjectType(type)) {
      // the REST body is the input object's fields at the top level (rest-facade/src/routes/*.ts)
      for (const field of Object.values(type.getFields()))
        model[field.name] = valueFor(field.type, field.name, vocab);
    } else if (type && isInputType(type)) {
      model[name] = valueFor(type, name, vocab);
    }
  }
  return model;
}

function pathParamArb(vocab: Vocabulary): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...vocab.listingIds, '00000000-0000-0000-0000-000000000000') },
    // ids that are no uuid, and real ones respelled (ADR 143)
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...NOT_UUIDS, ...vocab.listingIds.flatMap(nearMisses))
        .map(encodeURIComponent),
    },
    {
      weight: 3,
      arbitrary: fc.oneof(fc.uuid(), fc.string({ unit: 'grapheme', maxLength: 30 })).map(encodeURIComponent),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%zz', '%E0%A4%A', '..%2F..%2Fetc', 'a'.repeat(600), '%00', '__proto__'),
    },
  );
}

/** Requests for one row of the REST route table. */
export function restRequests(route: RestRoute, schema: GraphQLSchema, vocab: Vocabulary, slot: number) {
  const model = bodyModel(route, schema, vocab);
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const extraKeys = fc.dictionary(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'userId', 'id', 'role'), asciiText(12)),
    wrongShape,
    { maxKeys: 2 },
  );
  const body: fc.Arbitrary<Body> = fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.record(model, { requiredKeys: [] }), fc.option(extraKeys, { nil: undefined }))
        .map<Body>(([fields, extra]) => ({ kind: 'json', value: { ...fields, ...extra } })),
    },
    { weight: 2, arbitrary: hostileBody },
  );
  return fc
    .record({
      method: methodArb(route.method),
      values: fc.tuple(...params.map(() => pathParamArb(vocab)), fc.constant(null)),
      contentType: contentTypeArb,
      headers: headersArb,
      auth: authArb(slot),
      body,
      forwardedFor: forwardedForArb,
      respelling: spellingArb,
    })
    .map<FuzzRequest>(({ values, respelling, ...rest }) => {
      let path = `/api${route.path}`;
      const byName: Record<string, string> = {};
      params.forEach((name, i) => {
        byName[name] = values[i] as string;
        path = path.replace(`:${name}`, values[i] as string);
      });
      const spelled = respell(`/api${route.path}`, byName, path, respelling);
      return { origin: `${route.method} /api${route.path}`, ...spelled, ...rest };
    });
}

/**
 * Every request the fuzz sends, as population slot `slot` (or a stranger): each REST row and each
 * GraphQL root field equally likely.
 */
export function anyRequest(
  routes: RestRoute[],
  schema: GraphQLSchema,
  vocab: Vocabulary,
  slot: number,
): fc.Arbitrary<FuzzRequest> {
  const envelope = {
    contentType: contentTypeArb,
    headers: headersArb,
    auth: authArb(slot),
    forwardedFor: forwardedForArb,
    respelling: spellingArb,
  };
  return fc.oneof(
    ...routes.map((route) => restRequests(route, schema, vocab, slot)),
    ...graphQLRequests(schema, vocab, envelope),
  );
}

/** One request per population slot, sent at the same time: no two of a batch have the same caller. */
export function requestBatch(routes: RestRoute[], schema: GraphQLSchema, vocab: Vocabulary, slots: number) {
  return fc.tuple(...Array.from({ length: slots }, (_, slot) => anyRequest(routes, schema, vocab, slot)));
}
