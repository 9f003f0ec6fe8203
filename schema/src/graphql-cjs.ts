// The one CommonJS graphql. Pothos (and @graphql-inspector/core, Apollo Server) are loaded by Node as
// CommonJS and therefore use graphql's CommonJS build; vitest and tsx may hand an ES module graphql's
// ESM build instead, a second copy whose `instanceof` checks reject the first one's schema and types
// ("Cannot use GraphQLSchema from another module or realm"). Every module that builds, prints, walks
// or executes the schema takes graphql from here, so there is one realm by construction.
import { createRequire } from 'node:module';

export const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
