// The documented /api/auth paths of decisions.md §3 over the GraphQL operations of
// schema/src/types/auth.ts (documents/auth.graphql; me and logout are in ./foundation.ts).
import {
  RestAcceptTermsDocument,
  RestCheckUserDocument,
  RestDeleteAccountDocument,
  RestLoginDocument,
  RestRequestOtpDocument,
  RestSetPasswordDocument,
  RestSetupProfileDocument,
  RestUpdateProfileDocument,
  RestVerifyOtpDocument,
} from '../generated/graphql.ts';
import { pick, type RestRequest, type RestRoute, route } from '../route.ts';

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

export const authRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/auth/check-user',
    document: RestCheckUserDocument,
    variables: ({ body }) => pick(body, ['email']),
  }),
  route({
    method: 'POST',
    path: '/auth/login',
    document: RestLoginDocument,
    variables: ({ body }) => pick(body, ['email', 'password']),
  }),
  route({
    method: 'POST',
    path: '/auth/request-otp',
    document: RestRequestOtpDocument,
    variables: ({ body }) => pick(body, ['email']),
  }),
  route({
    method: 'POST',
    path: '/auth/verify-otp',
    document: RestVerifyOtpDocument,
    variables: ({ body }) => {
      const vars = pick(body, ['email', 'code']);
      // a JSON number code (e.g. 123456) is still a code; leading zeros are the client's to keep
      if (typeof vars.code === 'number') vars.code = String(vars.code);
      return vars;
    },
  }),
  route({
    method: 'POST',
    path: '/auth/set-password',
    document: RestSetPasswordDocument,
    variables: ({ body }) => pick(body, ['email', 'password']),
  }),
  route({
    method: 'POST',
    path: '/auth/accept-terms',
    document: RestAcceptTermsDocument,
    variables: ({ body }) => pick(body, ['version']),
  }),
  route({
    method: 'POST',
    path: '/auth/setup-profile',
    document: RestSetupProfileDocument,
    variables: profileInput,
  }),
  route({
    method: 'PUT',
    path: '/auth/update-profile',
    document: RestUpdateProfileDocument,
    variables: profileInput,
  }),
  route({
    method: 'DELETE',
    path: '/auth/account',
    document: RestDeleteAccountDocument,
  }),
];
