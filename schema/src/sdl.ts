// The schema as SDL: what `npm run schema:print` commits as schema/schema.graphql and what the
// gateway publishes at GET /graphql/schema.graphql, so both are the same text by construction.
import { graphql } from './graphql-cjs.ts';
import { schema } from './index.ts';

const { lexicographicSortSchema, printSchema } = graphql;

export function printSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
