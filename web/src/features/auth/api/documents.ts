// Every GraphQL operation of the accounts feature (typed by `npm run codegen`).
import { graphql } from '../../../gql/gql.ts';

export const CheckUserQuery = graphql(`
  query CheckUser($email: String!) {
    checkUser(email: $email) {
      exists
      hasPassword
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      hasProfile
      hasPassword
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
      hasProfile
      hasPassword
    }
  }
`);

export const SetPasswordMutation = graphql(`
  mutation SetPassword($email: String!, $password: String!) {
    setPassword(email: $email, password: $password) {
      hasProfile
      hasPassword
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

export const SetupProfileMutation = graphql(`
  mutation SetupProfile($input: ProfileInput!) {
    setupProfile(input: $input) {
      success
      user {
        id
        name
        age
        year
        instagram
        linkedin
        hasProfile
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        name
        age
        year
        instagram
        linkedin
        hasProfile
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
