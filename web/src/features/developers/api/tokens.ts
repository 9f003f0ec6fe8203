// Personal API token documents, typed by codegen from schema/schema.graphql (`npm run codegen`).
import { graphql } from '../../../gql/gql.ts';

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      scope
      prefix
      createdAt
      expiresAt
      lastUsedAt
      expired
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      success
    }
  }
`);
