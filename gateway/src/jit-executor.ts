// graphql-jit as Apollo Server's executor (ADR 285). graphql-js interprets the document for every request:
// a computed matches read is ~2,800 fields, and graphql-js was about a sixth of the gateway's CPU in the
// p99 bench, with results of null-prototype objects that JSON.stringify walks slowly.
// graphql-jit compiles each operation once into a function of plain object literals.
//
// It plugs in through Apollo Server 5's supported hook for a custom executor, the `gateway` option:
// `load()` announces our own Pothos schema (`onSchemaLoadOrUpdate`) and returns `{ executor }`. Apollo
// still parses, validates (armor, the token limit, knownOperationTypes), runs every plugin (the answer
// cache's `responseForOperation` included) and formats the errors (failures.ts); only execution moves.
//
// graphql-js still executes, with the same answer as before, when
// - graphql-jit cannot compile the document (counted in `jitFallbacks`, metrics/executor-metrics.ts);
// - Apollo could not resolve the operation (the client's operation name is not in the document, or it
//   has several and none was named): graphql-js's refusal is what Apollo answers;
// - the document is an introspection query (`__schema`, `__type`): rare, and graphql-js is its reference;
// - graphql-jit refuses the variables: graphql-js re-runs the request, so that its wording of the
//   refusal is what the client gets (failures.ts reads it into VALIDATION_FAILED). No resolver has run.
import { createRequire } from 'node:module';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import type { DocumentNode, ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { Context } from '@campus-swap/schema/context';
import { graphql } from '@campus-swap/schema/graphql-cjs';
import { compiledOperations, jitFallbacks } from './metrics/executor-metrics.ts';

// graphql-jit's CommonJS build, which requires the CommonJS graphql that Apollo and the schema use (one
// realm, schema/src/graphql-cjs.ts); its ES module build would import graphql's ES module copy
const { compileQuery, isCompiledQuery } = createRequire(import.meta.url)(
  'graphql-jit',
) as typeof import('graphql-jit');

export type JitGateway = ApolloServerOptionsWithGateway<Context>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<JitGateway['load']>>['executor']>;
type Request = Parameters<Executor>[0];

/** Compiled operations kept, by operation name and Apollo's query hash (least recently used dropped). */
export const COMPILED_LIMIT = 500;

/** What a cached document runs on: its compiled operation, or graphql-js (`refused`: jit could not). */
export type Plan =
  | {
      compiled: CompiledQuery;
      /** variables of @skip/@include conditions that may be null (see nullableConditions) */
      nullable: readonly string[];
    }
  | { compiled: null; refused: boolean };

/** A `gateway` for Apollo Server that serves `schema` and executes with graphql-jit. */
export function jitGateway(schema: GraphQLSchema, limit = COMPILED_LIMIT): JitGateway {
  const plans = new LRUCache<string, Plan>({ max: limit });

  function planOf(request: Request, operationName: string | undefined): Plan {
    const key = `${operationName ?? ''}\u0000${request.queryHash}`;
    const known = plans.get(key);
    if (known) return known;
    const plan = compile(schema, request.document, operationName);
    if (plan.compiled) compiledOperations.inc();
    plans.set(key, plan);
    return plan;
  }

  const executor: Executor = async (request) => {
    const contextValue = request.context as Context;
    const variables = request.request.variables;
    // the name the client sent: Apollo's resolved `operationName` is null for a name the document lacks,
    // and compiling with null would run the document's only operation
    const operationName = request.request.operationName ?? undefined;
    const slow = () => executeWithGraphqlJs(schema, request.document, contextValue, variables, operationName);
    if (!request.operation) return slow();
    const plan = planOf(request, operationName);
    if (!plan.compiled) {
      if (plan.refused) jitFallbacks.inc();
      return slow();
    }
    if (plan.nullable.length && plan.nullable.some((name) => variables?.[name] === null)) return slow();
    const result = await plan.compiled.query(undefined, contextValue, variables);
    // graphql-jit answers refused variables with errors and no `data`, before any resolver runs
    if (!('data' in result)) return slow();
    // graphql-js's order of keys, `errors` first, which Apollo's spread and JSON.stringify keep
    return result.errors ? { errors: result.errors.map(asGraphqlJsError), data: result.data } : result;
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    load: async () => ({ executor }),
    stop: async () => {},
  };
}

function executeWithGraphqlJs(
  schema: GraphQLSchema,
  document: DocumentNode,
  contextValue: Context,
  variableValues: Record<string, unknown> | undefined,
  operationName: string | undefined,
): Promise<ExecutionResult> {
  return Promise.resolve(graphql.execute({ schema, document, contextValue, variableValues, operationName }));
}

/**
 * How the executor runs the operation `operationName` (the only one when undefined) of a valid
 * document: compiled, or by graphql-js (introspection, or `refused` by graphql-jit).
 */
export function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): Plan {
  if (introspects(document)) return { compiled: null, refused: false };
  try {
    // no leaf serializers for the built-in scalars and enums: graphql-jit passed each leaf to a call with
    // its error path and location as new arrays (~600 KB per computed matches read, ~5-15 % of its CPU);
    // our resolvers give leaves already in their serialized form (strings, integers, booleans, enum
    // names), which jit-executor.int.test.ts checks against graphql-js for every query we send.
    // DateTime keeps its serializer.
    const compiled = compileQuery(schema, document, operationName, { disableLeafSerialization: true });
    return isCompiledQuery(compiled)
      ? { compiled, nullable: nullableConditions(document, operationName) }
      : { compiled: null, refused: true };
  } catch {
    return { compiled: null, refused: true };
  }
}

/** Whether a document asks for `__schema` or `__type` (only valid as root fields of a query). */
function introspects(document: DocumentNode): boolean {
  let found = false;
  graphql.visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return graphql.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * The variables of `@skip(if:)`/`@include(if:)` that the client may send as null: those of a nullable
 * type (which validation allows only with a default). graphql-js then fails the field ("Argument "if"
 * of non-null type "Boolean!" must not be null."), graphql-jit would skip it; such a request is left
 * to graphql-js.
 */
function nullableConditions(document: DocumentNode, operationName: string | undefined): string[] {
  const operation = graphql.getOperationAST(document, operationName);
  const nullable = new Set(
    (operation?.variableDefinitions ?? [])
      .filter((definition) => definition.type.kind !== graphql.Kind.NON_NULL_TYPE)
      .map((definition) => definition.variable.name.value),
  );
  if (nullable.size === 0) return [];
  const found = new Set<string>();
  graphql.visit(document, {
    Directive(node) {
      if (node.name.value !== 'skip' && node.name.value !== 'include') return;
      for (const argument of node.arguments ?? []) {
        if (argument.value.kind === graphql.Kind.VARIABLE && nullable.has(argument.value.name.value))
          found.add(argument.value.name.value);
      }
    },
  });
  return [...found];
}

/**
 * graphql-jit's errors as graphql-js makes them. graphql-jit's own error type leaves `extensions`
 * undefined when the thrown error has none (a fault, a null in a non-null field), and Apollo's
 * `enrichError` reads `extensions.code`: it would answer "Internal server error" without running
 * formatError (no request id, no 503 for an unreachable database).
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const original = error.originalError ?? undefined;
  const rebuilt = new graphql.GraphQLError(error.message, {
    path: error.path,
    originalError: original,
    ...(error.extensions ? { extensions: error.extensions } : {}),
  });
  // formatError keeps only message, path and extensions; the locations are kept for anything else
  if (error.locations) Object.assign(rebuilt, { locations: error.locations });
  return rebuilt;
}
