// The calls of the sign-in steps (spec §4 "Login"). Each resolves to what the next step needs, or
// rejects with the API's error for the step to read (web/src/lib/api-errors.ts).
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import type { SignInResultFieldsFragment } from '../../../gql/graphql.ts';
import {
  CheckUserQuery,
  LoginMutation,
  RequestOtpMutation,
  SetPasswordMutation,
  VerifyOtpMutation,
} from './documents.ts';

export type SignInResult = SignInResultFieldsFragment;

function answered<T>(value: T | null | undefined, operation: string): T {
  if (value == null) throw new Error(`${operation} answered nothing`);
  return value;
}

export function useSignIn() {
  const client = useApolloClient();
  return useMemo(
    () => ({
      /** Whether the email has an account and a password; always asks the server. */
      async checkUser(email: string) {
        const { data } = await client.query({
          query: CheckUserQuery,
          variables: { email },
          fetchPolicy: 'network-only',
        });
        return answered(data?.checkUser, 'checkUser');
      },
      async login(email: string, password: string): Promise<SignInResult> {
        const { data } = await client.mutate({ mutation: LoginMutation, variables: { email, password } });
        return answered(data?.login, 'login');
      },
      /** Emails a code (RATE_LIMITED: a recent one is still on its way). */
      async requestOtp(email: string): Promise<void> {
        await client.mutate({ mutation: RequestOtpMutation, variables: { email } });
      },
      async verifyOtp(email: string, code: string): Promise<SignInResult> {
        const { data } = await client.mutate({ mutation: VerifyOtpMutation, variables: { email, code } });
        return answered(data?.verifyOtp, 'verifyOtp');
      },
      async setPassword(email: string, password: string): Promise<SignInResult> {
        const { data } = await client.mutate({
          mutation: SetPasswordMutation,
          variables: { email, password },
        });
        return answered(data?.setPassword, 'setPassword');
      },
    }),
    [client],
  );
}
