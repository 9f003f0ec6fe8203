// graphql-jit compiles every document our clients send (ADR 285): each REST route's and each web
// client's, so none of them is executed by the graphql-js fallback; and a document it cannot compile is
// still answered, by graphql-js, and counted.
import { describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import * as web from '@campus-swap/web/gql/graphql';
import { routes } from '@campus-swap/rest-facade/routes/index';
import { graphql } from '@campus-swap/schema/graphql-cjs';
import { schema } from '@campus-swap/schema/index';
import { compile, jitGateway } from './jit-executor.ts';
import { compiledOperations, jitFallbacks } from './metrics/executor-metrics.ts';

/** A counter's value now (prom-client's, as a scrape reads it). */
const counted = async (counter: typeof jitFallbacks) => (await counter.get()).values[0]?.value ?? 0;

const nameOf = (document: DocumentNode) =>
  document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;

/** The web client's operations (its generated module also holds fragments, not sent alone). */
const webDocuments = Object.entries(web).filter(
  (entry): entry is [string, DocumentNode] =>
    (entry[1] as DocumentNode | undefined)?.kind === 'Document' &&
    (entry[1] as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition'),
);

describe('graphql-jit executor', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route.document] as const))(
    'REST %s compiles',
    (_name, document) => {
      expect(graphql.validate(schema, document)).toEqual([]);
      // the REST door sends no operation name: its document's one operation runs
      expect(compile(schema, document, undefined).compiled).not.toBeNull();
    },
  );

  it('the web client has documents', () => expect(webDocuments.length).toBeGreaterThan(20));

  it.each(webDocuments)('web %s compiles', (_name, document) => {
    expect(graphql.validate(schema, document)).toEqual([]);
    expect(compile(schema, document, nameOf(document)).compiled).not.toBeNull();
  });

  it('an introspection document is left to graphql-js, not counted as refused', () => {
    const document = graphql.parse('{ __schema { queryType { name } } }');
    expect(compile(schema, document, undefined)).toEqual({ compiled: null, refused: false });
  });

  it('a document graphql-jit refuses is executed by graphql-js and counted', async () => {
    // Apollo's validation refuses a subscription (no such root type) before execution; no valid
    // document of this schema was found that graphql-jit cannot compile, so the executor is called
    // directly, as Apollo would call it
    const { executor } = await jitGateway(schema).load({ apollo: {} });
    const document = graphql.parse('subscription Ticks { __typename }');
    const operation = graphql.getOperationAST(document, 'Ticks')!;
    const request = {
      request: { operationName: 'Ticks', variables: {} },
      context: {},
      queryHash: 'ticks',
      document,
      operation,
    } as unknown as Parameters<NonNullable<typeof executor>>[0];
    const expected = await graphql.execute({ schema, document, contextValue: {}, operationName: 'Ticks' });
    const [compiledBefore, fallbacksBefore] = [
      await counted(compiledOperations),
      await counted(jitFallbacks),
    ];
    expect(await executor!(request)).toEqual(expected);
    expect(await executor!(request)).toEqual(expected);
    // the metrics an operator sees (campus_swap_graphql_{compiled_operations,jit_fallbacks}_total)
    expect((await counted(compiledOperations)) - compiledBefore).toBe(0);
    expect((await counted(jitFallbacks)) - fallbacksBefore).toBe(2);
  });

  it('a compiled operation is compiled once, and an unknown operation name is graphql-js’s', async () => {
    const { executor } = await jitGateway(schema).load({ apollo: {} });
    const document = graphql.parse('query A { __typename } query B { b: __typename }');
    const run = (operationName: string) =>
      executor!({
        request: { operationName, variables: {} },
        context: {},
        queryHash: 'ab',
        document,
        operation: graphql.getOperationAST(document, operationName) ?? undefined,
      } as unknown as Parameters<NonNullable<typeof executor>>[0]);
    const [compiledBefore, fallbacksBefore] = [
      await counted(compiledOperations),
      await counted(jitFallbacks),
    ];
    expect(await run('B')).toEqual({ data: { b: 'Query' } });
    expect(await run('B')).toEqual({ data: { b: 'Query' } });
    expect(await run('A')).toEqual({ data: { __typename: 'Query' } });
    // Apollo resolves no operation for this name; graphql-js's refusal is what Apollo then answers
    const unknown = await run('C');
    expect(unknown.data).toBeUndefined();
    expect(unknown.errors?.[0]?.message).toBe('Unknown operation named "C".');
    expect((await counted(compiledOperations)) - compiledBefore).toBe(2);
    expect((await counted(jitFallbacks)) - fallbacksBefore).toBe(0);
  });

  it('keeps at most the limit of compiled operations', async () => {
    const { executor } = await jitGateway(schema, 2).load({ apollo: {} });
    const document = graphql.parse('{ __typename }');
    const run = (queryHash: string) =>
      executor!({
        request: { variables: {} },
        context: {},
        queryHash,
        document,
        operation: graphql.getOperationAST(document),
      } as unknown as Parameters<NonNullable<typeof executor>>[0]);
    const compiledBefore = await counted(compiledOperations);
    for (const hash of ['1', '2', '1', '3', '1', '2']) await run(hash);
    // 1, 2, (1 kept), 3 drops 2, (1 kept), 2 again
    expect((await counted(compiledOperations)) - compiledBefore).toBe(4);
  });
});
