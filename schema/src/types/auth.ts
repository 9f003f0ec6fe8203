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
import { PROFILE_LIMITS } from '../services/profile.ts';
import { SuccessPayload } from './session.ts';
import { UserRef } from './user.ts';
import { changes } from '../mutation-changes.ts';

const CheckUserResult = builder
  .objectRef<{ exists: boolean; hasPassword: boolean }>('CheckUserResult')
  .implement({
    description: 'Whether an account exists for the email, and whether it can sign in by password.',
    fields: (t) => ({
      exists: t.exposeBoolean('exists', { description: 'An account exists for this email.' }),
      hasPassword: t.exposeBoolean('hasPassword', {
        description: 'The account has a password (else it signs in by emailed code or Google).',
      }),
    }),
  });

const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  description: 'A new session. The token is also set as the auth_token cookie; send it as a bearer.',
  fields: (t) => ({
    token: t.exposeString('token', {
      description: 'The session token (256 random bits, valid 30 days). Send it as `Authorization: Bearer`.',
    }),
    hasProfile: t.exposeBoolean('hasProfile', { description: 'Name, age and year are set.' }),
    hasPassword: t.exposeBoolean('hasPassword', { description: 'The account has a password.' }),
    otherSessionsRevoked: t.exposeInt('otherSessionsRevoked', {
      description:
        "How many of the student's sessions on other browsers and devices this call signed out: setPassword signs out all of them (personal API tokens stay); a sign-in, none (0).",
    }),
    user: t.field({
      type: UserRef,
      description: 'The signed-in student.',
      resolve: (payload) => payload.user,
    }),
  }),
});

const RequestOtpPayload = builder
  .objectRef<{ sent: boolean; expiresInSeconds: number }>('RequestOtpPayload')
  .implement({
    description: 'A sign-in code was emailed.',
    fields: (t) => ({
      sent: t.exposeBoolean('sent', { description: 'Always true: the code is on its way.' }),
      expiresInSeconds: t.exposeInt('expiresInSeconds', {
        description: 'Seconds the code stays valid (600).',
      }),
    }),
  });

type ProfilePayloadShape = { success: boolean; user: typeof UserRef.$inferType };
const ProfilePayload = builder.objectRef<ProfilePayloadShape>('ProfilePayload').implement({
  description: 'The profile was saved.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Always true.' }),
    user: t.field({
      type: UserRef,
      description: 'The student with the saved profile.',
      resolve: (payload) => payload.user,
    }),
  }),
});

const ProfileInput = builder.inputType('ProfileInput', {
  description: 'name, age and year are required by the service; Instagram and LinkedIn are optional.',
  fields: (t) => ({
    name: t.string({ required: false, description: 'Display name shown on match cards.' }),
    age: t.int({ required: false, description: 'From 16 to 100.' }),
    year: t.string({ required: false, description: 'one of catalog.years' }),
    instagram: t.string({
      required: false,
      description: `A handle: letters, digits, periods and underscores, at most ${PROFILE_LIMITS.instagram} of them (one leading @ allowed). Omitted: unchanged; empty or null: removed.`,
    }),
    linkedin: t.string({ required: false, description: 'omitted: unchanged; empty or null: removed' }),
  }),
});

builder.queryField('checkUser', (t) =>
  t.field({
    type: CheckUserResult,
    description: 'Whether an email has an account and a password (the first step of sign-in).',
    args: { email: t.arg.string({ required: false, description: 'A school email address.' }) },
    resolve: (_root, args, ctx) => checkUser(ctx, args.email),
  }),
);

builder.mutationFields((t) => ({
  login: t.field({
    ...changes('session'),
    type: AuthPayload,
    description: 'Password sign-in. Wrong password: INVALID_CREDENTIALS; 10 failures in 15 min: 429.',
    args: {
      email: t.arg.string({ required: false, description: 'A school email address.' }),
      password: t.arg.string({ required: false, description: 'The account password.' }),
    },
    resolve: (_root, args, ctx) => login(ctx, args.email, args.password),
  }),
  requestOtp: t.field({
    ...changes('session'),
    type: RequestOtpPayload,
    description:
      'Emails a 6-digit code valid for 10 minutes and a one-use sign-in link (at most 1 a minute per browser, 5 an hour per email, of which a browser that has not signed in to this account may use 3).',
    args: { email: t.arg.string({ required: false, description: 'A school email address.' }) },
    resolve: (_root, args, ctx) => requestOtp(ctx, args.email),
  }),
  verifyOtp: t.field({
    ...changes('session'),
    type: AuthPayload,
    description:
      "Signs in with an emailed code; creates the account on first verification. Wrong codes are counted per email, apart for the browser that asked for the code (its code_browser cookie) and for everyone else; the mail's sign-in link needs no guesses.",
    args: {
      email: t.arg.string({ required: false, description: 'The email the code was sent to.' }),
      code: t.arg.string({
        required: false,
        description:
          "The 6-digit code, or the 43-character secret of the mail's sign-in link (`code=` in its fragment).",
      }),
    },
    resolve: (_root, args, ctx) => verifyOtp(ctx, args.email, args.code),
  }),
  setPassword: t.field({
    type: AuthPayload,
    description:
      "Needs a code sign-in of the last 10 minutes for this email; signs out the student's other sessions (otherSessionsRevoked says how many; personal API tokens stay) and replaces this one.",
    // read by the REST facade, which refuses a signed-out caller before looking at the body
    extensions: {
      unauthenticatedMessage: ACCOUNT_MESSAGES.setPasswordNoSession,
      ...changes('session').extensions,
    },
    args: {
      email: t.arg.string({ required: false, description: "The session's own email." }),
      password: t.arg.string({
        required: false,
        description: '8 to 64 characters, a letter and a digit; letters, digits and @$!%*#?& only.',
      }),
    },
    resolve: (_root, args, ctx) => setPassword(ctx, args.email, args.password),
  }),
  acceptTerms: t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: SuccessPayload,
    description: 'Accepts the Terms of Service; listing, matching and reveal need the current version.',
    args: {
      version: t.arg.string({ required: false, description: "The current terms version, '2025-01-21'." }),
    },
    resolve: (_root, args, ctx) => acceptTerms(ctx, args.version),
  }),
  setupProfile: t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: ProfilePayload,
    description: 'Completes the profile after the first sign-in (name, age and year are required).',
    args: { input: t.arg({ type: ProfileInput, required: true, description: 'The profile.' }) },
    resolve: async (_root, args, ctx) => ({ success: true, user: await saveProfile(ctx, args.input) }),
  }),
  updateProfile: t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: ProfilePayload,
    description: 'Changes the profile; the same rules as setupProfile.',
    args: { input: t.arg({ type: ProfileInput, required: true, description: 'The profile.' }) },
    resolve: async (_root, args, ctx) => ({ success: true, user: await saveProfile(ctx, args.input) }),
  }),
  deleteAccount: t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: SuccessPayload,
    description: 'Revokes every session and hides the listing at once; the data is purged after 30 days.',
    resolve: (_root, _args, ctx) => deleteAccount(ctx),
  }),
}));
