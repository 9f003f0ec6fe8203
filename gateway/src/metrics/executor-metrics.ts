// What the metrics show of the GraphQL executor (ADR 285): operations graphql-jit compiled, and
// requests graphql-js executed because graphql-jit could not compile their document. Every document our
// clients send compiles (jit-executor.test.ts), so a rising fallback count means a client sends
// something new that runs at graphql-js's cost, which the p99 and the CPU per read would show next.
import { Counter } from 'prom-client';
import { metricsRegistry } from './registry.ts';

export const compiledOperations = new Counter({
  name: 'campus_swap_graphql_compiled_operations_total',
  help: 'GraphQL operations graphql-jit compiled (each is kept, so this grows with new documents only)',
  registers: [metricsRegistry],
});

export const jitFallbacks = new Counter({
  name: 'campus_swap_graphql_jit_fallbacks_total',
  help: 'GraphQL requests executed by graphql-js because graphql-jit could not compile their document',
  registers: [metricsRegistry],
});
