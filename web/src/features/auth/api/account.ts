// The account's own calls: profile, terms, log out and delete. Saving a profile updates the cached
// `me` in place (same id), so the screens need not re-read it.
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ProfileInput } from '../../../gql/graphql.ts';
import {
  AcceptTermsMutation,
  DeleteAccountMutation,
  LogoutMutation,
  SetupProfileMutation,
  UpdateProfileMutation,
} from './documents.ts';

export function useAccount() {
  const client = useApolloClient();
  return useMemo(
    () => ({
      async setupProfile(input: ProfileInput): Promise<void> {
        await client.mutate({ mutation: SetupProfileMutation, variables: { input } });
      },
      async updateProfile(input: ProfileInput): Promise<void> {
        await client.mutate({ mutation: UpdateProfileMutation, variables: { input } });
      },
      /** The version is the server's (`rules.termsVersion` of /health/config). */
      async acceptTerms(version: string): Promise<void> {
        await client.mutate({ mutation: AcceptTermsMutation, variables: { version } });
      },
      async logout(): Promise<void> {
        await client.mutate({ mutation: LogoutMutation });
      },
      async deleteAccount(): Promise<void> {
        await client.mutate({ mutation: DeleteAccountMutation });
      },
    }),
    [client],
  );
}
