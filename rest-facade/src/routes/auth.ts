// The documented /api/auth paths of decisions.md §3 over the GraphQL operations of
// schema/src/types/auth.ts (me and logout are in ./foundation.ts).
import type { RestRequest, RestRoute } from '../route.ts';
import { pick } from '../route.ts';
import { USER_FIELDS } from './fragments.ts';

const PROFILE_KEYS = ['name', 'age', 'year', 'instagram', 'linkedin'] as const;

/**
 * The profile body as the GraphQL input. A form may send the age as a string of digits; any other
 * non-integer age becomes an out-of-range one, so that the client gets the spec's age message
 * ('Age must be between 16 and 100.') instead of a type error.
 */
function profileInput({ body }: RestRequest): Record<string, unknown> {
  const input = pick(body, PROFILE_KEYS);
  const age = input.age;
  if (age === '') input.age = null;
  else if (typeof age === 'string' && /^\s*\d{1,3}\s*$/.test(age)) input.age = Number(age);
  else if (
    age !== undefined &&
    age !== null &&
    !(Number.isInteger(age) && Math.abs(age as number) < 2 ** 31)
  ) {
    input.age = -1;
  }
  return { input };
}

const AUTH_RESULT = `token hasProfile hasPassword`;

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/check-user',
    document: /* GraphQL */ `
      query RestCheckUser($email: String) { checkUser(email: $email) { exists hasPassword } }`,
    variables: ({ body }) => pick(body, ['email']),
  },
  {
    method: 'POST',
    path: '/auth/login',
    document: /* GraphQL */ `
      mutation RestLogin($email: String, $password: String) {
        login(email: $email, password: $password) { ${AUTH_RESULT} }
      }`,
    variables: ({ body }) => pick(body, ['email', 'password']),
  },
  {
    method: 'POST',
    path: '/auth/request-otp',
    document: /* GraphQL */ `
      mutation RestRequestOtp($email: String) { requestOtp(email: $email) { sent expiresInSeconds } }`,
    variables: ({ body }) => pick(body, ['email']),
  },
  {
    method: 'POST',
    path: '/auth/verify-otp',
    document: /* GraphQL */ `
      mutation RestVerifyOtp($email: String, $code: String) {
        verifyOtp(email: $email, code: $code) { ${AUTH_RESULT} }
      }`,
    variables: ({ body }) => {
      const vars = pick(body, ['email', 'code']);
      // a JSON number code (e.g. 123456) is still a code; leading zeros are the client's to keep
      if (typeof vars.code === 'number') vars.code = String(vars.code);
      return vars;
    },
  },
  {
    method: 'POST',
    path: '/auth/set-password',
    document: /* GraphQL */ `
      mutation RestSetPassword($email: String, $password: String) {
        setPassword(email: $email, password: $password) { ${AUTH_RESULT} }
      }`,
    variables: ({ body }) => pick(body, ['email', 'password']),
  },
  {
    method: 'POST',
    path: '/auth/accept-terms',
    document: /* GraphQL */ `
      mutation RestAcceptTerms($version: String) { acceptTerms(version: $version) { success } }`,
    variables: ({ body }) => pick(body, ['version']),
  },
  {
    method: 'POST',
    path: '/auth/setup-profile',
    document: /* GraphQL */ `
      mutation RestSetupProfile($input: ProfileInput!) {
        setupProfile(input: $input) { success user { ${USER_FIELDS} } }
      }`,
    variables: profileInput,
  },
  {
    method: 'PUT',
    path: '/auth/update-profile',
    document: /* GraphQL */ `
      mutation RestUpdateProfile($input: ProfileInput!) {
        updateProfile(input: $input) { user { ${USER_FIELDS} } }
      }`,
    variables: profileInput,
  },
  {
    method: 'DELETE',
    path: '/auth/account',
    document: /* GraphQL */ `mutation RestDeleteAccount { deleteAccount { success } }`,
  },
];
