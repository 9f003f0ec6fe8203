// Typed GraphQL documents. `npm run codegen` prints schema/schema.graphql first, then the REST
// facade's full-selection fragments and the web's ListingFields (rest-facade/src/print-fragments.ts,
// ADR 100 and 244), then writes
// web/src/gql/ (the web client's documents) and rest-facade/src/generated/ (the REST facade's
// .graphql documents, ADR 100). Both are committed (CI fails when they are stale).
// The web's documents are found in every web source file: fragments beside the component that shows
// them, operations in features' api/ files (docs/decisions/107-web-match-card-cache.md).
import type { CodegenConfig } from '@graphql-codegen/cli';

const typesConfig = {
  enumsAsTypes: true,
  useTypeImports: true,
  scalars: { DateTime: 'string' },
};

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      // plus the generated .graphql fragments (the listing's ListingFields, ADR 244)
      documents: [
        'web/src/**/*.{ts,tsx}',
        'web/src/**/*.graphql',
        '!web/src/gql/**/*',
        '!web/src/**/*.test.{ts,tsx}',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...typesConfig, skipTypename: false },
    },
    // Apollo's possibleTypes for fragments on interfaces (web/src/lib/apollo.ts' cache)
    'web/src/gql/possible-types.ts': {
      plugins: ['./web/scripts/possible-types-plugin.ts'],
    },
    'rest-facade/src/generated/': {
      documents: ['rest-facade/src/documents/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // REST answers carry no __typename (the documents do not select it)
      config: { ...typesConfig, skipTypename: true, onlyOperationTypes: true },
    },
  },
};

export default config;
