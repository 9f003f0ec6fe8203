// Apollo Server over the Pothos schema, hardened in one place (graphql-armor limits, graphql-js's own
// token limit + the Pothos complexity plugin), with every error mapped by ./failures.ts (ADR 090).
// graphql-jit executes the operations (./jit-executor.ts, ADR 285); Apollo does everything else.
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type ASTVisitor, GraphQLError, Lexer, Source, TokenKind, type ValidationContext } from 'graphql';
import type { Context } from '@campus-swap/schema/context';
import { schema } from '@campus-swap/schema/index';
import { formatGraphQLError, graphQLFailureStatus, markLimitError } from './failures.ts';
import { type JitGateway, jitGateway } from './jit-executor.ts';
import { legacyJsonStatus } from './graphql-over-http.ts';
import type { AnswerCache } from './answer-cache.ts';

/** The most lexical tokens a document may have (checked by graphql-js while parsing). */
export const MAX_TOKENS = 2000;

/** Where the faults that answer INTERNAL or SERVICE_UNAVAILABLE are logged. */
export type FaultLog = { internal(error: unknown): void; unavailable(error: unknown): void };

/**
 * Introspection is on in every environment, within every document's limits; armor's depth and cost
 * rules skip `__schema`, which graphql-js's MaxIntrospectionDepthRule bounds instead (ADR 190).
 */
export function createApolloServer(options: {
  faults: FaultLog;
  /** more plugins (the metrics' refusal counter) */
  plugins?: ApolloServerPlugin<Context>[];
  /** who executes (ADR 285): graphql-jit by default, `null` graphql-js (the tests' reference) */
  jit?: JitGateway | null;
  /** the process's answer cache (./answer-cache.ts); without it nothing is kept */
  answers?: AnswerCache;
}): ApolloServer<Context> {
  const { answers } = options;
  // Armor's own reporter re-raises a breach as an ordinary validation error; ours reports it marked,
  // so that it is answered QUERY_LIMIT_EXCEEDED (ADR 090).
  const limit = () => ({ propagateOnRejection: false, onReject: [reportLimit] });
  const armor = new ApolloArmor({
    maxDepth: { n: 10, ...limit() },
    maxAliases: { n: 15, ...limit() },
    costLimit: { maxCost: 5000, ...limit() },
    // Armor's token check runs as an Apollo plugin whose refusal Apollo treats as an unexpected
    // failure (HTTP 500); graphql-js counts tokens while parsing instead (`parseOptions` below).
    maxTokens: { enabled: false },
    maxDirectives: { n: 20, ...limit() },
    // the schema is public, so "Did you mean …?" hides nothing and helps
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const jit = options.jit === undefined ? jitGateway(schema) : options.jit;
  return new ApolloServer<Context>({
    // graphql-jit executes through Apollo's hook for a custom executor (jit-executor.ts)
    ...(jit ? { gateway: jit } : { schema }),
    ...protection,
    validationRules: [...(protection.validationRules ?? []), knownOperationTypes],
    parseOptions: { maxTokens: MAX_TOKENS },
    // Automatic persisted queries are off: no client of ours sends them, and their cache would be
    // one more store a stranger can fill. A persistedQuery extension is PERSISTED_QUERY_NOT_SUPPORTED.
    persistedQueries: false,
    // no cache hints are used, so Apollo's per-field cache-control bookkeeping is pure cost (ADR 030)
    plugins: [
      ...protection.plugins,
      tokenLimit,
      graphQLFailureStatus,
      legacyJsonStatus,
      ApolloServerPluginCacheControlDisabled(),
      ...(answers ? [answers.plugin] : []),
      ...(options.plugins ?? []),
    ],
    introspection: true,
    // Apollo's own stringifier (JSON.stringify plus a newline), except that a kept answer's text is
    // made once (answer-cache.ts): the same bytes
    ...(answers ? { stringifyResult: (result) => answers.stringify(result) } : {}),
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, options.faults),
  });
}

/**
 * A subscription (or any operation) whose root type the schema lacks is refused at validation
 * (GRAPHQL_VALIDATION_FAILED); graphql-js 16 lets it through to execution, where it failed as INTERNAL.
 */
function knownOperationTypes(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (!context.getSchema().getRootType(node.operation)) {
        context.reportError(
          new GraphQLError(`This API has no ${node.operation} operations.`, { nodes: node }),
        );
      }
    },
  };
}

function reportLimit(context: ValidationContext | null, error: GraphQLError): void {
  const breach = new GraphQLError(error.message.replace(/^Syntax Error: /, ''));
  markLimitError(breach);
  context?.reportError(breach);
}

/**
 * Where graphql-js's parser stops a document for its token count: the start of the token after the
 * MAX_TOKENS-th (comments are not tokens), or null when the document has no such token or the lexer
 * fails first (then the parser reports that syntax error, not the limit).
 */
function tokenLimitPosition(source: string): number | null {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 0; ; count++) {
      const token = lexer.advance();
      if (token.kind === TokenKind.EOF) return null;
      if (count === MAX_TOKENS) return token.start;
    }
  } catch {
    return null;
  }
}

/**
 * A document graphql-js refused for its token count is a limit breach (QUERY_LIMIT_EXCEEDED), told
 * from a syntax error by where the parser stopped, not by reading its message (ADR 236).
 */
const tokenLimit: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async parsingDidStart({ source }) {
        return async (error) => {
          // read as a shape: graphql-js may be loaded twice (ESM and CommonJS), so no instanceof
          const at = (error as { positions?: readonly number[] } | undefined)?.positions?.[0];
          if (error && at !== undefined && at === tokenLimitPosition(source)) markLimitError(error);
        };
      },
    };
  },
};
