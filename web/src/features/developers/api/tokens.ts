// Personal API tokens (ADR 061): the documents (typed by codegen from schema/schema.graphql,
// `npm run codegen`) and the hooks the account page calls them through.
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { CreateApiTokenInput } from '../../../gql/graphql.ts';

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

/** The student's tokens, from the cache at once and then from the server. */
export function useApiTokens() {
  const { data, loading } = useQuery(ApiTokensQuery, { fetchPolicy: 'cache-and-network' });
  return { tokens: data?.apiTokens ?? [], loading };
}

/** Makes a token; resolves to its secret, which the server shows only this once. */
export function useCreateApiToken() {
  const [mutate, { loading }] = useMutation(CreateApiTokenMutation, { refetchQueries: [ApiTokensQuery] });
  const createApiToken = useCallback(
    async (input: CreateApiTokenInput) =>
      (await mutate({ variables: { input } })).data?.createApiToken.token ?? null,
    [mutate],
  );
  return { createApiToken, creating: loading };
}

export function useRevokeApiToken() {
  const [mutate, { loading }] = useMutation(RevokeApiTokenMutation, { refetchQueries: [ApiTokensQuery] });
  const revokeApiToken = useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  return { revokeApiToken, revoking: loading };
}
