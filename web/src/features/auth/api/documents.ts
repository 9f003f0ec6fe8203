// Every GraphQL operation of the accounts feature (typed by `npm run codegen`). Screens call the hooks of
// ./sign-in.ts and ./account.ts, not these documents.
import { graphql } from '../../../gql/gql.ts';

export const CheckUserQuery = graphql(`
  query CheckUser($email: String!) {
    checkUser(email: $email) {
      exists
      hasPassword
    }
  }
`);

/** What every way of signing in answers: where the student goes next. */
export const SignInResultFields = graphql(`
  fragment SignInResultFields on AuthPayload {
    hasProfile
    hasPassword
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SignInResultFields
    }
  }
`);

export const RequestOtpMutation = graphql(`
  mutation RequestOtp($email: String!) {
    requestOtp(email: $email) {
      sent
      expiresInSeconds
    }
  }
`);

export const VerifyOtpMutation = graphql(`
  mutation VerifyOtp($email: String!, $code: String!) {
    verifyOtp(email: $email, code: $code) {
      ...SignInResultFields
    }
  }
`);

export const SetPasswordMutation = graphql(`
  mutation SetPassword($email: String!, $password: String!) {
    setPassword(email: $email, password: $password) {
      ...SignInResultFields
    }
  }
`);

export const AcceptTermsMutation = graphql(`
  mutation AcceptTerms($version: String!) {
    acceptTerms(version: $version) {
      success
    }
  }
`);

// The answer's user has the id of the cached `me` (web/src/lib/session.ts selects the same
// UserProfileFields), so Apollo updates `me` in place.
export const SetupProfileMutation = graphql(`
  mutation SetupProfile($input: ProfileInput!) {
    setupProfile(input: $input) {
      success
      user {
        ...UserProfileFields
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...UserProfileFields
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      success
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount {
      success
    }
  }
`);
