// The schema as SDL: what `npm run schema:print` commits as schema/schema.graphql and what the
// gateway publishes at GET /graphql/schema.graphql, so both are the same text by construction.
import { createRequire } from 'node:module';
import { schema } from './index.ts';

// same CommonJS graphql as Pothos (see testing/test-services.ts)
const { lexicographicSortSchema, printSchema } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

export function printSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
