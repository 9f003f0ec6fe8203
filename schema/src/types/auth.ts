// Sign-in, terms, profile and account deletion. Thin: every rule lives in ../services/accounts.ts.
// Arguments are nullable on purpose, so that a missing value gets the spec's message from the
// service ('Please enter your email address.', 'Please fill in all fields.') rather than a GraphQL
// type error.
import { builder } from '../builder.ts';
import {
  ACCOUNT_MESSAGES,
  type AuthResult,
  acceptTerms,
  checkUser,
  deleteAccount,
  login,
  requestOtp,
  saveProfile,
  setPassword,
  verifyOtp,
} from '../services/accounts.ts';
import { SuccessPayload } from './session.ts';
import { UserRef } from './user.ts';

const CheckUserResult = builder
  .objectRef<{ exists: boolean; hasPassword: boolean }>('CheckUserResult')
  .implement({
    description: 'Whether an account exists for the email, and whether it can sign in by password.',
    fields: (t) => ({ exists: t.exposeBoolean('exists'), hasPassword: t.exposeBoolean('hasPassword') }),
  });

const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  description: 'A new session. The token is also set as the auth_token cookie; send it as a bearer.',
  fields: (t) => ({
    token: t.exposeString('token'),
    hasProfile: t.exposeBoolean('hasProfile'),
    hasPassword: t.exposeBoolean('hasPassword'),
    user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
  }),
});

const RequestOtpPayload = builder
  .objectRef<{ sent: boolean; expiresInSeconds: number }>('RequestOtpPayload')
  .implement({
    fields: (t) => ({ sent: t.exposeBoolean('sent'), expiresInSeconds: t.exposeInt('expiresInSeconds') }),
  });

type ProfilePayloadShape = { success: boolean; user: typeof UserRef.$inferType };
const ProfilePayload = builder.objectRef<ProfilePayloadShape>('ProfilePayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
  }),
});

const ProfileInput = builder.inputType('ProfileInput', {
  description: 'name, age and year are required by the service; Instagram and LinkedIn are optional.',
  fields: (t) => ({
    name: t.string({ required: false }),
    age: t.int({ required: false }),
    year: t.string({ required: false, description: 'one of catalog.years' }),
    instagram: t.string({ required: false, description: 'omitted: unchanged; empty or null: removed' }),
    linkedin: t.string({ required: false, description: 'omitted: unchanged; empty or null: removed' }),
  }),
});

builder.queryField('checkUser', (t) =>
  t.field({
    type: CheckUserResult,
    args: { email: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => checkUser(ctx, args.email),
  }),
);

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthPayload,
    description: 'Password sign-in. Wrong password: INVALID_CREDENTIALS; 10 failures in 15 min: 429.',
    args: { email: t.arg.string({ required: false }), password: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => login(ctx, args.email, args.password),
  }),
  requestOtp: t.field({
    type: RequestOtpPayload,
    description: 'Emails a 6-digit code valid for 10 minutes (at most 1 a minute, 5 an hour per email).',
    args: { email: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => requestOtp(ctx, args.email),
  }),
  verifyOtp: t.field({
    type: AuthPayload,
    description: 'Signs in with an emailed code; creates the account on first verification.',
    args: { email: t.arg.string({ required: false }), code: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => verifyOtp(ctx, args.email, args.code),
  }),
  setPassword: t.field({
    type: AuthPayload,
    description:
      "Needs a code sign-in of the last 10 minutes for this email; revokes the user's other sessions.",
    // read by the REST facade, which refuses a signed-out caller before looking at the body
    extensions: { unauthenticatedMessage: ACCOUNT_MESSAGES.setPasswordNoSession },
    args: { email: t.arg.string({ required: false }), password: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => setPassword(ctx, args.email, args.password),
  }),
  acceptTerms: t.field({
    type: SuccessPayload,
    authScopes: { signedIn: true },
    args: { version: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => acceptTerms(ctx, args.version),
  }),
  setupProfile: t.field({
    type: ProfilePayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: async (_root, args, ctx) => ({ success: true, user: await saveProfile(ctx, args.input) }),
  }),
  updateProfile: t.field({
    type: ProfilePayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: async (_root, args, ctx) => ({ success: true, user: await saveProfile(ctx, args.input) }),
  }),
  deleteAccount: t.field({
    type: SuccessPayload,
    description: 'Revokes every session and hides the listing at once; the data is purged after 30 days.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => deleteAccount(ctx),
  }),
}));
