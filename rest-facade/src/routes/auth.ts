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
import { type RestRoute, route } from '../route.ts';

/**
 * The profile input's age as GraphQL takes it. A form may send the age as a string of digits; any other
 * non-integer age becomes an out-of-range one, so that the client gets the spec's age message
 * ('Age must be between 16 and 100.') instead of a type error.
 */
function profileInput(variables: Record<string, unknown>): Record<string, unknown> {
  const input = { ...(variables.input as Record<string, unknown>) };
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
  }),
  route({
    method: 'POST',
    path: '/auth/login',
    document: RestLoginDocument,
  }),
  route({
    method: 'POST',
    path: '/auth/request-otp',
    document: RestRequestOtpDocument,
  }),
  route({
    method: 'POST',
    path: '/auth/verify-otp',
    document: RestVerifyOtpDocument,
    // a JSON number code (e.g. 123456) is still a code; leading zeros are the client's to keep
    adjust: (vars) => (typeof vars.code === 'number' ? { ...vars, code: String(vars.code) } : vars),
  }),
  route({
    method: 'POST',
    path: '/auth/set-password',
    document: RestSetPasswordDocument,
  }),
  route({
    method: 'POST',
    path: '/auth/accept-terms',
    document: RestAcceptTermsDocument,
  }),
  route({
    method: 'POST',
    path: '/auth/setup-profile',
    document: RestSetupProfileDocument,
    adjust: profileInput,
  }),
  route({
    method: 'PUT',
    path: '/auth/update-profile',
    document: RestUpdateProfileDocument,
    adjust: profileInput,
  }),
  route({
    method: 'DELETE',
    path: '/auth/account',
    document: RestDeleteAccountDocument,
  }),
];
