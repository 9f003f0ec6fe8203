// graphql-jit answers what graphql-js answers (ADR 285), as the same JSON text: the gateway's Apollo
// server with graphql-jit (the default) beside the same server executing with graphql-js, over one
// database, for the REST and web matches documents of a viewer whose cards are varied (connected, a
// reveal either way, strangers), and for what the plugins and the schema do besides: refused variables,
// the auth guards, a signed-out read, an API token's refusal, @skip/@include, introspection, a fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApolloServer } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import * as webDocuments from '@campus-swap/web/gql/graphql';
import { MatchesDocument, MeDocument, SwapRequestsDocument } from '@campus-swap/web/gql/graphql';
import { routes } from '@campus-swap/rest-facade/routes/index';
import type { Context } from '@campus-swap/schema/context';
import { graphql } from '@campus-swap/schema/graphql-cjs';
import { createApiToken } from '@campus-swap/schema/services/api-tokens';
import {
  as,
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  postListing,
  REVEAL,
  type Student,
} from '@campus-swap/test-support/listing-fixtures';
import { createTestContext, services, useTestServices } from '@campus-swap/test-support/test-services';
import { createApolloServer } from './graphql.ts';
import { compiledOperations, jitFallbacks } from './metrics/executor-metrics.ts';
import { keep, type KeptText } from './answer-cache.ts';

useTestServices();

const faults = { internal: () => {}, unavailable: () => {} };
/** A counter's value now (prom-client's, as a scrape reads it). */
const counted = async (counter: typeof jitFallbacks) => (await counter.get()).values[0]?.value ?? 0;

let compiled: ApolloServer<Context>;
let reference: ApolloServer<Context>;
let viewer: Student;

const restDocument = (method: string, path: string): string =>
  graphql.print(routes.find((r) => r.method === method && r.path === path)!.document);
const webDocument = (document: DocumentNode): string => graphql.print(document);

type Who = { token: string; ip: string } | null;

/** One operation through one server, as Apollo answers it: the HTTP status, the data and the body's text. */
async function answer(
  apollo: ApolloServer<Context>,
  query: string,
  variables: object,
  who: Who,
  change: (ctx: Context) => Context,
) {
  const { ctx } = await createTestContext(services, who ?? {});
  const response = await apollo.executeOperation(
    { query, variables: variables as Record<string, unknown> },
    { contextValue: change({ ...ctx, failure: {} }) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const result = response.body.singleResult;
  // a request id is new for each request
  const text = JSON.stringify(result).replace(/"requestId":"[^"]*"/g, '"requestId":"…"');
  return { status: response.http.status, text, data: result.data };
}

/** The answer of both servers; the compiled one must be the reference's, as text. */
async function both(
  query: string,
  variables: object = {},
  who: Who = viewer,
  change: (ctx: Context) => Context = (ctx) => ctx,
) {
  const before = await counted(jitFallbacks);
  const expected = await answer(reference, query, variables, who, change);
  const actual = await answer(compiled, query, variables, who, change);
  expect(actual.text).toBe(expected.text);
  expect(actual.status).toBe(expected.status);
  expect(await counted(jitFallbacks)).toBe(before);
  return { expected, actual };
}

beforeAll(async () => {
  compiled = createApolloServer({ faults });
  reference = createApolloServer({ faults, jit: null });
  await Promise.all([compiled.start(), reference.start()]);

  viewer = await createStudent(services);
  viewer.listingId = await postListing(services, viewer, DORM_BUSCH_WANTS_LIVI);
  const others: Student[] = [];
  for (let i = 0; i < 6; i++) {
    const other = await createStudent(services, i === 5 ? { instagram: null, linkedin: null } : {});
    other.listingId = await postListing(services, other, DORM_LIVI_WANTS_BUSCH);
    others.push(other);
  }
  const [connected, revealedByMe, revealedToMe, , , connectedNoHandles] = others as [
    Student,
    Student,
    Student,
    Student,
    Student,
    Student,
  ];
  const reveal = async (from: Student, to: Student) => {
    const result = await as(services, from, REVEAL, { id: to.listingId });
    expect(result.errors).toBeUndefined();
  };
  // connected (both ways), one-sided by the viewer, one-sided to the viewer, two strangers, and a
  // connected student without Instagram or LinkedIn (nulls)
  await reveal(viewer, connected);
  await reveal(connected, viewer);
  await reveal(viewer, revealedByMe);
  await reveal(revealedToMe, viewer);
  await reveal(viewer, connectedNoHandles);
  await reveal(connectedNoHandles, viewer);
});

afterAll(async () => {
  await Promise.all([compiled?.stop(), reference?.stop()]);
});

describe('graphql-jit answers as graphql-js', () => {
  it('the REST matches document: the same JSON text, the kept answer too', async () => {
    const compiledBefore = await counted(compiledOperations);
    const { expected, actual } = await both(restDocument('GET', '/matches'));
    expect(await counted(compiledOperations)).toBe(compiledBefore + 1);
    const cards = (expected.data as { matches: { cards: { connected: boolean; revealedByMe: boolean }[] } })
      .matches.cards;
    expect(cards).toHaveLength(6);
    expect(cards.filter((card) => card.connected)).toHaveLength(2);
    expect(cards.filter((card) => !card.connected && card.revealedByMe)).toHaveLength(1);
    // what the answer cache keeps and the doors send (answer-cache.ts): composed from the root fields
    const kept = keep(actual.data as Record<string, unknown>);
    expect(JSON.stringify(kept)).toBe(JSON.stringify(expected.data));
    expect((kept.matches as KeptText).text).toBe(
      JSON.stringify((expected.data as Record<string, unknown>).matches),
    );
  });

  it('the REST matches document with a limit, and the swap requests', async () => {
    await both(restDocument('GET', '/matches'), { limit: 2 });
    await both(restDocument('GET', '/swaps/requests'));
  });

  it('the web matches, me and swap requests documents', async () => {
    const { expected } = await both(webDocument(MatchesDocument));
    expect(expected.text).toContain('"connected":true');
    await both(webDocument(MeDocument));
    await both(webDocument(SwapRequestsDocument));
  });

  it('a refused variable: graphql-js’s refusal', async () => {
    const { expected } = await both(restDocument('GET', '/matches'), { limit: 'ten' });
    expect(expected.status).toBe(400);
    expect(expected.text).toContain('VALIDATION_FAILED');
    await both(webDocument(SwapRequestsDocument), { unknown: 1 });
    await both('query Q($limit: Int!) { matches(limit: $limit) { otherCount } }', {});
  });

  it('a value the resolver refuses (an AppError with its code)', async () => {
    const { expected } = await both(restDocument('GET', '/matches'), { limit: 100000 });
    expect(expected.text).toContain('"code"');
  });

  it('signed out: the guards’ refusal and null propagation to data', async () => {
    const { expected } = await both(restDocument('GET', '/matches'), {}, null);
    expect(expected.text).toContain('UNAUTHENTICATED');
    await both('{ catalog { __typename } me { id } }', {}, null);
  });

  it('an API token is refused what it may not reach', async () => {
    const token = await createApiToken(services.prisma, viewer.user.id, { name: 'jit', scope: 'READ' });
    expect(token.token).toMatch(/^cs_pat_/);
    const who = { token: token.token, ip: viewer.ip };
    await both(webDocument(MatchesDocument), {}, who);
    await both(webDocument(MeDocument), {}, who);
  });

  it('@skip and @include, literal and by variable', async () => {
    const query = `query Q($yes: Boolean!, $no: Boolean!) {
      matches { otherCount @include(if: $yes) preferenceCount @skip(if: $yes)
        cards { id @include(if: $no) createdAt ... on MatchCard @skip(if: $no) { userName connected } } }
      catalog @include(if: false) { __typename } }`;
    await both(query, { yes: true, no: false });
    await both(query, { yes: false, no: true });
    // a nullable condition (it has a default) sent as null: graphql-jit would skip, graphql-js answers
    // a field error (INTERNAL); the executor leaves such a request to graphql-js
    const nullable = 'query Q($f: Boolean = false) { matches { otherCount @skip(if: $f) preferenceCount } }';
    await both(nullable, { f: null });
    await both(nullable, { f: true });
    await both(nullable, {});
  });

  // graphql-jit runs without its leaf serializers for the built-in scalars and enums (ADR 285): every
  // leaf a resolver gives must already be what graphql-js's serializers would make of it. Every query
  // the REST facade and the web app send, as this viewer (cards, a swap request, a listing, settings)
  it('every REST GET and every web query: the same JSON text, leaves unserialized', async () => {
    const rest = routes.filter((r) => r.method === 'GET' && !r.path.includes(':'));
    expect(rest.length).toBeGreaterThan(5);
    for (const route of rest) await both(graphql.print(route.document));
    const queries = Object.entries(webDocuments).flatMap(([name, value]) => {
      const document = value as DocumentNode;
      if (!name.endsWith('Document') || document?.kind !== 'Document') return [];
      const operation = graphql.getOperationAST(document);
      const needsVariables = operation?.variableDefinitions?.some(
        (v) => v.type.kind === graphql.Kind.NON_NULL_TYPE && !v.defaultValue,
      );
      return operation?.operation === 'query' && !needsVariables ? [document] : [];
    });
    expect(queries.length).toBeGreaterThan(5);
    for (const document of queries) await both(webDocument(document));
  });

  it('introspection (left to graphql-js)', async () => {
    await both('{ __schema { queryType { name } types { name kind } } __type(name: "MatchCard") { name } }');
    await both('{ __typename matches { __typename cards { __typename } } }');
  });

  it('a fault of ours: INTERNAL, and an unreachable database: SERVICE_UNAVAILABLE', async () => {
    const failing = (fault: Error) => (ctx: Context) =>
      ({
        ...ctx,
        matchingIndex: new Proxy(ctx.matchingIndex, {
          get: () => () => Promise.reject(fault),
        }),
      }) as Context;
    const internal = await both(restDocument('GET', '/matches'), {}, viewer, failing(new Error('index bug')));
    expect(internal.expected.text).toContain('"INTERNAL"');
    const unreachable = Object.assign(new Error("Can't reach database server"), { code: 'P1001' });
    const down = await both(webDocument(MatchesDocument), {}, viewer, failing(unreachable));
    expect(down.expected.status).toBe(503);
  });
});
